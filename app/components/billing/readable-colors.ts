/**
 * Text shades that keep WCAG AA contrast on Mantine's "light" backgrounds (badges, alerts): the default
 * shade 6 of yellow, teal or blue is too pale on its own tint.
 */
export const READABLE_TEXT: Record<string, string> = {
  yellow: '#7c4a03',
  teal: '#06664a',
  blue: 'var(--mantine-color-blue-9)',
  red: '#a61e1e',
  gray: 'var(--mantine-color-gray-9)',
  orange: '#8a3a06',
  grape: 'var(--mantine-color-grape-9)',
};

/** An alert whose title keeps AA contrast on its tint (the body text is the page's own colour). */
export const readableAlert = (color: keyof typeof READABLE_TEXT & string) => ({ color, styles: { title: { color: READABLE_TEXT[color] } } });
