import { STANDARD_CODES } from '#common/content-codes.ts';

/** Static public pages for sitemap.xml; each area appends its own. Profiles and events are added from the API. */
export const PUBLIC_PAGES: string[] = ['/', '/directory', '/directory/schools', '/directory/teachers', '/directory/events'];
// Information, standards, fees, community and legal pages (issue 4).
PUBLIC_PAGES.push(
  ...['/about', '/about/our-history', '/about/our-team', '/about/faq', '/about/contact', '/about/membership-guideline', '/member-benefit', '/fee-details'],
  ...['/standards', '/standards/teachers', ...STANDARD_CODES.map((code) => `/standards/${code}`)],
  ...[
    '/legal-agreement',
    '/legal/terms-and-conditions',
    '/legal/privacy-policy',
    '/legal/designation-and-trademark',
    '/legal/cancellation-and-refund-policy',
    '/legal/community-guidelines-for-members',
  ],
  ...['/community/videos', '/community/exclusive-center', '/community/wya-events', '/community/member-park', '/feedback'],
);
