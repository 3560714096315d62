import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageNamePaths, languageNamePathsModule } from './language-names.ts';

describe('the footer language names drawn from the fonts', () => {
  const paths = languageNamePaths();

  it('are what the fonts draw for the names today (run `node scripts/language-names.ts` after changing them)', () => {
    const file = path.resolve(import.meta.dirname, '../app/components/layout/language-name-paths.ts');
    expect(readFileSync(file, 'utf8')).toBe(languageNamePathsModule(paths));
  });

  it('draws every glyph: Thai and Devanagari shaped (the vowel sign i before its consonant), both Chinese characters', () => {
    for (const { width, d } of Object.values(paths)) {
      expect(width).toBeGreaterThan(600);
      expect(d).toMatch(/^M[-\d]/);
    }
    // Three Thai letters, two Chinese characters a full em each, five Devanagari glyphs.
    expect(paths.th.width).toBeGreaterThan(1200);
    expect(paths.zh.width).toBe(2000);
    expect(paths.hi.d.split('M').length).toBeGreaterThan(5);
  });
});
