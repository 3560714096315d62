import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The page's stylesheet, cut down to the rules its server-rendered HTML can use.
 *
 * The site's stylesheet (Mantine's components, the theme, the site's own) is one file of ≈ 180 KB
 * (28 KB compressed), render-blocking, of which a page uses a fifth. The head links instead the
 * rules the page can use, as a stylesheet whose address names them (`/critical-css/<file>/<bits>.css`:
 * one bit per rule of the built file, so any process answers it and browsers keep it for good). The
 * whole file's link is disabled (a disabled stylesheet is not even downloaded, so it takes nothing
 * from the page's first requests); the page's script fetches it once the page has loaded and
 * enables it when the page shows something those rules do not cover (APPLY_DEFERRED_STYLES).
 * Without JavaScript a `<noscript>` link applies it. Measured against the alternatives (docs/
 * performance.md, sixteenth round): inlined, the same rules made each page ≈ 10 KB larger, past what
 * a phone's connection brings in its first round trip; a `media="print"` whole file competed with
 * the fonts for the connection; both made the first paints later.
 *
 * A rule is kept when one of its selectors names only classes and `data-` attributes the page has
 * (what is inside `:not()`, `:is()`, `:where()` … is not counted, so such selectors are kept); rules
 * that name neither (elements, `:root` variables), `@font-face` and `@keyframes` are always kept.
 * It keeps too much rather than too little: nothing on the page may change when the whole file
 * arrives. A language's small stylesheet of font faces (Thai, Hindi) is inlined whole.
 */

type Rule = { text: string; needs: string[][] | null };
type Block = { prelude: string; rules: Rule[] };
type Sheet = { items: (Rule | Block)[]; rules: Rule[]; onlyFonts: boolean; size: number };

/**
 * A language's font faces are inlined whole when small (Thai, Hindi: ≈ 2 KB, a request fewer before
 * the first paint); Chinese (≈ 120 KB of `unicode-range` subsets) stays a stylesheet of its own.
 */
const MAX_INLINED_FONTS = 16_384;

/** The built stylesheets, parsed once each (a file that is not there is not remembered: anyone can ask for any name). */
const sheets = new Map<string, Sheet>();

/** The head with each site stylesheet cut down to what the page uses (unchanged without built assets). */
export function linkCriticalCss(head: string, body: string, assetsDir: string | undefined): string {
  if (!assetsDir) return head;
  let tokens: Set<string> | undefined;
  return head.replace(STYLESHEET_LINK, (link: string, href: string) => {
    const sheet = loadSheet(assetsDir, href);
    if (!sheet) return link;
    if (sheet.onlyFonts) return sheet.size > MAX_INLINED_FONTS ? link : `<style data-critical="">${rulesFor(sheet)}</style>${deferred(link)}`;
    tokens ??= pageTokens(`${head}${body}`);
    const critical = link.replace(href, `${CRITICAL_PATH}${path.basename(href)}/${keptBits(sheet, tokens)}.css`);
    return `${critical}${deferred(link)}`;
  });
}

/** The whole stylesheet, not even downloaded while the page loads (a disabled link is not); enabled by the page's script, or without JavaScript. */
const deferred = (link: string) => `${link.replace(/\/?>$/, ' disabled="" data-deferred-style=""/>')}<noscript>${link}</noscript>`;

/** Where the cut-down stylesheets are answered (server/web/critical-css.ts). */
export const CRITICAL_PATH = '/critical-css/';

/** The rules of `/critical-css/<file>/<bits>.css`, or null for a file or bits that do not fit the build. */
export function criticalCssFile(assetsDir: string, file: string, bits: string): string | null {
  if (!/^[\w.-]+\.css$/.test(file) || !/^[\w-]*$/.test(bits)) return null;
  const sheet = loadSheet(assetsDir, `/assets/${file}`);
  if (!sheet || sheet.onlyFonts) return null;
  const kept = Buffer.from(bits, 'base64url');
  if (kept.length !== Math.ceil(sheet.rules.length / 8)) return null;
  return rulesFor(sheet, kept);
}

/**
 * The page's script (hydrate-after-paint.server.ts) applies the whole stylesheet when something is put
 * in the page whose classes or `data-` attributes the page did not have (a menu, a dialog, the next
 * page), or at the first press or key (which may change attributes in place). Not otherwise: applying
 * it restyles the whole page (20–40 ms of a phone's thread), and what the page puts in while it takes
 * over (a time in the visitor's zone, a closed dialog's empty box) is drawn from the rules already there.
 */
