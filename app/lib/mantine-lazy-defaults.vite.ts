import type { Plugin } from 'vite';

/** Mantine's module that computes its default theme's CSS variables as it is evaluated. */
export const REMOVE_DEFAULTS_MODULE = '/@mantine/core/esm/core/MantineProvider/MantineCssVariables/remove-default-variables.mjs';
const EAGER = 'const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);\nfunction removeDefaultVariables(input) {\n';
const LAZY = 'let defaultCssVariables;\nfunction removeDefaultVariables(input) {\n\tdefaultCssVariables ??= defaultCssVariablesResolver(DEFAULT_THEME);\n';

/**
 * Mantine computes every CSS variable of its default theme when its provider's module is evaluated
 * (≈ 12 ms of a slow host's main thread at each page load, four times that on a phone), to leave
 * them out of the variables it writes into the page. The site writes none (`withCssVariables={false}`;
 * they are in app/styles/theme.css), so the computation waits until it is first needed, if ever.
 */
export const mantineLazyDefaults = {
  name: 'wya:mantine-lazy-defaults',
  transform(code: string, id: string) {
    if (!id.replaceAll('\\', '/').endsWith(REMOVE_DEFAULTS_MODULE)) return;
    // A Mantine upgrade that changes the module fails the build here rather than keeping the cost unseen.
    if (!code.includes(EAGER)) throw new Error(`${REMOVE_DEFAULTS_MODULE} changed: see app/lib/mantine-lazy-defaults.vite.ts`);
    return { code: code.replace(EAGER, LAZY), map: null };
  },
} satisfies Plugin;
