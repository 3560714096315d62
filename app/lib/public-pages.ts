/** Static public pages for sitemap.xml; each area appends its own. Profiles and events are added from the API. */
export const PUBLIC_PAGES: string[] = ['/', '/directory', '/directory/schools', '/directory/teachers', '/directory/events'];
