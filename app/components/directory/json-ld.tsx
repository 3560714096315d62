/** schema.org data for search engines; `<` is escaped so the JSON cannot close the script element. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data block, escaped
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}
