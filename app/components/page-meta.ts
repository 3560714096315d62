import type { Location, MetaDescriptor } from 'react-router';
import { LANGUAGES } from '#common/constants.ts';

/** `bandImage`: the picture behind the page's first band, a CSS background the browser would find late. */
type PageMetaData = { title: string; description?: string; image?: string; bandImage?: string; noindex?: boolean };
type MetaArgs = {
  loaderData?: { meta?: PageMetaData } | null;
  location: Location;
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
};

/**
 * Title, description, Open Graph, canonical URL and hreflang alternates (one shareable URL per
 * language via ?lang=xx) for a page whose loader returns `meta` already translated.
 */
export function pageMeta({ loaderData, location, matches }: MetaArgs): MetaDescriptor[] {
  const data = loaderData?.meta;
  if (!data) return [];
  const root = matches.find((m) => m?.id === 'root')?.loaderData as { publicUrl?: string; lang?: string } | undefined;
  const base = root?.publicUrl ?? '';
  const title = `${data.title} · World Yoga Alliance`;
  const url = (lang?: string) => `${base}${location.pathname}${lang ? `?lang=${lang}` : ''}`;
  const tags: MetaDescriptor[] = [
    { title },
    { property: 'og:title', content: title },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: 'World Yoga Alliance' },
    { property: 'og:url', content: url(root?.lang) },
    { tagName: 'link', rel: 'canonical', href: url(root?.lang === 'en' ? undefined : root?.lang) },
    ...LANGUAGES.map((lang) => ({ tagName: 'link', rel: 'alternate', hrefLang: lang, href: url(lang) })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: url() },
  ];
  if (data.description) tags.push({ name: 'description', content: data.description }, { property: 'og:description', content: data.description });
  if (data.image) tags.push({ property: 'og:image', content: data.image.startsWith('http') ? data.image : `${base}${data.image}` });
  if (data.bandImage) tags.push({ tagName: 'link', rel: 'preload', as: 'image', href: data.bandImage, fetchPriority: 'high' });
  if (data.noindex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}
