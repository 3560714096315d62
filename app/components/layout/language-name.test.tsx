import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LanguageName } from './language-name.tsx';

describe('LanguageName', () => {
  it("is text on the language's own pages and in English", () => {
    expect(renderToStaticMarkup(<LanguageName code="th" pageLanguage="th" />)).toBe('ไทย');
    expect(renderToStaticMarkup(<LanguageName code="en" pageLanguage="th" />)).toBe('English');
  });

  it('is drawn elsewhere, with the name as its accessible text', () => {
    const html = renderToStaticMarkup(<LanguageName code="hi" pageLanguage="en" />);
    expect(html).toMatch(
      /^<svg class="language-name" viewBox="0 -880 \d+ 1100" style="width:[\d.]+em" role="img" aria-label="हिन्दी"><path d="M[^"]+" fill="currentColor"><\/path><\/svg>$/,
    );
    expect(renderToStaticMarkup(<LanguageName code="zh" pageLanguage="th" />)).toContain('aria-label="中文"');
  });
});
