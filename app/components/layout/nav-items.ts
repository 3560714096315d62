/**
 * The bar of SPEC §2 Navigation. An entry shows only when its page exists (`ready`):
 * later issues flip their entries on as they build the pages.
 */
/** `external`: a page of another site (opens in a new tab). */
export type NavLink = { labelKey: string; to: string; ready: boolean; external?: boolean };
export type NavEntry = NavLink | { labelKey: string; children: NavLink[] };

export const NAV_ENTRIES: NavEntry[] = [
  { labelKey: 'nav.directory', to: '/directory', ready: true },
  {
    labelKey: 'nav.about',
    children: [
      { labelKey: 'nav.about_us', to: '/about', ready: true },
      { labelKey: 'nav.our_history', to: '/about/our-history', ready: true },
      { labelKey: 'nav.our_team', to: '/about/our-team', ready: true },
      { labelKey: 'nav.faq', to: '/about/faq', ready: true },
      { labelKey: 'nav.membership_guideline', to: '/about/membership-guideline', ready: true },
      { labelKey: 'nav.contact', to: '/about/contact', ready: true },
    ],
  },
  { labelKey: 'nav.standards', to: '/standards', ready: true },
  {
    labelKey: 'nav.member_benefits',
    children: [
      { labelKey: 'nav.benefits_schools', to: '/member-benefit#schools', ready: true },
      { labelKey: 'nav.benefits_teachers', to: '/member-benefit#teachers', ready: true },
    ],
  },
  { labelKey: 'nav.fee', to: '/fee-details', ready: true },
  {
    labelKey: 'nav.community',
    children: [
      { labelKey: 'nav.videos', to: '/community/videos', ready: true },
      { labelKey: 'nav.exclusive_center', to: '/community/exclusive-center', ready: true },
      { labelKey: 'nav.events', to: '/community/wya-events', ready: true },
      { labelKey: 'nav.member_park', to: '/community/member-park', ready: true },
    ],
  },
];

/** Member menu (SPEC §2): pages built by later issues stay hidden until they exist. */
export const MEMBER_MENU: NavLink[] = [
  { labelKey: 'member.profile', to: '/user-profile', ready: true },
  { labelKey: 'member.change_password', to: '/change-password', ready: true },
  { labelKey: 'member.school_registration', to: '/school/register', ready: true },
  { labelKey: 'member.teacher_registration', to: '/teacher/register', ready: true },
  { labelKey: 'member.bookings', to: '/bookings', ready: true },
  { labelKey: 'member.billing', to: '/billing', ready: true },
];

/** Once the member has applied, registration becomes the member's own school or teacher page. */
const OWN_PAGES: Record<string, { key: 'school_id' | 'teacher_id'; link: NavLink }> = {
  '/school/register': { key: 'school_id', link: { labelKey: 'member.my_school', to: '/school/profile', ready: true } },
  '/teacher/register': { key: 'teacher_id', link: { labelKey: 'member.my_teacher_profile', to: '/teacher/profile', ready: true } },
};

const BACK_OFFICE: NavLink = { labelKey: 'staff:menu', to: '/staff', ready: true };

/** The member menu for this member: pages that exist, registration or the own page, and the back office for staff. */
export function memberMenu(user: { school_id?: number | null; teacher_id?: number | null; is_staff?: boolean }): NavLink[] {
  const items = MEMBER_MENU.map((item) => {
    const own = OWN_PAGES[item.to];
    return own && user[own.key] ? own.link : item;
  }).filter((item) => item.ready);
  return user.is_staff ? [...items, BACK_OFFICE] : items;
}

/** The back office's sections (labels in the staff namespace); `end` keeps the dashboard from looking active on every page below it. */
export const STAFF_SECTIONS: (NavLink & { end: boolean })[] = [
  { to: '/staff', labelKey: 'nav.dashboard', end: true, ready: true },
  { to: '/staff/applications', labelKey: 'nav.applications', end: false, ready: true },
  { to: '/staff/payments', labelKey: 'nav.payments', end: false, ready: true },
  { to: '/staff/members', labelKey: 'nav.members', end: false, ready: true },
  { to: '/staff/content', labelKey: 'contentAdmin.nav', end: false, ready: true },
  { to: '/staff/audit', labelKey: 'nav.audit', end: false, ready: true },
];

const NOTIFICATIONS: NavLink = { labelKey: 'notifications.title', to: '/notifications', ready: true };

/**
 * The phone menu's part for a logged-in member (issue 36: it had none, and the avatar menu is small):
 * the member menu's pages with the notifications after the profile, and the back office's sections
 * for staff, each section a link of its own.
 */
export function phoneMemberMenu(user: Parameters<typeof memberMenu>[0]): { member: NavLink[]; staff: NavLink[] } {
  const member = memberMenu({ ...user, is_staff: false }).flatMap((item) => (item.to === '/user-profile' ? [item, NOTIFICATIONS] : [item]));
  return { member, staff: user.is_staff ? STAFF_SECTIONS : [] };
}

export const FOOTER_LINKS: NavLink[] = [
  { labelKey: 'footer.about', to: '/about', ready: true },
  { labelKey: 'footer.contact', to: '/about/contact', ready: true },
  { labelKey: 'footer.faq', to: '/about/faq', ready: true },
  { labelKey: 'footer.feedback', to: '/feedback', ready: true },
  { labelKey: 'footer.terms', to: '/legal/terms-and-conditions', ready: true },
  { labelKey: 'footer.privacy', to: '/legal/privacy-policy', ready: true },
  { labelKey: 'footer.refund', to: '/legal/cancellation-and-refund-policy', ready: true },
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

/** SPEC §2: the community menu ends with the organisation's yoga store, when one is configured (STORE_URL). */
export function withStore(entries: NavEntry[], storeUrl: string | null | undefined): NavEntry[] {
  if (!storeUrl) return entries;
  const store: NavLink = { labelKey: 'nav.yoga_stores', to: storeUrl, ready: true, external: true };
  return entries.map((entry) => ('children' in entry && entry.labelKey === 'nav.community' ? { ...entry, children: [...entry.children, store] } : entry));
}

/** Whether a page linked from elsewhere (e.g. the terms on the sign-up form) exists yet. */
export function isReady(path: string): boolean {
  const all = [...NAV_ENTRIES.flatMap((e) => ('children' in e ? e.children : [e])), ...MEMBER_MENU, ...FOOTER_LINKS];
  return all.some((link) => link.to === path && link.ready);
}
