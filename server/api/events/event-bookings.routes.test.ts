import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventBookings, notifications, users } from '../../db/schema/index.ts';
import { createBooking } from '../../domain/events/bookings.ts';
import { call, createTestApp, newMember, type TestApp } from '../../test/harness.ts';
import { ownSchool } from '../../test/own-listings.ts';

let t: TestApp;
let owner: { pk: number; token: string };
let member: { pk: number; token: string };
let other: { pk: number; token: string };
let school: number;
beforeAll(async () => {
  t = await createTestApp();
  owner = await newMember(t.app);
  member = await newMember(t.app);
  other = await newMember(t.app);
  school = (await ownSchool(t, owner.pk)).id;
}, 60_000);
afterAll(() => t.close());

const send = (token: string | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  call(t.app, token, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });
async function newEvent(values: object = {}) {
  const res = await send(owner.token, 'POST', '/event', { school, subject: 'Retreat', start_date: '2030-05-01', end_date: '2030-05-07', ...values });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}
/** Members made straight in the database: many bookers, no logins needed for domain calls. */
async function members(n: number, prefix: string) {
  const rows = await t.app.deps.db
    .insert(users)
    .values(Array.from({ length: n }, (_, i) => ({ username: `${prefix}${i}`, email: `${prefix}${i}@example.com` })))
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}
async function statuses(eventId: number) {
  const counts: Record<string, number> = {};
  for (const b of await t.app.deps.db.select().from(eventBookings).where(eq(eventBookings.eventId, eventId))) counts[b.status] = (counts[b.status] ?? 0) + 1;
  return counts;
}
const notificationsOf = async (userId: number) =>
  (await t.app.deps.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.messageKey);