export const APPLY_DEFERRED_STYLES = `const deferredStyles = document.querySelectorAll('link[data-deferred-style]');
if (deferredStyles.length) {
  // Mantine's per-element classes (styled by their own <style>) and test ids are in no stylesheet.
  const tokensOf = (element, into) => {
    for (const name of element.classList) if (!name.startsWith('__m__-')) into.add(name);
    for (const a of element.attributes) if (a.name.startsWith('data-') && a.name !== 'data-testid') into.add('[' + a.name).add('[' + a.name + '=' + a.value);
  };
  const known = new Set();
  for (const element of document.querySelectorAll('*')) tokensOf(element, known);
  const inputs = ['pointerdown', 'keydown', 'touchstart'];
  const apply = () => {
    observer.disconnect();
    for (const type of inputs) removeEventListener(type, apply, true);
    for (const link of deferredStyles) link.disabled = false;
  };
  // Fetched into the cache once the page has loaded and the browser is idle, so that it is there when needed.
  const fetchStyles = () => (window.requestIdleCallback ?? setTimeout)(() => {
    for (const link of deferredStyles) document.head.append(Object.assign(document.createElement('link'), { rel: 'prefetch', as: 'style', href: link.href }));
  });
  if (document.readyState === 'complete') fetchStyles();
  else addEventListener('load', fetchStyles, { once: true });
  // An empty box (a closed dialog's portal) draws nothing yet; what is put in it later is looked at then.
  const isNew = (node) => {
    if (node.nodeType !== 1 || (!node.textContent.trim() && !node.querySelector('img, svg, input, textarea, select, button, iframe, video, canvas'))) return false;
    const found = new Set();
    tokensOf(node, found);
    for (const element of node.querySelectorAll('*')) tokensOf(element, found);
    for (const token of found) if (!known.has(token)) return true;
    return false;
  };
  const observer = new MutationObserver((records) => {
    if (records.some((r) => [...r.addedNodes].some(isNew))) apply();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  for (const type of inputs) addEventListener(type, apply, { capture: true, passive: true });
}`;

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="(\/assets\/[\w.-]+\.css)"[^>]*\/?>/g;
// React writes one space before each attribute and between class names.
const CLASS_ATTRIBUTE = / class="([^"]*)"/g;
const DATA_ATTRIBUTE = / (data-[\w-]+)(?:="([^"]*)")?/g;

/** What the page's markup offers to selectors: its classes and `data-` attributes (see `requirements`). */
export function pageTokens(html: string): Set<string> {
  const found = new Set<string>();
  for (const [, value] of html.matchAll(CLASS_ATTRIBUTE)) for (const name of (value ?? '').split(' ')) if (name) found.add(name);
  for (const [, name, value] of html.matchAll(DATA_ATTRIBUTE)) {
    if (name === 'data-testid') continue; // in no stylesheet, and one per card
    found.add(`[${name}`);
    if (value !== undefined) found.add(`[${name}=${value}`);
  }
  return found;
}

const isKept = (rule: Rule, tokens: Set<string>) => rule.needs === null || rule.needs.some((names) => names.every((n) => tokens.has(n)));

/** One bit per rule of the sheet (in order, those of `@media` blocks included): kept for a page with `tokens`. */
export function keptBits(sheet: Sheet, tokens: Set<string>): string {
  const bits = Buffer.alloc(Math.ceil(sheet.rules.length / 8));
  sheet.rules.forEach((rule, i) => {
    if (isKept(rule, tokens)) bits[i >> 3] = (bits[i >> 3] ?? 0) | (1 << (i & 7));
  });
  return bits.toString('base64url');
}

/** The sheet's text with only the rules whose bit is set (all of them without bits). */
export function rulesFor(sheet: Sheet, bits?: Uint8Array): string {
  const index = new Map(sheet.rules.map((rule, i) => [rule, i]));
  const kept = (rule: Rule) => {
    const i = index.get(rule) ?? 0;
    return !bits || ((bits[i >> 3] ?? 0) & (1 << (i & 7))) !== 0;
  };
  let out = '';
  for (const item of sheet.items) {
    if ('prelude' in item) {
      const inner = item.rules.filter(kept);
      if (inner.length) out += `${item.prelude}{${inner.map((r) => r.text).join('')}}`;
    } else if (kept(item)) out += item.text;
  }
  return out;
}

/** What `keptBits` keeps, as text. */
export function criticalRules(sheet: Sheet, tokens: Set<string>): string {
  return rulesFor(sheet, Buffer.from(keptBits(sheet, tokens), 'base64url'));
}

function loadSheet(assetsDir: string, href: string): Sheet | null {
  const file = path.join(assetsDir, href);
  let sheet = sheets.get(file);
  if (!sheet) {
    try {
      sheet = parseSheet(readFileSync(file, 'utf8'));
    } catch {
      return null; // not built (the development server links its own styles): the link stays as it is
    }
    sheets.set(file, sheet);
  }
  return sheet;
}

