import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventOptionCategories, eventOptions } from '../../db/schema/index.ts';
import { call, clientToken, createTestApp, newMember, type TestApp } from '../../test/harness.ts';
import { multipart, ownSchool, ownTeacher } from '../../test/own-listings.ts';
import { png } from '../../test/upload-files.ts';

let t: TestApp;
let visitor: string;
let owner: { pk: number; token: string };
let other: { pk: number; token: string };
let school: number;
let teachers: number[];
beforeAll(async () => {
  t = await createTestApp();
  visitor = await clientToken(t.app);
  owner = await newMember(t.app);
  other = await newMember(t.app);
  school = (await ownSchool(t, owner.pk)).id;
  teachers = [];
  for (let i = 0; i < 3; i += 1) teachers.push((await ownTeacher(t, owner.pk)).id);
  const [category] = await t.app.deps.db
    .insert(eventOptionCategories)
    .values({ code: 'meals_edit', nameEn: 'Meals', nameTh: 'อาหาร', nameZh: '餐食', nameHi: 'भोजन' })
    .returning();
  await t.app.deps.db.insert(eventOptions).values([
    { categoryId: category.id, code: 'veg', nameEn: 'Vegetarian', nameTh: 'มังสวิรัติ', nameZh: '素食', nameHi: 'शाकाहारी' },
    { categoryId: category.id, code: 'vegan', nameEn: 'Vegan', nameTh: 'วีแกน', nameZh: '纯素', nameHi: 'वीगन' },
  ]);
}, 60_000);
afterAll(() => t.close());

const EVENT = { subject: 'Teacher training', start_date: '2030-03-01', end_date: '2030-03-20', price: 150000, currency: 'THB', registration_limit: 10 };
const send = (token: string | null, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  call(t.app, token, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });
async function newEvent(values: object = {}) {
  const res = await send(owner.token, 'POST', '/event', { school, ...EVENT, ...values });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}
const image = async (width = 900, height = 506, field = 'image') => ({ [field]: { data: await png(width, height), name: 'e.png', type: 'image/png' } });
const upload = async (token: string, eventId: number, files: object, fields: Record<string, string> = {}) =>
  call(t.app, token, { method: 'POST', url: `/api/event/${eventId}/images/`, ...(await multipart(fields, files as never)) });

