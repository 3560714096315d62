// Mantine's Text, Group, Stack and Badge markup without Mantine's hooks, for the parts a page
// repeats (directory cards, facts, ratings, comments): a directory page has a few hundred, and on
// the server each Mantine component costs ≈ 25 µs of theme lookups and style-prop parsing
// (docs/performance.md, sixth round). Same elements, classes and CSS variables as Mantine 9 writes
// (light.test.tsx renders both and compares), so the imported Mantine styles apply unchanged.
// Only the props the site uses are supported; anything else stays with Mantine's components.
import {
  type CSSProperties,
  type HTMLAttributes,
  type ImgHTMLAttributes,
  type ReactNode,
  type TdHTMLAttributes,
  type ThHTMLAttributes,
  useEffect,
  useState,
} from 'react';

type Spacing = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
type Space = number | Spacing | 'auto';
/** Colours as Mantine's `c`: "dimmed", "inherit", "dark", or a theme colour and shade ("brand.7"). */
type Color = 'dimmed' | 'inherit' | 'dark' | `${string}.${number}`;

/** A style with CSS variables, which React writes as they are. */
const css = (style: Record<string, unknown>) => style as CSSProperties;
const rem = (px: number) => (px === 0 ? '0rem' : `calc(${px / 16}rem * var(--mantine-scale))`);
const space = (value: Space) => (typeof value === 'number' ? rem(value) : value === 'auto' ? 'auto' : `var(--mantine-spacing-${value})`);
const shade = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;
const colorOf = (c: Color) =>
  c === 'dimmed' ? 'var(--mantine-color-dimmed)' : c === 'inherit' ? 'inherit' : c === 'dark' ? 'var(--mantine-color-dark-text)' : shade(c);

type Margins = { m?: Space; mt?: Space; mb?: Space; ml?: Space };
type Common = Margins & { c?: Color; children?: ReactNode; style?: CSSProperties } & Omit<HTMLAttributes<HTMLElement>, 'color' | 'style' | 'children'>;

/** Style props in the order Mantine writes them. */
function styleProps(
  { m, mt, mb, ml }: Margins,
  rest: { ta?: CSSProperties['textAlign']; w?: number; c?: Color; fw?: number; tt?: CSSProperties['textTransform'] },
) {
  const style: Record<string, string | number> = {};
  if (m !== undefined) style.margin = space(m);
  if (mt !== undefined) style.marginTop = space(mt);
  if (mb !== undefined) style.marginBottom = space(mb);
  if (ml !== undefined) style.marginLeft = space(ml);
  if (rest.ta) style.textAlign = rest.ta;
  if (rest.w !== undefined) style.width = rem(rest.w);
  if (rest.c) style.color = colorOf(rest.c);
  if (rest.fw) style.fontWeight = rest.fw;
  if (rest.tt) style.textTransform = rest.tt;
  return style;
}

type TextProps = Common & {
  size?: 'xs' | 'sm' | 'md' | 'lg';
  fw?: number;
  tt?: CSSProperties['textTransform'];
  ta?: CSSProperties['textAlign'];
  w?: number;
  lineClamp?: number;
  truncate?: boolean;
  component?: 'p' | 'span' | 'dt' | 'dd' | 'div';
};

export function LightText({ size, c, fw, tt, ta, w, lineClamp, truncate, component: Tag = 'p', m, mt, mb, ml, style, className, ...rest }: TextProps) {
  const vars = size ? { '--text-fz': `var(--mantine-font-size-${size})`, '--text-lh': `var(--mantine-line-height-${size})` } : {};
  return (
    <Tag
      style={css({
        ...vars,
        ...(lineClamp !== undefined ? { '--text-line-clamp': String(lineClamp) } : {}),
        ...styleProps({ m, mt, mb, ml }, { ta, w, c, fw, tt }),
        ...style,
      })}
      className={`mantine-focus-auto m_b6d8b162 mantine-Text-root${className ? ` ${className}` : ''}`}
      data-size={size}
      data-truncate={truncate ? 'end' : undefined}
      data-line-clamp={lineClamp !== undefined ? 'true' : undefined}
      {...rest}
    />
  );
}

type GroupProps = Common & { gap?: Space; wrap?: 'wrap' | 'nowrap'; align?: CSSProperties['alignItems'] };

