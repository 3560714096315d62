import {
  type CSSVariablesResolver,
  createTheme,
  Drawer,
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

/** Secondary ("dimmed") text dark enough for WCAG AA contrast; Mantine's default gray is 3.3:1 on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
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
