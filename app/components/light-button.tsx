// Mantine's Button markup without Mantine's hooks, for the directory's buttons (the kind switch, the
// search form's two, the pager's two): on the server each Mantine Button costs as much as a few
// dozen plain elements, and a directory page is rendered for every new search (docs/performance.md).
// Same elements, classes and CSS variables as Mantine 9 writes for the brand colour (light.test.tsx
// compares them), so Mantine's styles apply unchanged.
import type { CSSProperties, ReactNode } from 'react';
import type { LinkProps } from 'react-router';
import { Link } from './router-links.tsx';

type Variant = 'filled' | 'default' | 'subtle';

const BORDER = 'calc(0.0625rem * var(--mantine-scale)) solid';
const COLORS: Record<Variant, Record<string, string>> = {
  filled: {
    '--button-bg': 'var(--mantine-color-brand-filled)',
    '--button-hover': 'var(--mantine-color-brand-filled-hover)',
    '--button-color': 'var(--mantine-color-white)',
    '--button-bd': `${BORDER} transparent`,
  },
  default: {
    '--button-bg': 'var(--mantine-color-default)',
    '--button-hover': 'var(--mantine-color-default-hover)',
    '--button-color': 'var(--mantine-color-default-color)',
    '--button-bd': `${BORDER} var(--mantine-color-default-border)`,
  },
  subtle: {
    '--button-bg': 'transparent',
    '--button-hover': 'var(--mantine-color-brand-light-hover)',
    '--button-color': 'var(--mantine-color-brand-light-color)',
    '--button-bd': `${BORDER} transparent`,
  },
};

type Look = { variant?: Variant; size?: 'sm'; radius?: 'xl'; leftSection?: ReactNode; children: ReactNode };
type AsLink = Look & Omit<LinkProps, 'style' | 'className' | 'children'>;
type AsButton = Look & { type: 'submit' | 'button'; disabled?: boolean; to?: undefined };

const classes = (disabled?: boolean) =>
  `mantine-focus-auto${disabled ? '' : ' mantine-active'} m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root`;

/** A link that looks like Mantine's Button (`to`), or a button (`type`). Without a variant: filled, as Mantine draws it by default. */
export function LightButton(props: AsLink | AsButton) {
  const { variant, size, radius, leftSection, children, ...rest } = props;
  const style = {
    ...(size
      ? {
          '--button-height': `var(--button-height-${size})`,
          '--button-padding-x': `var(--button-padding-x-${size})`,
          '--button-fz': `var(--mantine-font-size-${size})`,
        }
      : {}),
    ...(radius ? { '--button-radius': `var(--mantine-radius-${radius})` } : {}),
    ...(variant ? COLORS[variant] : { '--button-color': 'var(--mantine-color-white)' }),
  } as CSSProperties;
  const disabled = rest.to === undefined && rest.disabled;
  const look = { style, className: classes(disabled), 'data-variant': variant, 'data-size': size, 'data-with-left-section': leftSection ? 'true' : undefined };
  const inner = (
    <span className="m_80f1301b mantine-Button-inner">
      {leftSection && (
        <span className="m_a74036a mantine-Button-section" data-position="left">
          {leftSection}
        </span>
      )}
      <span className="m_811560b9 mantine-Button-label">{children}</span>
    </span>
  );
  if (rest.to === undefined) {
    return (
      <button {...look} type={rest.type} disabled={disabled} data-disabled={disabled ? 'true' : undefined}>
        {inner}
      </button>
    );
  }
  return (
    <Link {...look} {...(rest as Omit<AsLink, keyof Look>)}>
      {inner}
    </Link>
  );
}