export function LightGroup({ gap = 'md', wrap = 'wrap', align = 'center', c, m, mt, mb, ml, style, className, ...rest }: GroupProps) {
  return (
    <div
      style={css({
        '--group-gap': space(gap),
        '--group-align': align,
        '--group-justify': 'flex-start',
        '--group-wrap': wrap,
        ...styleProps({ m, mt, mb, ml }, { c }),
        ...style,
      })}
      className={`m_4081bf90 mantine-Group-root${className ? ` ${className}` : ''}`}
      {...rest}
    />
  );
}

type StackProps = Common & { gap?: Space; component?: 'div' | 'dl' | 'ul' };

export function LightStack({ gap = 'md', component: Tag = 'div', c, m, mt, mb, ml, style, className, ...rest }: StackProps) {
  return (
    <Tag
      style={css({
        '--stack-gap': space(gap),
        '--stack-align': 'stretch',
        '--stack-justify': 'flex-start',
        ...styleProps({ m, mt, mb, ml }, { c }),
        ...style,
      })}
      className={`m_6d731127 mantine-Stack-root${className ? ` ${className}` : ''}`}
      {...rest}
    />
  );
}

type BadgeProps = Omit<HTMLAttributes<HTMLDivElement>, 'color'> & {
  /** A theme colour ("brand") or colour and shade ("saffron.9"). */
  color: string;
  variant: 'light' | 'outline' | 'filled';
  size?: 'sm' | 'lg';
  radius?: Spacing;
  tt?: CSSProperties['textTransform'];
  children?: ReactNode;
};

export function LightBadge({ color, variant, size, radius, tt, children, ...rest }: BadgeProps) {
  const shaded = color.includes('.');
  const tone =
    variant === 'light'
      ? { bg: `var(--mantine-color-${color}-light)`, fg: `var(--mantine-color-${color}-light-color)`, border: 'transparent' }
      : variant === 'outline'
        ? { bg: 'transparent', fg: shaded ? shade(color) : `var(--mantine-color-${color}-outline)`, border: '' }
        : { bg: shaded ? shade(color) : `var(--mantine-color-${color}-filled)`, fg: 'var(--mantine-color-white)', border: 'transparent' };
  return (
    <div
      style={css({
        ...(size
          ? { '--badge-height': `var(--badge-height-${size})`, '--badge-padding-x': `var(--badge-padding-x-${size})`, '--badge-fz': `var(--badge-fz-${size})` }
          : {}),
        ...(radius ? { '--badge-radius': `var(--mantine-radius-${radius})` } : {}),
        '--badge-bg': tone.bg,
        '--badge-color': tone.fg,
        '--badge-bd': `${rem(1)} solid ${tone.border || tone.fg}`,
        ...(tt ? { textTransform: tt } : {}),
      })}
      className="m_347db0ec mantine-Badge-root"
      data-variant={variant}
      data-size={size}
      {...rest}
    >
      <span className="m_5add502a mantine-Badge-label">{children}</span>
    </div>
  );
}

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
type TitleProps = Omit<HTMLAttributes<HTMLHeadingElement>, 'color'> & {
  order: HeadingLevel;
  /** The look of another level ("h4"); by default the heading's own. */
  size?: `h${HeadingLevel}`;
  lineClamp?: number;
  mb?: Space;
  children?: ReactNode;
};

export function LightTitle({ order, size, lineClamp, mb, className, style, ...rest }: TitleProps) {
  const Tag = `h${order}` as const;
  const look = size ?? Tag;
  return (
    <Tag
      style={css({
        '--title-fw': `var(--mantine-${look}-font-weight)`,
        '--title-lh': `var(--mantine-${look}-line-height)`,
        '--title-fz': `var(--mantine-${look}-font-size)`,
        ...(lineClamp !== undefined ? { '--title-line-clamp': String(lineClamp) } : {}),
        ...styleProps({ mb }, {}),
        ...style,
      })}
      className={`m_8a5d1357 mantine-Title-root${className ? ` ${className}` : ''}`}
      data-size={size}
      data-order={order}
      data-line-clamp={lineClamp !== undefined ? 'true' : undefined}
      {...rest}
    />
  );
}

type PaperProps = HTMLAttributes<HTMLDivElement> & { withBorder?: boolean; p?: Spacing; radius?: Spacing; children?: ReactNode };

export function LightPaper({ withBorder, p, radius, className, style, ...rest }: PaperProps) {
  return (
    <div
      style={css({
        ...(radius ? { '--paper-radius': `var(--mantine-radius-${radius})` } : {}),
        ...(p ? { padding: `var(--mantine-spacing-${p})` } : {}),
        ...style,
      })}
      className={`${className ? `${className} ` : ''}m_1b7284a3 mantine-Paper-root`}
      data-with-border={withBorder ? 'true' : undefined}
      {...rest}
    />
  );
}

