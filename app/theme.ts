import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  Drawer,
  darken,
  type MantineColorsTuple,
  type MantineThemeOverride,
  mergeThemeOverrides,
  Notification,
  PasswordInput,
} from '@mantine/core';

// Deep indigo of the organisation, with saffron as the accent.
const brand: MantineColorsTuple = ['#eef0fb', '#d9dcf0', '#aeb5e2', '#828cd4', '#5d69c8', '#4654c1', '#3a49bf', '#2d3ba9', '#263498', '#1c2c86'];
const saffron: MantineColorsTuple = ['#fff5e1', '#ffeacc', '#ffd39b', '#ffba64', '#ffa538', '#ff971b', '#ff9009', '#e37c00', '#ca6d00', '#b05d00'];

export const theme = createTheme({
  primaryColor: 'brand',
  colors: { brand, saffron },
  fontFamily: '"Noto Sans", "Noto Sans Thai", "Noto Sans Devanagari", "Noto Sans SC", system-ui, sans-serif',
  headings: { fontFamily: '"Noto Sans", "Noto Sans Thai", "Noto Sans Devanagari", "Noto Sans SC", system-ui, sans-serif', fontWeight: '600' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});

/**
 * Text of the "light" variant (status badges, alerts, light buttons): Mantine writes shade 9 on shade 1,
 * under WCAG AA's 4.5:1 for these colours (yellow 2.7:1, green 3.8:1, teal 4.3:1). Shade 9 darkened just
 * enough to read at 4.5:1 on shade 1 and on the hover shade 2 (theme-contrast.test.ts checks every colour).
 */
const LIGHT_TEXT_DARKER = {
  red: 0.15,
  violet: 0.1,
  indigo: 0.1,
  blue: 0.1,
  cyan: 0.1,
  teal: 0.15,
  green: 0.2,
  lime: 0.25,
  yellow: 0.3,
  orange: 0.25,
  saffron: 0.2,
} as const;
const LIGHT_TEXT = Object.fromEntries(
  Object.entries(LIGHT_TEXT_DARKER).map(([color, amount]) => {
    const shades: MantineColorsTuple = color === 'saffron' ? saffron : DEFAULT_THEME.colors[color as keyof typeof DEFAULT_THEME.colors];
    return [`--mantine-color-${color}-light-color`, darken(shades[9], amount)];
  }),
);

/**
 * Secondary ("dimmed") text and placeholders (a file field's "choose a file" is read as text) dark enough
 * for WCAG AA contrast: Mantine's default grays are 3.3:1 and 2.1:1 on white. Placeholders halfway
 * between gray 6 and 7 (5:1 on white, 4.5:1 on gray 1), lighter than what people type. Light-variant text as above.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': '#686f77',
    ...LIGHT_TEXT,
  },
  dark: {},
});

const localizedThemes = new Map<string, MantineThemeOverride>();

/**
 * The theme with the words Mantine builds into its components (the password eye, close buttons) in
 * the page's language; made once per language, as every page's render would otherwise merge it.
 */
export function localizedTheme(lang: string, t: (key: string) => string): MantineThemeOverride {
  const made = localizedThemes.get(lang);
  if (made) return made;
  const close = { 'aria-label': t('directory:close') };
  const localized = mergeThemeOverrides(theme, {
    components: {
      PasswordInput: PasswordInput.extend({ defaultProps: { visibilityToggleButtonProps: { 'aria-label': t('auth.toggle_password') } } }),
      Notification: Notification.extend({ defaultProps: { closeButtonProps: close } }),
      Drawer: Drawer.extend({ defaultProps: { closeButtonProps: close } }),
    },
  });
  localizedThemes.set(lang, localized);
  return localized;
}
