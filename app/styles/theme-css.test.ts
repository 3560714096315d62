import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { normalizeCss, themeStylesheet } from './theme-css.ts';

const read = (file: string) => readFileSync(path.join(import.meta.dirname, file), 'utf8');

it('theme.css holds what MantineProvider would write for the theme (run `node scripts/theme-css.ts` after changing app/theme.ts)', () => {
  const expected = normalizeCss(themeStylesheet());
  expect(expected).toContain('--mantine-color-brand-6:#3a49bf');
  expect(expected).toContain('--mantine-color-dimmed:var(--mantine-color-gray-7)');
  expect(normalizeCss(read('theme.css'))).toBe(expected);
});

it('the site stylesheet loads theme.css after Mantine’s default variables, so the theme wins', () => {
  const imports = [...read('mantine.css').matchAll(/@import "([^"]+)"/g)].map((m) => m[1]);
  expect(imports.indexOf('./theme.css')).toBeGreaterThan(imports.indexOf('@mantine/core/styles/default-css-variables.css'));
});
