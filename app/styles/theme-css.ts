import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { cssVariablesResolver, theme } from '../theme.ts';

/**
 * What MantineProvider would write into every page as <style> elements: the theme's CSS
 * variables and its responsive helper classes. They never change between pages or languages, so
 * they live in the site's stylesheet (theme.css, written by `node scripts/theme-css.ts`) instead,
 * and the provider is told not to write them: that was ≈ 5 % of a page's render on the server,
 * 5 KB of every page and a recomputation in every browser.
 */
export function themeStylesheet(): string {
  const html = renderToStaticMarkup(createElement(MantineProvider, { theme, cssVariablesResolver, forceColorScheme: 'light', defaultColorScheme: 'light' }));
  return [...html.matchAll(/<style data-mantine-styles="(?:true|classes)"[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
}

/** CSS with formatting and comments taken out, to compare two stylesheets. */
export const normalizeCss = (css: string) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};:,()>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