describe('event editing', () => {
  it('creates, changes and shows an inactive event to its owner only', async () => {
    const id = await newEvent({ is_active: '0', accept_ce: 1 });
    const mine = await send(owner.token, 'GET', `/event/${id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ subject: 'Teacher training', is_active: false, accept_ce: true, waiting_list: true, is_public: false });
    expect((await send(other.token, 'GET', `/event/${id}`)).statusCode).toBe(404);
    expect((await send(visitor, 'GET', `/event/${id}`)).statusCode).toBe(404);
    const changed = await send(owner.token, 'PATCH', `/event/${id}`, { is_active: '1', subject: 'Advanced training' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ subject: 'Advanced training', is_active: true, is_public: true });
    const seen = await send(visitor, 'GET', `/event/${id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).not.toHaveProperty('waiting_list');
    expect(seen.json()).not.toHaveProperty('is_public');
  });

  it('refuses bad input with the field named, and another member’s event as not found', async () => {
    const id = await newEvent();
    const bad: [object, string][] = [
      [{ subject: '' }, 'subject'],
      [{ start_date: 'soon' }, 'start_date'],
      [{ currency: 'XYZ' }, 'currency'],
      [{ price: -5 }, 'price'],
      [{ is_active: 'maybe' }, 'is_active'],
      [{ start_date: '2030-04-01', end_date: '2030-03-01' }, 'end_date'],
      [{ start_time: '25:00' }, 'start_time'],
    ];
    for (const [body, field] of bad) {
      const res = await send(owner.token, 'PATCH', `/event/${id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json())).toContain(field);
    }
    expect((await send(owner.token, 'PATCH', `/event/${id}`, { end_date: '2029-01-01' })).json()).toHaveProperty('end_date');
    expect((await send(owner.token, 'POST', '/event', { ...EVENT })).json()).toHaveProperty('school');
    expect((await send(other.token, 'POST', '/event', { school, ...EVENT })).statusCode).toBe(404);
    expect((await send(other.token, 'PATCH', `/event/${id}`, { subject: 'Mine' })).statusCode).toBe(404);
    expect((await send(other.token, 'DELETE', `/event/${id}`)).statusCode).toBe(404);
    const draft = (await ownSchool(t, owner.pk, { status: 'draft' })).id;
    const refused = await send(owner.token, 'POST', '/event', { school: draft, ...EVENT });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toHaveProperty('school');
  });

  it('keeps the event’s IANA time zone: the place’s unless given, changed by PATCH, anything else refused in the caller’s language', async () => {
    // The school is in Thailand; a place whose zone is not known gives UTC.
    expect((await send(owner.token, 'GET', `/event/${await newEvent()}`)).json().timezone).toBe('Asia/Bangkok');
    expect((await send(owner.token, 'GET', `/event/${await newEvent({ country: 'IS' })}`)).json()).toMatchObject({ timezone: 'UTC', country: { code: 'IS' } });
    const id = await newEvent({ timezone: 'Asia/Bangkok', start_time: '09:00', end_time: '12:00' });
    expect((await send(visitor, 'GET', `/event/${id}`)).json()).toMatchObject({ timezone: 'Asia/Bangkok', start_time: '09:00' });
    const changed = await send(owner.token, 'PATCH', `/event/${id}`, { timezone: 'America/Argentina/Buenos_Aires' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().timezone).toBe('America/Argentina/Buenos_Aires');
    // An alias browsers still report is a zone too.
    expect((await send(owner.token, 'PATCH', `/event/${id}`, { timezone: 'Asia/Calcutta' })).statusCode).toBe(200);
    for (const timezone of ['Mars/Olympus_Mons', '+05:00', 'Asia/Bangkok; drop table events', '', 'x'.repeat(200), 42, null, ['UTC']]) {
      const res = await call(t.app, owner.token, { method: 'PATCH', url: `/api/event/${id}`, payload: { timezone }, lang: 'zh' });
      expect(res.statusCode, JSON.stringify(timezone)).toBe(400);
      expect(res.json().timezone).toEqual(['请从列表中选择时区（例如 Asia/Bangkok）。']);
    }
    const refused = await send(owner.token, 'POST', '/event', { school, ...EVENT, timezone: 'Europe/Atlantis' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().timezone).toEqual(['Choose a time zone from the list (for example Asia/Bangkok).']);
    expect((await send(owner.token, 'GET', `/event/${id}`)).json().timezone).toBe('Asia/Calcutta');
  });

  it('adds, moves, reorders and removes instructors; ids of another event are refused', async () => {
    const id = await newEvent();
    const available = await send(owner.token, 'GET', `/event/available-instructors/?school=${school}`);
    expect(available.statusCode).toBe(200);
    expect(available.json().map((a: { id: number }) => a.id)).toEqual(expect.arrayContaining(teachers));
    expect((await send(other.token, 'GET', `/event/available-instructors/?school=${school}`)).statusCode).toBe(404);
    const bulk = await send(owner.token, 'POST', `/event/${id}/instructors/bulk/`, { instructors: teachers.slice(0, 2) });
    expect(bulk.statusCode).toBe(201);
    const one = await send(owner.token, 'POST', `/event/${id}/instructors/`, { teacher: teachers[2], order: 0 });
    expect(one.statusCode).toBe(201);
    expect(one.json().order).toBe(0);
    expect((await send(owner.token, 'POST', `/event/${id}/instructors/`, { teacher: teachers[2] })).json()).toHaveProperty('teacher');
    expect((await send(owner.token, 'POST', `/event/${id}/instructors/`, { teacher: 'x' })).json()).toHaveProperty('teacher');
    const list = (await send(owner.token, 'GET', `/event/${id}/instructors/`)).json() as { id: number; teacher: { id: number } }[];
    expect(list.map((i) => i.teacher.id)).toEqual([teachers[2], teachers[0], teachers[1]]);
    const reordered = await send(owner.token, 'POST', `/event/${id}/instructors/reorder/`, { instructor_ids: [...list].reverse().map((i) => i.id) });
    expect(reordered.json().results.map((i: { teacher: { id: number } }) => i.teacher.id)).toEqual([teachers[1], teachers[0], teachers[2]]);
    // Ids of another event's instructors are refused.
    const second = await newEvent();
    const theirs = (await send(owner.token, 'POST', `/event/${second}/instructors/`, { teacher: teachers[0] })).json().id;
    const mixed = await send(owner.token, 'POST', `/event/${id}/instructors/reorder/`, { instructor_ids: [theirs, list[1].id, list[2].id] });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toHaveProperty('instructor_ids');
    expect((await send(owner.token, 'PATCH', `/event/${id}/instructors/${theirs}/`, { order: 0 })).statusCode).toBe(404);
    expect((await send(owner.token, 'PATCH', `/event/${id}/instructors/${list[0].id}/`, { order: 'first' })).json()).toHaveProperty('order');
    // A public event's instructors are public, as its page shows them; changing them is the owner's.
    expect((await send(other.token, 'GET', `/event/${id}/instructors/`)).statusCode).toBe(200);
    expect((await send(other.token, 'DELETE', `/event/${id}/instructors/${list[0].id}/`)).statusCode).toBe(404);
    expect((await send(owner.token, 'DELETE', `/event/${id}/instructors/${list[0].id}/`)).statusCode).toBe(200);
    expect((await send(owner.token, 'GET', `/event/${id}/instructors/`)).json()).toHaveLength(2);
  });

  it('takes images of exactly 900×506 PNG or JPEG only; one is primary; reorder refuses another event’s ids', async () => {
    const id = await newEvent();
    const wrongSize = await upload(owner.token, id, await image(900, 507));
    expect(wrongSize.statusCode).toBe(400);
    expect(wrongSize.json()).toHaveProperty('image');
    const gif = await sharp({ create: { width: 900, height: 506, channels: 3, background: '#888' } })
      .gif()
      .toBuffer();
    const gifRes = await upload(owner.token, id, { image: { data: gif, name: 'e.gif', type: 'image/gif' } });
    expect(gifRes.statusCode).toBe(400);
    expect(gifRes.json()).toHaveProperty('image');
    const added = await call(t.app, owner.token, {
      method: 'POST',
      url: `/api/event/${id}/images/bulk/`,
      ...(await multipart({ caption: 'Shala', caption_1: 'River' }, {
        ...(await image()),
        ...(await image(900, 506, 'image_1')),
        ...(await image(900, 506, 'image_2')),
      } as never)),
    });
    expect(added.statusCode, added.body).toBe(201);
    const ids = (added.json().results as { id: number; is_primary: boolean }[]).map((i) => i.id);
    expect(added.json().results[0]).toMatchObject({ caption: 'Shala', is_primary: true });
    expect((await upload(other.token, id, await image())).statusCode).toBe(404);
    const primary = await send(owner.token, 'POST', `/event/${id}/images/${ids[2]}/set_primary/`);
    expect(primary.json().results.find((i: { is_primary: boolean }) => i.is_primary).id).toBe(ids[2]);
    const detail = (await send(owner.token, 'GET', `/event/${id}`)).json();
    expect(detail.image).toBe(primary.json().results.find((i: { id: number }) => i.id === ids[2]).image);
    expect((await send(owner.token, 'PATCH', `/event/${id}/images/${ids[0]}/`, { caption: 'Main shala', order: 2 })).json()).toMatchObject({
      caption: 'Main shala',
      order: 2,
    });
    const otherEvent = await newEvent();
    const theirs = (await upload(owner.token, otherEvent, await image())).json().results[0].id;
    const mixed = await send(owner.token, 'POST', `/event/${id}/images/reorder/`, { image_ids: [theirs, ids[1], ids[2]] });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toHaveProperty('image_ids');
    expect((await send(owner.token, 'DELETE', `/event/${id}/images/${theirs}/`)).statusCode).toBe(404);
    const reordered = await send(owner.token, 'POST', `/event/${id}/images/reorder/`, { image_ids: [ids[2], ids[1], ids[0]] });
    expect(reordered.json().results.map((i: { id: number }) => i.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect((await send(owner.token, 'DELETE', `/event/${id}/images/${ids[2]}/`)).statusCode).toBe(200);
    const left = (await send(owner.token, 'GET', `/event/${id}/images/`)).json() as { id: number; is_primary: boolean; order: number }[];
    expect(left.map((i) => [i.order, i.is_primary])).toEqual([
      [0, true],
      [1, false],
    ]);
    expect((await send(other.token, 'GET', `/event/${id}/images/`)).statusCode).toBe(200);
  });

  it('saves options: chosen and the school’s own, replaced together; unknown ids refused', async () => {
    const id = await newEvent();
    const categories = (await send(owner.token, 'GET', '/event-option-category/')).json() as { id: number }[];
    const options = (await send(owner.token, 'GET', `/event-option/?category=${categories[0].id}`)).json() as { id: number }[];
    expect(options.length).toBeGreaterThan(0);
    const chosen = await send(owner.token, 'POST', '/event-selected-option/bulk-create/', { event: id, selected_options: [options[0].id] });
    expect(chosen.statusCode).toBe(201);
    const custom = await send(owner.token, 'POST', '/custom-event-option/bulk-create/', {
      event: id,
      custom_options: [{ category: categories[0].id, name: 'Mango' }],
    });
    expect(custom.statusCode).toBe(201);
    expect((await send(owner.token, 'GET', `/event-selected-option/?event=${id}`)).json()).toHaveLength(1);
    expect((await send(owner.token, 'GET', `/custom-event-option/?event=${id}`)).json()[0].name).toBe('Mango');
    const put = await send(owner.token, 'PUT', `/event/${id}/options/`, { selected_options: options.slice(0, 2).map((o) => o.id), custom_options: [] });
    expect(put.statusCode).toBe(200);
    expect(put.json().custom_options).toEqual([]);
    expect(put.json().selected_options).toHaveLength(Math.min(2, options.length));
    expect((await send(owner.token, 'PUT', `/event/${id}/options/`, { selected_options: [999999], custom_options: [] })).json()).toHaveProperty(
      'selected_options',
    );
    expect(
      (await send(owner.token, 'PUT', `/event/${id}/options/`, { selected_options: [], custom_options: [{ category: 999999, name: 'x' }] })).json(),
    ).toHaveProperty('custom_options');
    expect((await send(owner.token, 'PUT', `/event/${id}/options/`, { selected_options: 'a,b', custom_options: [] })).json()).toHaveProperty(
      'selected_options',
    );
    expect((await send(other.token, 'GET', `/event-selected-option/?event=${id}`)).statusCode).toBe(200);
    expect((await send(other.token, 'PUT', `/event/${id}/options/`, { selected_options: [], custom_options: [] })).statusCode).toBe(404);
    expect((await send(owner.token, 'GET', '/event-selected-option/?event=abc')).json()).toHaveProperty('event');
  });
});

describe('a multipart body where JSON is taken', () => {
  it('is refused with a message that says how to send it, for an event and for a graduate', async () => {
    const member = await newMember(t.app);
    const form = await multipart({ subject: 'Sunrise retreat' }, { image: { data: Buffer.from('x'), name: 'a.png', type: 'image/png' } });
    const event = await call(t.app, member.token, { method: 'POST', url: '/api/event', ...form });
    expect(event.statusCode).toBe(415);
    expect(event.json().detail).toMatch(/^Send the event as JSON .*POST event\/\{id\}\/images\//);
    const graduate = await call(t.app, member.token, { method: 'POST', url: '/api/school/graduate', ...(await multipart({ name: 'Mali' })), lang: 'th' });
    expect(graduate.statusCode).toBe(415);
    expect(graduate.json().detail).toContain('POST school/graduate/import');
  });
});
