import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#common/constants.ts';
import { STANDARD_CODES } from '#common/content.ts';
import { getContentPage } from './pages.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../content');
const SCRIPT: Record<string, RegExp> = { th: /[\u0E00-\u0E7F]/g, zh: /[\u4E00-\u9FFF]/g, hi: /[\u0900-\u097F]/g };

function pagesOf(lang: string, dir = ''): string[] {
  return readdirSync(path.join(ROOT, lang, dir)).flatMap((name) => {
    const rel = dir ? `${dir}/${name}` : name;
    return statSync(path.join(ROOT, lang, rel)).isDirectory() ? pagesOf(lang, rel) : [rel.replace(/\.md$/, '')];
  });
}

describe('long-form content', () => {
  const english = pagesOf('en').sort();

  it('has every page in every language, with no English fallback', () => {
    expect(english).toEqual(
      expect.arrayContaining(['about', 'member-benefit', 'standards', 'legal-agreement', ...STANDARD_CODES.map((c) => `standards/${c.toLowerCase()}`)]),
    );
    for (const lang of LANGUAGES) expect(pagesOf(lang).sort(), lang).toEqual(english);
  });

  it('gives each page a title, description and last-updated date, and writes it in its own language', async () => {
    for (const lang of LANGUAGES) {
      for (const page of english) {
        const p = await getContentPage({ path: page, lang, cache: false });
        expect(p.title, `${lang}/${page}`).not.toBe('');
        expect(p.description, `${lang}/${page}`).not.toBe('');
        expect(p.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        if (lang !== 'en') {
          const text = p.html.replace(/<[^>]+>/g, '');
          const letters = text.match(/\p{L}/gu)?.length ?? 0;
          const own = text.match(SCRIPT[lang])?.length ?? 0;
          // Codes (RSY, CYT …) and the name World Yoga Alliance stay Latin; the prose must not.
          expect(own / letters, `${lang}/${page}`).toBeGreaterThan(0.6);
        }
      }
    }
  });

  it('leaves no untranslated words in the Chinese and Hindi pages, only codes and the organisation name', async () => {
    // Level codes (RSY, EYEP …) are all capitals and the organisation keeps its name: any other Latin word was missed.
    const allowed = new Set(['World', 'Yoga', 'Alliance', 'Cookie']); // Chinese writes "Cookie" as is.
    for (const lang of ['zh', 'hi'] as const) {
      for (const page of english) {
        const text = (await getContentPage({ path: page, lang, cache: false })).html.replace(/<[^>]+>|https?:\/\/\S+|&[a-z]+;/g, ' ');
        const words = (text.match(/[A-Za-z][A-Za-z-]{3,}/g) ?? []).filter((w) => w !== w.toUpperCase() && !allowed.has(w));
        expect(words, `${lang}/${page}`).toEqual([]);
      }
    }
  });

  it('renders anchors for the member benefit sections', async () => {
    const page = await getContentPage({ path: 'member-benefit', lang: 'th', cache: false });
    expect(page.html).toContain('<h2 id="schools">');
    expect(page.html).toContain('<h2 id="teachers">');
    expect(page.html).not.toContain('{#');
  });

  it('refuses paths outside the content folder', async () => {
    await expect(getContentPage({ path: '../package', lang: 'en' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(getContentPage({ path: 'about/../../x', lang: 'en' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(getContentPage({ path: 'nothing-here', lang: 'en' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
