/**
 * The bar of SPEC §2 Navigation. An entry shows only when its page exists (`ready`):
 * later issues flip their entries on as they build the pages.
 */
export type NavLink = { labelKey: string; to: string; ready: boolean };
export type NavEntry = NavLink | { labelKey: string; children: NavLink[] };

export const NAV_ENTRIES: NavEntry[] = [
  { labelKey: 'nav.directory', to: '/directory', ready: false },
  {
    labelKey: 'nav.about',
    children: [
      { labelKey: 'nav.about_us', to: '/about', ready: false },
      { labelKey: 'nav.our_history', to: '/about/our-history', ready: false },
      { labelKey: 'nav.our_team', to: '/about/our-team', ready: false },
      { labelKey: 'nav.faq', to: '/about/faq', ready: false },
      { labelKey: 'nav.membership_guideline', to: '/about/membership-guideline', ready: false },
      { labelKey: 'nav.contact', to: '/about/contact', ready: false },
    ],
  },
  { labelKey: 'nav.standards', to: '/standards', ready: false },
  {
    labelKey: 'nav.member_benefits',
    children: [
      { labelKey: 'nav.benefits_schools', to: '/member-benefit#schools', ready: false },
      { labelKey: 'nav.benefits_teachers', to: '/member-benefit#teachers', ready: false },
    ],
  },
  { labelKey: 'nav.fee', to: '/fee-details', ready: false },
  {
    labelKey: 'nav.community',
    children: [
      { labelKey: 'nav.videos', to: '/community/videos', ready: false },
      { labelKey: 'nav.exclusive_center', to: '/community/exclusive-center', ready: false },
      { labelKey: 'nav.events', to: '/community/wya-events', ready: false },
      { labelKey: 'nav.member_park', to: '/community/member-park', ready: false },
    ],
  },
];

/** Member menu (SPEC §2): pages built by later issues stay hidden until they exist. */
export const MEMBER_MENU: NavLink[] = [
  { labelKey: 'member.profile', to: '/user-profile', ready: true },
  { labelKey: 'member.change_password', to: '/change-password', ready: true },
  { labelKey: 'member.school_registration', to: '/school/register', ready: false },
  { labelKey: 'member.teacher_registration', to: '/teacher/register', ready: false },
  { labelKey: 'member.billing', to: '/billing', ready: false },
];

export const FOOTER_LINKS: NavLink[] = [
  { labelKey: 'footer.about', to: '/about', ready: false },
  { labelKey: 'footer.contact', to: '/about/contact', ready: false },
  { labelKey: 'footer.faq', to: '/about/faq', ready: false },
  { labelKey: 'footer.feedback', to: '/feedback', ready: false },
  { labelKey: 'footer.terms', to: '/legal/terms-and-conditions', ready: false },
  { labelKey: 'footer.privacy', to: '/legal/privacy-policy', ready: false },
  { labelKey: 'footer.refund', to: '/legal/cancellation-and-refund-policy', ready: false },
  { labelKey: 'footer.api', to: '/api/docs', ready: true },
];

/** Entries whose pages exist; a dropdown shows only when at least one child does. */
export function readyEntries(entries: NavEntry[]): NavEntry[] {
  return entries.flatMap((entry): NavEntry[] => {
    if ('children' in entry) {
      const children = entry.children.filter((c) => c.ready);
      return children.length ? [{ ...entry, children }] : [];
    }
    return entry.ready ? [entry] : [];
  });
}

/** Whether a page linked from elsewhere (e.g. the terms on the sign-up form) exists yet. */
export function isReady(path: string): boolean {
  const all = [...NAV_ENTRIES.flatMap((e) => ('children' in e ? e.children : [e])), ...MEMBER_MENU, ...FOOTER_LINKS];
  return all.some((link) => link.to === path && link.ready);
}