/** Splits a (minified) stylesheet into top-level rules and grouping blocks (`@media`, `@container`, `@supports`, `@layer`). */
export function parseSheet(css: string): Sheet {
  const items: (Rule | Block)[] = [];
  let onlyFonts = true;
  for (const { prelude, body, text } of blocks(css)) {
    const at = /^@([\w-]+)/.exec(prelude)?.[1];
    if (at !== 'font-face') onlyFonts = false;
    if (at === 'media' || at === 'container' || at === 'supports' || at === 'layer') {
      items.push({ prelude, rules: body === undefined ? [] : [...blocks(body)].map((b) => styleRule(b.prelude, b.text)) });
    } else if (at) items.push({ text, needs: null });
    else items.push(styleRule(prelude, text));
  }
  const rules = items.flatMap((item) => ('prelude' in item ? item.rules : [item]));
  return { items, rules, onlyFonts, size: css.length };
}

function styleRule(selectors: string, text: string): Rule {
  if (selectors.startsWith('@')) return { text, needs: null };
  const needs = splitTopLevel(selectors, ',').map(requirements);
  return { text, needs: needs.some((names) => names.length === 0) ? null : needs };
}

/**
 * What a selector requires of the page, outside parentheses and strings: its classes (`name`) and
 * its `data-` attributes (`[data-x`, or `[data-x=value` for an exact value). A `:host` selector
 * applies only in a shadow tree, which the pages have none of.
 */
function requirements(selector: string): string[] {
  if (selector.startsWith(':host')) return [NEVER];
  const needs: string[] = [];
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === '\\') i++;
    else if (c === '"' || c === "'") i = skipString(selector, i) - 1;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '[') {
      const end = skipAttribute(selector, i);
      if (depth === 0) needs.push(...attributeRequirement(selector.slice(i + 1, end - 1)));
      i = end - 1;
    } else if (c === '.' && depth === 0) {
      const name = /^(?:[\w-]|\\.)+/.exec(selector.slice(i + 1))?.[0];
      if (name) {
        needs.push(name.replace(/\\(.)/g, '$1'));
        i += name.length;
      }
    }
  }
  return needs;
}

const NEVER = '[never';

/** `data-x` → `[data-x`; `data-x=v` or `data-x="v"` → `[data-x=v`; other operators only need the attribute. */
function attributeRequirement(inside: string): string[] {
  const match = /^\s*(data-[\w-]+)\s*(?:([~|^$*]?=)\s*(?:"([^"]*)"|'([^']*)'|([\w-]+))\s*)?$/.exec(inside);
  if (!match) return [];
  const [, name, operator, double, single, bare] = match;
  return [operator === '=' ? `[${name}=${double ?? single ?? bare}` : `[${name}`];
}

/** The index after the `[…]` that starts at `i`. */
function skipAttribute(selector: string, i: number): number {
  for (let j = i + 1; j < selector.length; j++) {
    const c = selector[j];
    if (c === '\\') j++;
    else if (c === '"' || c === "'") j = skipString(selector, j) - 1;
    else if (c === ']') return j + 1;
  }
  return selector.length;
}

function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === '"' || c === "'") i = skipString(text, i) - 1;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === separator && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts;
}

/** Top-level `prelude{body}` blocks and `@…;` statements of a stylesheet, with their text. */
function* blocks(css: string): Generator<{ prelude: string; body?: string; text: string }> {
  let i = 0;
  while (i < css.length) {
    const start = i;
    while (i < css.length && css[i] !== '{' && css[i] !== ';' && css[i] !== '}') {
      if (css[i] === '"' || css[i] === "'") i = skipString(css, i);
      else if (css.startsWith('/*', i)) i = css.indexOf('*/', i + 2) + 2 || css.length;
      else i++;
    }
    const prelude = css.slice(start, i).trim();
    if (i >= css.length || css[i] === '}') {
      i++;
      continue;
    }
    if (css[i] === ';') {
      i++;
      if (prelude) yield { prelude, text: `${prelude};` };
      continue;
    }
    const open = i;
    let depth = 0;
    for (; i < css.length; i++) {
      const c = css[i];
      if (c === '"' || c === "'") i = skipString(css, i) - 1;
      else if (c === '{') depth++;
      else if (c === '}' && --depth === 0) break;
    }
    i++;
    yield { prelude, body: css.slice(open + 1, i - 1), text: `${prelude}${css.slice(open, i)}` };
  }
}

/** The index after the string that starts at `i`. */
function skipString(css: string, i: number): number {
  const quote = css[i];
  for (let j = i + 1; j < css.length; j++) {
    if (css[j] === '\\') j++;
    else if (css[j] === quote) return j + 1;
  }
  return css.length;
}
