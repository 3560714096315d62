import { describe, expect, it } from 'vitest';
import { createI18n, createPageI18n } from './i18n.ts';
import { trackNamespaces } from './i18n-namespaces.ts';

describe('trackNamespaces', () => {
  it('notes the namespace of every lookup and translates as the shared instance does', async () => {
    const shared = await createI18n('th');
    const { i18n, used } = trackNamespaces(shared);
    expect(used()).toEqual(['common']);

    expect(i18n.t('content:fees.title')).toBe(shared.t('content:fees.title'));
    expect(i18n.t('validation.required', { ns: 'messages' })).toBe(shared.t('validation.required', { ns: 'messages' }));
    // What react-i18next's useTranslation('listing') hands out, and a key with another namespace through it.
    const listingT = i18n.getFixedT('th', 'listing');
    expect(listingT('save')).toBe(shared.getFixedT('th', 'listing')('save'));
    expect(listingT('save')).not.toBe('save');
    expect(i18n.getFixedT('th', 'common')('billing:invoice.title')).toBe(shared.t('billing:invoice.title'));
    expect(used()).toEqual(['messages', 'common', 'content', 'listing', 'billing']);
  });

  it('ignores what only looks like a namespace, and keeps each request to its own lookups', async () => {
    const shared = await createI18n('en');
    const first = trackNamespaces(shared);
    const second = trackNamespaces(shared);
    first.i18n.t('http://example.org');
    first.i18n.t(['staff:title', 'events:editor']);
    second.i18n.t('nav.home');
    expect(first.used()).toEqual(['common', 'staff', 'events']);
    expect(second.used()).toEqual(['common']);
    // The shared instance itself is untouched.
    expect(shared.t).not.toBe(first.i18n.t);
    expect(first.i18n.language).toBe('en');
  });

  it("notes the namespace a hook names even before it looks anything up (a form's messages)", async () => {
    const { i18n, used } = trackNamespaces(await createI18n('hi'));
    i18n.getFixedT('hi', 'messages');
    i18n.getFixedT('hi', ['events', 'billing']);
    expect(used()).toEqual(['messages', 'common', 'billing', 'events']);
  });
});

describe('the browser instance', () => {
  it('loads the namespaces it lacks at the first missed lookup and then re-renders what missed', async () => {
    const i18n = await createPageI18n('th', ['common']);
    const rerenders: string[] = [];
    i18n.on('completed-after-miss', () => rerenders.push(i18n.t('validation.required', { ns: 'messages' })));
    expect(i18n.t('validation.required', { ns: 'messages' })).toBe('validation.required');
    await expect.poll(() => rerenders.length).toBe(1);
    expect(rerenders[0]).toBe((await createI18n('th')).t('validation.required', { ns: 'messages' }));
    expect(rerenders[0]).not.toBe('validation.required');
  });
});
