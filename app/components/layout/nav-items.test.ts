import { describe, expect, it } from 'vitest';
import { NAV_ENTRIES, type NavLink, readyEntries, withStore } from './nav-items.ts';

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
