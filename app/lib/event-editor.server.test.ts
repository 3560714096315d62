import { describe, expect, it } from 'vitest';
import type { SchoolCard } from '#common/directory.ts';
import type { ApiClient } from './api.server.ts';
import { formDefaults, runnableSchool } from './event-editor.server.ts';

// Issue 36: a new event's zone is its school's, chosen by the editor's loader, not the browser's.

const school = (over: Partial<SchoolCard>) =>
  ({ id: 7, name: 'Lanna Yoga Chiang Mai', status: 'approved', country: { id: 1, code: 'TH', name: 'Thailand' }, longitude: 98.98, ...over }) as SchoolCard;

/** An API that answers the owner's school list with these schools. */
const apiWith = (results: SchoolCard[]) => ({ get: async () => ({ ok: true, status: 200, data: { count: results.length, results } }) }) as unknown as ApiClient;

describe('the zone a new event starts in', () => {
  it('is the likely zone of the school’s place, in the form’s defaults', async () => {
    const gate = await runnableSchool(apiWith([school({})]), 1, null);
    expect(gate).toEqual({ school: { id: 7, name: 'Lanna Yoga Chiang Mai', timezone: 'Asia/Bangkok' } });
    if (!('school' in gate)) throw new Error('no school');
    expect(formDefaults(null, 'THB', gate.school.timezone)).toMatchObject({ timezone: 'Asia/Bangkok', currency: 'THB' });
  });

  it('follows the longitude in a country of several zones, and is left to the browser where none is known', async () => {
    const perth = await runnableSchool(apiWith([school({ country: { id: 2, code: 'AU', name: 'Australia' }, longitude: 115.86 })]), 1, null);
    expect('school' in perth && perth.school.timezone).toBe('Australia/Perth');
    const reykjavik = await runnableSchool(apiWith([school({ country: { id: 3, code: 'IS', name: 'Iceland' }, longitude: -21.9 })]), 1, null);
    expect('school' in reykjavik && reykjavik.school.timezone).toBeNull();
    expect(formDefaults(null, 'USD', null)).not.toHaveProperty('timezone');
  });
});
