// Mantine's SegmentedControl markup without its floating indicator. Mantine's control measures its
// items with refs and a ResizeObserver and renders again once mounted, in the hydration commit of
// every page that shows one (the footer's currency choice), which was the longest task after the
// first paint on a slow phone (docs/performance.md, thirteenth round). Before Mantine's control has
// measured itself, its styles draw the chosen item's background on the label itself; this control
// stays in that state. Native radio buttons: arrow keys move the choice, as in Mantine's.
import { type CSSProperties, type HTMLAttributes, useId } from 'react';

type Props = Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'defaultValue'> & {
  value: string;
  onChange(value: string): void;
  data: readonly (string | { value: string; label: string })[];
  size?: 'xs' | 'sm';
  /** Mantine's responsive visibility classes (generated into theme.css). */
  visibleFrom?: 'sm';
  hiddenFrom?: 'sm';
};

export function LightSegmentedControl({ value, onChange, data, size = 'sm', visibleFrom, hiddenFrom, className, ...rest }: Props) {
  const name = `mantine-${useId()}`;
  const style = {
    '--sc-shadow': 'var(--mantine-shadow-xs)',
    ...(size === 'xs' ? { '--sc-padding': 'var(--sc-padding-xs)', '--sc-font-size': 'var(--mantine-font-size-xs)' } : {}),
  } as CSSProperties;
  const classes = [
    'm_cf365364 mantine-SegmentedControl-root',
    visibleFrom && `mantine-visible-from-${visibleFrom}`,
    hiddenFrom && `mantine-hidden-from-${hiddenFrom}`,
    className,
  ];
  return (
    <div
      style={style}
      className={classes.filter(Boolean).join(' ')}
      data-size={size === 'xs' ? 'xs' : undefined}
      data-with-items-borders="true"
      {...rest}
      role="radiogroup"
    >
      {data.map((entry) => {
        const item = typeof entry === 'string' ? entry : entry.value;
        const active = item === value ? 'true' : undefined;
        const id = `${name}-${item}`;
        return (
          <div key={item} className="m_69686b9b mantine-SegmentedControl-control" data-active={active}>
            <input
              className="m_1714d588 mantine-SegmentedControl-input"
              type="radio"
              id={id}
              data-focus-ring="auto"
              name={name}
              checked={item === value}
              value={item}
              onChange={() => onChange(item)}
            />
            <label className="m_1738fcb2 mantine-SegmentedControl-label" data-active={active} htmlFor={id}>
              <span className="m_78882f40 mantine-SegmentedControl-innerLabel">{typeof entry === 'string' ? entry : entry.label}</span>
            </label>
          </div>
        );
      })}
    </div>
  );
}
