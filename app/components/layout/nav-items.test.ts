import { describe, expect, it } from 'vitest';
import { memberMenu, NAV_ENTRIES, type NavLink, phoneMemberMenu, readyEntries, withStore } from './nav-items.ts';

const community = (entries: ReturnType<typeof readyEntries>) => entries.find((e) => e.labelKey === 'nav.community') as { children: NavLink[] };

describe('the community menu', () => {
  it('ends with the yoga store, as a link to another site, when a store is configured', () => {
    const entries = withStore(readyEntries(NAV_ENTRIES), 'https://store.example.org/');
    expect(community(entries).children.at(-1)).toEqual({ labelKey: 'nav.yoga_stores', to: 'https://store.example.org/', ready: true, external: true });
  });

  it('has no store entry when none is configured', () => {
    const entries = withStore(readyEntries(NAV_ENTRIES), null);
    expect(community(entries).children.some((c) => c.labelKey === 'nav.yoga_stores')).toBe(false);
  });
});

describe('the member menu', () => {
  const labels = (user: Parameters<typeof memberMenu>[0]) => memberMenu(user).map((item) => item.labelKey);

  it('shows only pages that exist', () => {
    expect(memberMenu({}).every((item) => item.ready)).toBe(true);
  });

  it('never shows registration and the own page of the same kind together', () => {
    for (const user of [{}, { school_id: 4 }, { teacher_id: 9 }, { school_id: 4, teacher_id: 9 }]) {
      const shown = labels(user);
      expect(shown.includes('member.school_registration') && shown.includes('member.my_school')).toBe(false);
      expect(shown.includes('member.teacher_registration') && shown.includes('member.my_teacher_profile')).toBe(false);
    }
  });
});

describe('the back office entry', () => {
  it('is shown to staff only', () => {
    expect(memberMenu({ is_staff: true }).some((item) => item.to === '/staff')).toBe(true);
    expect(memberMenu({ is_staff: false }).some((item) => item.to === '/staff')).toBe(false);
  });
});

describe('the phone menu of a logged-in member (issue 36)', () => {
  const paths = (links: NavLink[]) => links.map((link) => link.to);

  it('has the member’s own pages, the notifications among them', () => {
    const { member, staff } = phoneMemberMenu({ school_id: 4 });
    expect(paths(member)).toEqual(['/user-profile', '/notifications', '/change-password', '/school/profile', '/teacher/register', '/bookings', '/billing']);
    expect(staff).toEqual([]);
  });

  it('gives staff the back office’s sections, apart from the member’s pages', () => {
    const { member, staff } = phoneMemberMenu({ is_staff: true });
    expect(paths(member)).not.toContain('/staff');
    expect(paths(staff)).toEqual(['/staff', '/staff/applications', '/staff/payments', '/staff/members', '/staff/content', '/staff/audit']);
  });
});
