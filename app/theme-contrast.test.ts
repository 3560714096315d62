import { DEFAULT_THEME, type MantineTheme } from '@mantine/core';
import { expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme.ts';

const light = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as MantineTheme).light;
const colors = { ...DEFAULT_THEME.colors, ...theme.colors } as Record<string, readonly string[]>;

/** A colour as CSS writes it here: `#rrggbb`, `rgba(r, g, b, 1)` or `var(--mantine-color-name-shade)`. */
function rgb(color: string): number[] {
  const shade = color.match(/^var\(--mantine-color-([a-z]+)-(\d)\)$/);
  if (shade) return rgb(colors[shade[1]][Number(shade[2])]);
  if (color.startsWith('#')) return (color.slice(1).match(/\w\w/g) ?? []).map((h) => Number.parseInt(h, 16));
  return (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
}

/** WCAG 2 contrast ratio. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = rgb(color).map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

it.each(Object.keys(colors))('light-variant text of %s reads at 4.5:1 on its background and its hover background', (color) => {
  const text = light[`--mantine-color-${color}-light-color`] ?? colors[color][9];
  for (const shade of [1, 2]) expect(contrast(text, colors[color][shade])).toBeGreaterThanOrEqual(4.5);
});

it('dimmed text and placeholders read at 4.5:1 on white', () => {
  expect(contrast(light['--mantine-color-dimmed'], '#ffffff')).toBeGreaterThanOrEqual(4.5);
  expect(contrast(light['--mantine-color-placeholder'], '#ffffff')).toBeGreaterThanOrEqual(4.5);
  expect(contrast(light['--mantine-color-placeholder'], colors.gray[1])).toBeGreaterThanOrEqual(4.5);
});
