import type { MetaDescriptor } from 'react-router';

/** Title and description for a page, already translated by the loader. */
export function pageMeta(data: { title: string; description?: string } | undefined): MetaDescriptor[] {
  if (!data) return [];
  const title = `${data.title} · World Yoga Alliance`;
  return [
    { title },
    ...(data.description ? [{ name: 'description', content: data.description }] : []),
    { property: 'og:title', content: title },
    ...(data.description ? [{ property: 'og:description', content: data.description }] : []),
  ];
}
