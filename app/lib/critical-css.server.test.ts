import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { criticalCssFile, criticalRules, linkCriticalCss, pageTokens, parseSheet } from './critical-css.server.ts';

// Minified as the build writes it.
const css = [
  ':root,:host{--c:red}',
  '*,:before{box-sizing:border-box}',
  ':root[data-mantine-color-scheme=light],:host([data-mantine-color-scheme=light]){--bg:#fff}',
  ':root[data-mantine-color-scheme=dark],:host([data-mantine-color-scheme=dark]){--bg:#000}',
  '@font-face{font-family:Noto Sans;src:url(/assets/a.woff2)format("woff2")}',
  '@keyframes spin{0%{transform:rotate(0)}to{transform:rotate(360deg)}}',
  '.card{padding:1rem}',
  '.card .title,.dialog .title{font-weight:700}',
  '.menu{display:none}',
  '.button[data-variant=filled]{color:#fff}',
  '.button[data-variant="light"]{color:red}',
  '.button[data-disabled]{opacity:.5}',
  '.button:not(.active){cursor:pointer}',
  ':is(.a,.b) .button{margin:0}',
  '.quote:before{content:"{ not a block }"}',
  '@media (width>=48em){.card{padding:2rem}.menu{display:block}}',
  '@container (width>=20rem){.dialog{width:100%}}',
].join('');

const html =
  '<html data-mantine-color-scheme="light"><body><div class="card x"><h2 class="title">T</h2><button class="button" data-variant="filled" data-disabled="true">B</button><q class="quote">Q</q></div></body></html>';

describe('critical CSS', () => {
  it('keeps the rules the page can use, and those that name no class', () => {
    const kept = criticalRules(parseSheet(css), pageTokens(html));
    expect(kept).toBe(
      [
        ':root,:host{--c:red}',
        '*,:before{box-sizing:border-box}',
        ':root[data-mantine-color-scheme=light],:host([data-mantine-color-scheme=light]){--bg:#fff}',
        '@font-face{font-family:Noto Sans;src:url(/assets/a.woff2)format("woff2")}',
        '@keyframes spin{0%{transform:rotate(0)}to{transform:rotate(360deg)}}',
        '.card{padding:1rem}',
        '.card .title,.dialog .title{font-weight:700}',
        '.button[data-variant=filled]{color:#fff}',
        '.button[data-disabled]{opacity:.5}',
        // What is inside :not() or :is() is not required: kept.
        '.button:not(.active){cursor:pointer}',
        ':is(.a,.b) .button{margin:0}',
        '.quote:before{content:"{ not a block }"}',
        '@media (width>=48em){.card{padding:2rem}}',
      ].join(''),
    );
  });

  it('reads the classes and data attributes of the markup', () => {
    expect([...pageTokens(html)].sort()).toEqual(
      [
        '[data-disabled',
        '[data-disabled=true',
        '[data-mantine-color-scheme',
        '[data-mantine-color-scheme=light',
        '[data-variant',
        '[data-variant=filled',
        'button',
        'card',
        'quote',
        'title',
        'x',
      ].sort(),
    );
  });

  it('links the rules the page uses by an address that names them, and defers the whole stylesheet, which applies without JavaScript too', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wya-critical-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets/root-A.css'), css);
    writeFileSync(path.join(dir, 'assets/th-B.css'), '@font-face{font-family:Noto Sans Thai;src:url(/assets/t.woff2)}');
    const link = '<link nonce="n" rel="stylesheet" href="/assets/root-A.css"/>';
    const fonts = '<link nonce="n" rel="stylesheet" href="/assets/th-B.css"/>';
    const missing = '<link rel="stylesheet" href="/assets/gone-C.css"/>';
    writeFileSync(path.join(dir, 'assets/zh-D.css'), `@font-face{font-family:Noto Sans SC;src:url(/assets/z.woff2)}`.repeat(400));
    const bigFonts = '<link nonce="n" rel="stylesheet" href="/assets/zh-D.css"/>';
    const head = `<html data-mantine-color-scheme="light"><head>${link}${fonts}${bigFonts}${missing}`;
    const out = linkCriticalCss(head, html.slice(html.indexOf('<body>')), dir);
    const href = /href="(\/critical-css\/root-A\.css\/([\w-]+)\.css)"/.exec(out);
    expect(href).not.toBeNull();
    expect(out).toContain(`<link nonce="n" rel="stylesheet" href="${href?.[1]}"/>`);
    expect(out).toContain('<link nonce="n" rel="stylesheet" href="/assets/root-A.css" disabled="" data-deferred-style=""/>');
    expect(out).toContain(`<noscript>${link}</noscript>`);
    // The address gives back what the page uses, and nothing for bits or files that do not fit.
    expect(criticalCssFile(dir, 'root-A.css', href?.[2] ?? '')).toBe(criticalRules(parseSheet(css), pageTokens(html)));
    expect(criticalCssFile(dir, 'root-A.css', 'AA')).toBeNull();
    expect(criticalCssFile(dir, 'root-A.css', '%%')).toBeNull();
    expect(criticalCssFile(dir, '../root-A.css', href?.[2] ?? '')).toBeNull();
    expect(criticalCssFile(dir, 'gone-C.css', href?.[2] ?? '')).toBeNull();
    // A small stylesheet of fonts only is inlined whole; a large one, and one that is not there, stay as they are.
    expect(out).toContain('<style data-critical="">@font-face{font-family:Noto Sans Thai;src:url(/assets/t.woff2)}</style>');
    expect(out).toContain(`<noscript>${fonts}</noscript>`);
    expect(out).toContain(`${bigFonts}${missing}`);
    expect(linkCriticalCss(head, html, undefined)).toBe(head);
  });
});
