import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Marked } from 'marked';
import type { Language } from '#common/constants.ts';
import type { ContentPage } from '#common/content.ts';
import { AppError } from '../../lib/errors.ts';

const CONTENT_ROOT = path.resolve(import.meta.dirname, '../../../content');
const PAGE_PATH = /^[a-z0-9-]+(\/[a-z0-9-]+){0,3}$/;

const marked = new Marked({ gfm: true, breaks: false });
// Headings get ids so a page can link to its own sections (#schools, #eligibility …).
marked.use({
  renderer: {
    heading({ tokens, depth }) {
      const inner = this.parser.parseInline(tokens);
      const explicit = inner.match(/\s*\{#([a-z0-9-]+)\}$/);
      return explicit ? `<h${depth} id="${explicit[1]}">${inner.slice(0, explicit.index)}</h${depth}>\n` : `<h${depth}>${inner}</h${depth}>\n`;
    },
  },
});

const cache = new Map<string, Promise<ContentPage>>();

/** A long-form page of content/<lang>/<path>.md (front matter: title, description, updated), rendered to HTML. */
export function getContentPage(options: { path: string; lang: Language; cache?: boolean }): Promise<ContentPage> {
  if (!PAGE_PATH.test(options.path)) return Promise.reject(new AppError('NOT_FOUND', 'errors.not_found'));
  const key = `${options.lang}/${options.path}`;
  const hit = options.cache !== false ? cache.get(key) : undefined;
  if (hit) return hit;
  const page = loadPage(options.path, options.lang);
  if (options.cache !== false) {
    cache.set(key, page);
    page.catch(() => cache.delete(key));
  }
  return page;
}

async function loadPage(pagePath: string, lang: Language): Promise<ContentPage> {
  let source: string;
  try {
    // Every language has its own file: no page falls back to English.
    source = await readFile(path.join(CONTENT_ROOT, lang, `${pagePath}.md`), 'utf8');
  } catch {
    throw new AppError('NOT_FOUND', 'errors.not_found');
  }
  const match = source.match(/^---\n([\s\S]*?)\n---\n/);
  const meta: Record<string, string> = {};
  for (const line of (match?.[1] ?? '').split('\n')) {
    const i = line.indexOf(':');
    if (i > 0) meta[line.slice(0, i).trim()] = line.slice(i + 1).trim();
  }
  const body = match ? source.slice(match[0].length) : source;
  return { path: pagePath, lang, title: meta.title ?? '', description: meta.description ?? '', updated: meta.updated ?? null, html: await marked.parse(body) };
}