/** Mantine's Avatar showing initials (no picture) in the light variant of a theme colour. */
export function LightAvatar({ size, radius, color, children }: { size: Spacing; radius: Spacing; color: string; children: ReactNode }) {
  return (
    <div
      style={css({
        '--avatar-size': `var(--avatar-size-${size})`,
        '--avatar-radius': `var(--mantine-radius-${radius})`,
        '--avatar-bg': `var(--mantine-color-${color}-light)`,
        '--avatar-color': `var(--mantine-color-${color}-light-color)`,
        '--avatar-bd': `${rem(1)} solid transparent`,
      })}
      className="m_f85678b6 mantine-Avatar-root"
      data-size={size}
    >
      <span className="m_104cd71f mantine-Avatar-placeholder">{children}</span>
    </div>
  );
}

// Rows and cells of a Mantine <Table striped highlightOnHover> (with its default row borders), for
// long tables such as a school's graduates: 20 rows of 4 cells are 100 Mantine components.
type RowProps = HTMLAttributes<HTMLTableRowElement> & { children?: ReactNode };
type CellProps = ThHTMLAttributes<HTMLTableCellElement> & TdHTMLAttributes<HTMLTableCellElement> & { children?: ReactNode };

export function LightTr(props: RowProps) {
  return <tr className="m_4e7aa4fd mantine-Table-tr" data-with-row-border="true" data-striped="odd" data-hover="true" {...props} />;
}

export function LightTh({ className, ...rest }: CellProps) {
  return <th className={`m_4e7aa4f3 mantine-Table-th${className ? ` ${className}` : ''}`} {...rest} />;
}

export function LightTd({ className, ...rest }: CellProps) {
  return <td className={`m_4e7aa4ef mantine-Table-td${className ? ` ${className}` : ''}`} {...rest} />;
}

// A directory card (a page shows 12, a school its events): Mantine's Card, its first section and the
// picture in it, which were three Mantine components per card.
type CardProps = HTMLAttributes<HTMLDivElement> & { withBorder?: boolean; radius: Spacing; padding: Spacing; children?: ReactNode };

export function LightCard({ withBorder, radius, padding, className, style, ...rest }: CardProps) {
  return (
    <div
      style={css({ '--paper-radius': `var(--mantine-radius-${radius})`, '--card-padding': `var(--mantine-spacing-${padding})`, ...style })}
      className={`${className ? `${className} ` : ''}m_e615b15f mantine-Card-root m_1b7284a3 mantine-Paper-root`}
      data-with-border={withBorder ? 'true' : undefined}
      data-orientation="vertical"
      {...rest}
    />
  );
}

/** Card.Section as the card's first child (where the site puts its picture). */
export function LightCardTopSection({ children }: { children: ReactNode }) {
  return (
    <div className="m_599a2148 mantine-Card-section" data-orientation="vertical" data-first-section="true">
      {children}
    </div>
  );
}

type ImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string | null; fallbackSrc: string; h: number };

/** Mantine's Image: the fallback picture when there is none or it fails to load. */
export function LightImage({ src, fallbackSrc, h, ...rest }: ImageProps) {
  const [failed, setFailed] = useState(!src);
  useEffect(() => setFailed(!src), [src]);
  const style = { height: rem(h) };
  if (failed || !src) return <img style={style} className="m_9e117634 mantine-Image-root" data-fallback="true" src={fallbackSrc} alt="" {...rest} />;
  return <img style={style} className="m_9e117634 mantine-Image-root" src={src} onError={() => setFailed(true)} alt="" {...rest} />;
}

/** Mantine's Progress with one bar, as the rating summary draws each star's share (hidden from screen readers there). */
export function LightProgress({ value, color, style, ...rest }: HTMLAttributes<HTMLDivElement> & { value: number; color: `${string}.${number}` }) {
  return (
    <div style={style} className="m_db6d6462 mantine-Progress-root" {...rest}>
      <div
        style={css({ '--progress-section-size': `${value}%`, '--progress-section-color': shade(color) })}
        className="m_2242eb65 mantine-Progress-section"
        role="progressbar"
        aria-valuemax={100}
        aria-valuemin={0}
        aria-valuenow={value}
        aria-valuetext={`${value}%`}
      />
    </div>
  );
}
