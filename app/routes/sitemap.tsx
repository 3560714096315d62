import { DIRECTORY_KINDS, type DirectoryKind } from '#common/directory-codes.ts';
import { type ApiResult, apiClient } from '../lib/api.server.ts';
import { PUBLIC_PAGES } from '../lib/public-pages.ts';
import { serverContext } from '../lib/server-context.ts';
import type { Route } from './+types/sitemap';

const MAX_URLS = 50_000;
type Entry = { loc: string; lastmod?: string };
const PATHS: Record<DirectoryKind, (e: { id: number; slug: string | null }) => string> = {
  schools: (e) => `/schools/${e.slug}`,
  teachers: (e) => `/teachers/${e.slug}`,
  events: (e) => `/event/${e.id}`,
};
const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const xml = (body: string) =>
  new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });

/** Every public page, profile, upcoming event, public video and WYA event; above 50,000 URLs, an index of numbered parts (/sitemap/1.xml …). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = apiClient(context, request);
  const origin = context.get(serverContext).publicUrl;
  const entries: Entry[] = PUBLIC_PAGES.map((p) => ({ loc: `${origin}${p}` }));
  for (const kind of DIRECTORY_KINDS) {
    let after = 0;
    for (;;) {
      const res = await api.get('directory/sitemap-entries', { query: { kind, after } });
      if (!res.ok) throw new Response('Sitemap unavailable', { status: 503 });
      for (const e of res.data.results) entries.push({ loc: `${origin}${PATHS[kind](e)}`, lastmod: e.updated_at.slice(0, 10) });
      if (res.data.last === null || res.data.results.length < MAX_URLS) break;
      after = res.data.last;
    }
  }
  entries.push(...(await contentEntries(api, origin)));
  const urlset = (list: Entry[]) =>
    xml(
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${list.map((e) => `<url><loc>${xmlEscape(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`).join('\n')}\n</urlset>\n`,
    );
  const parts = Math.ceil(entries.length / MAX_URLS);
  if (params.part !== undefined) {
    const n = Number.parseInt(params.part, 10);
    if (!(n >= 1 && n <= parts) || parts === 1) throw new Response('Not found', { status: 404 });
    return urlset(entries.slice((n - 1) * MAX_URLS, n * MAX_URLS));
  }
  if (parts <= 1) return urlset(entries);
  return xml(
    `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${Array.from({ length: parts }, (_, i) => `<sitemap><loc>${origin}/sitemap/${i + 1}.xml</loc></sitemap>`).join('\n')}\n</sitemapindex>\n`,
  );
}

/** The organisation's public videos and its events, page by page through the content API. */
async function contentEntries(api: ReturnType<typeof apiClient>, origin: string): Promise<Entry[]> {
  const entries: Entry[] = [];
  const walk = async <T,>(load: (page: number) => Promise<ApiResult<{ results: T[]; next: string | null }>>, toPath: (item: T) => string) => {
    for (let page = 1; ; page++) {
      const res = await load(page);
      if (!res.ok) throw new Response('Sitemap unavailable', { status: 503 });
      for (const item of res.data.results) entries.push({ loc: `${origin}${toPath(item)}` });
      if (!res.data.next) break;
    }
  };
  await walk(
    (page) => api.get('video', { query: { members_only: 0, page, page_size: 50 } }),
    (v) => `/community/videos/video/${v.id}`,
  );
  await walk(
    (page) => api.get('platform-event', { query: { page, page_size: 100 } }),
    (e) => `/community/wya-events/${e.slug}`,
  );
  return entries;
}