describe('event bookings', () => {
  it('lists the statuses', async () => {
    const res = await send(member.token, 'GET', '/booking-status/');
    expect(res.json().map((s: { value: string }) => s.value)).toEqual(['pending', 'confirmed', 'waitlisted', 'cancelled', 'attended', 'no_show']);
  });

  it('gives exactly 10 places to 100 members booking a 10-place event at once, the rest a waiting-list place', async () => {
    const eventId = await newEvent({ registration_limit: 10 });
    const ids = await members(100, 'rush');
    const results = await Promise.allSettled(ids.map((userId) => createBooking(t.app.deps, { actor: { userId, isStaff: false }, eventId, lang: 'en' })));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(await statuses(eventId)).toEqual({ pending: 10, waitlisted: 90 });
  });

  it('refuses past the limit when the school has no waiting list', async () => {
    const eventId = await newEvent({ registration_limit: 1, waiting_list: 0 });
    expect((await send(member.token, 'POST', '/event-booking/', { event: eventId })).statusCode).toBe(201);
    expect((await send(other.token, 'POST', '/event-booking/', { event: eventId })).statusCode).toBe(409);
  });

  it('says on the event, before anyone books, whether a place or the waiting list is left and how many wait', async () => {
    const availability = async (eventId: number, token: string | null = other.token) => {
      const res = await send(token, 'GET', `/event/${eventId}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().availability;
    };
    const eventId = await newEvent({ registration_limit: 1 });
    expect(await availability(eventId)).toEqual({ places_left: 1, full: false, waiting_list: true, waitlisted: 0 });
    expect((await send(member.token, 'POST', '/event-booking/', { event: eventId })).json().status).toBe('pending');
    // Full: the next booking joins the waiting list, and the event says so (the owner's answer too).
    expect(await availability(eventId)).toEqual({ places_left: 0, full: true, waiting_list: true, waitlisted: 0 });
    const [third] = await members(1, 'avail');
    await createBooking(t.app.deps, { actor: { userId: third, isStaff: false }, eventId, lang: 'en' });
    expect((await send(other.token, 'POST', '/event-booking/', { event: eventId })).json().status).toBe('waitlisted');
    expect(await availability(eventId)).toEqual({ places_left: 0, full: true, waiting_list: true, waitlisted: 2 });
    expect(await availability(eventId, owner.token)).toMatchObject({ full: true, waitlisted: 2 });

    const closed = await newEvent({ registration_limit: 1, waiting_list: 0 });
    await send(member.token, 'POST', '/event-booking/', { event: closed });
    expect(await availability(closed)).toEqual({ places_left: 0, full: true, waiting_list: false, waitlisted: 0 });
    expect(await availability(await newEvent())).toEqual({ places_left: null, full: false, waiting_list: true, waitlisted: 0 });
  });

  it('books once, lets the school confirm, and moves the first waiting-list member up exactly once on a cancel', async () => {
    const eventId = await newEvent({ registration_limit: 1 });
    const first = await send(member.token, 'POST', '/event-booking/', { event: eventId });
    expect(first.statusCode).toBe(201);
    expect(first.json().status).toBe('pending');
    expect((await send(member.token, 'POST', '/event-booking/', { event: eventId })).statusCode).toBe(409);
    const waiting = await send(other.token, 'POST', '/event-booking/', { event: eventId });
    expect(waiting.json()).toMatchObject({ status: 'waitlisted', waitlist_position: 1 });
    const [third] = await members(1, 'third');
    const late = await createBooking(t.app.deps, { actor: { userId: third, isStaff: false }, eventId, lang: 'en' });
    expect(late.waitlist_position).toBe(2);

    const list = await send(owner.token, 'GET', `/event-booking/?event=${eventId}`);
    expect(list.json().count).toBe(3);
    expect((await send(other.token, 'GET', `/event-booking/?event=${eventId}`)).statusCode).toBe(404);
    expect((await send(owner.token, 'GET', '/event-booking/?event=abc')).json()).toHaveProperty('event');

    const bookingId = first.json().id;
    expect((await send(other.token, 'GET', `/event-booking/${bookingId}/`)).statusCode).toBe(404);
    expect((await send(member.token, 'PATCH', `/event-booking/${bookingId}/`, { status: 'confirmed' })).statusCode).toBe(404);
    expect((await send(owner.token, 'PATCH', `/event-booking/${bookingId}/`, { status: 'gone' })).json()).toHaveProperty('status');
    const waitingId = waiting.json().id;
    expect((await send(owner.token, 'PATCH', `/event-booking/${waitingId}/`, { status: 'confirmed' })).json()).toHaveProperty('status');
    const confirmed = await send(owner.token, 'PATCH', `/event-booking/${bookingId}/`, { status: 'confirmed' });
    expect(confirmed.json().status).toBe('confirmed');
    expect(await notificationsOf(member.pk)).toContain('event_booking_confirmed');

    expect((await send(other.token, 'POST', `/event-booking/${bookingId}/cancel/`, { reason: 'x' })).statusCode).toBe(404);
    const cancelled = await send(member.token, 'POST', `/event-booking/${bookingId}/cancel/`, { reason: 'Sick' });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancel_reason: 'Sick', cancelled_by: 'member' });
    expect((await send(member.token, 'POST', `/event-booking/${bookingId}/cancel/`, { reason: 'Again' })).statusCode).toBe(409);
    expect((await send(other.token, 'GET', `/event-booking/${waitingId}/`)).json()).toMatchObject({ status: 'pending', waitlist_position: null });
    expect((await notificationsOf(other.pk)).filter((k) => k === 'event_booking_promoted')).toHaveLength(1);
    expect(await statuses(eventId)).toEqual({ cancelled: 1, pending: 1, waitlisted: 1 });
    expect(await notificationsOf(owner.pk)).toEqual(
      expect.arrayContaining(['school_event_booked', 'school_event_waitlisted', 'school_event_booking_cancelled']),
    );

    const mine = await send(member.token, 'GET', '/event-booking/my-bookings/');
    expect(mine.json().results.some((b: { id: number }) => b.id === bookingId)).toBe(true);
    // Booked again after cancelling: a new booking, at the end of the queue.
    expect((await send(member.token, 'POST', '/event-booking/', { event: eventId })).json()).toMatchObject({ status: 'waitlisted', waitlist_position: 2 });
  });

  it('gives the booker (and the school) an .ics file of the booked event, nobody else', async () => {
    const eventId = await newEvent({ start_time: '09:00', end_time: '16:00', timezone: 'Asia/Kolkata', address: 'Riverside, Chiang Mai' });
    const booking = (await send(member.token, 'POST', '/event-booking/', { event: eventId })).json().id;
    const res = await send(member.token, 'GET', `/event-booking/${booking}/ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    expect(res.headers['content-disposition']).toContain('.ics');
    // 09:00 to 16:00 in Kolkata (UTC+5:30) on each of the seven days, not one week-long block (ADR 0037).
    expect(res.body).toContain('DTSTART;TZID=Asia/Kolkata:20300501T090000\r\n');
    expect(res.body).toContain('DTEND;TZID=Asia/Kolkata:20300501T160000\r\n');
    expect(res.body).toContain('RRULE:FREQ=DAILY;COUNT=7\r\n');
    expect(res.body).toContain('BEGIN:VTIMEZONE\r\nTZID:Asia/Kolkata\r\n');
    expect(res.body).toContain(`UID:event-booking-${booking}@`);
    expect(res.body).toContain('LOCATION:Riverside\\, Chiang Mai');
    expect((await send(owner.token, 'GET', `/event-booking/${booking}/ics`)).statusCode).toBe(200);
    expect((await send(other.token, 'GET', `/event-booking/${booking}/ics`)).statusCode).toBe(404);
    // SPEC §4: cancelled with a reason, which the other side is told.
    expect((await send(member.token, 'POST', `/event-booking/${booking}/cancel/`, {})).json()).toEqual({ reason: ['This field is required.'] });
    expect((await send(member.token, 'POST', `/event-booking/${booking}/cancel/`, { reason: 'Plans changed' })).statusCode).toBe(200);
    expect((await send(member.token, 'GET', `/event-booking/${booking}/ics`)).statusCode).toBe(409);
    // The school's owner runs the event and holds no place at it.
    expect((await send(owner.token, 'POST', '/event-booking/', { event: eventId })).json()).toEqual({
      detail: 'You run this event, so you cannot book a place at it.',
    });
  });

  it('lists the school’s own events in any state with their booking counts, for the owner only', async () => {
    const eventId = await newEvent({ registration_limit: 1 });
    const hidden = await newEvent({ is_active: 0 });
    await send(member.token, 'POST', '/event-booking/', { event: eventId });
    await send(other.token, 'POST', '/event-booking/', { event: eventId });
    const all = await send(owner.token, 'GET', `/event/own/?school=${school}&page_size=100`);
    expect(all.statusCode).toBe(200);
    const row = all.json().results.find((e: { id: number }) => e.id === eventId);
    expect(row).toMatchObject({ is_public: true, bookings: { held: 1, waitlisted: 1 } });
    const inactive = (await send(owner.token, 'GET', `/event/own/?school=${school}&state=inactive`)).json().results.map((e: { id: number }) => e.id);
    expect(inactive).toEqual([hidden]);
    expect((await send(other.token, 'GET', `/event/own/?school=${school}`)).statusCode).toBe(404);
    expect((await send(owner.token, 'GET', `/event/own/?school=${school}&state=soon`)).json()).toHaveProperty('state');
  });

  it('refuses inactive, missing and malformed events', async () => {
    const hidden = await newEvent({ is_active: 0 });
    expect((await send(member.token, 'POST', '/event-booking/', { event: hidden })).statusCode).toBe(404);
    expect((await send(member.token, 'POST', '/event-booking/', { event: 999999 })).statusCode).toBe(404);
    expect((await send(member.token, 'POST', '/event-booking/', { event: 'x' })).json()).toHaveProperty('event');
    expect((await send(member.token, 'POST', '/event-booking/', {})).json()).toHaveProperty('event');
  });

  it('cancels the bookings of a deleted event, tells each booker, and keeps their booking history', async () => {
    const eventId = await newEvent();
    const booked = await send(member.token, 'POST', '/event-booking/', { event: eventId });
    expect((await send(owner.token, 'DELETE', `/event/${eventId}`)).statusCode).toBe(200);
    // The booking stays in the member's history, cancelled by the organiser.
    const kept = await send(member.token, 'GET', `/event-booking/${booked.json().id}/`);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ status: 'cancelled', cancelled_by: 'school', event: { id: eventId } });
    const history = (await send(member.token, 'GET', '/event-booking/my-bookings/')).json();
    expect(history.results.map((b: { id: number }) => b.id)).toContain(booked.json().id);
    expect(await notificationsOf(member.pk)).toContain('event_deleted');
    // The event itself is gone for everyone, its owner too; booking it again is impossible.
    expect((await send(member.token, 'GET', `/event/${eventId}`)).statusCode).toBe(404);
    expect((await send(owner.token, 'GET', `/event/${eventId}`)).statusCode).toBe(404);
    expect((await send(owner.token, 'DELETE', `/event/${eventId}`)).statusCode).toBe(404);
    expect((await send(member.token, 'POST', '/event-booking/', { event: eventId })).statusCode).toBe(404);
    // An event nobody booked is deleted outright.
    const unbooked = await newEvent();
    expect((await send(owner.token, 'DELETE', `/event/${unbooked}`)).statusCode).toBe(200);
    expect(((await t.app.deps.db.execute(`select count(*)::int as n from events where id = ${unbooked}`)) as unknown as { rows: unknown[] }).rows).toEqual([
      { n: 0 },
    ]);
  });
});
