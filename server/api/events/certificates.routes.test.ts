import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/index.ts';
import { eventHasBegun } from '../../domain/events/bookings.ts';
import { ceMinutes } from '../../domain/events/certificates.ts';
import { eventHasEnded, issueDueCertificates, lastSessionEnd } from '../../domain/events/due-certificates.ts';
import { parseCsv } from '../../lib/csv.ts';
import { call, clientToken, createTestApp, newMember, type TestApp } from '../../test/harness.ts';
import { ownSchool, ownTeacher } from '../../test/own-listings.ts';

// The school's booking tools and certificates of attendance (issue 13; ADR 0016 addendum).

let t: TestApp;
let owner: { pk: number; token: string };
let member: { pk: number; token: string };
let other: { pk: number; token: string };
let school: number;
beforeAll(async () => {
  t = await createTestApp();
  owner = await newMember(t.app);
  member = await newMember(t.app, { first_name: '李', last_name: '小龙' });
  other = await newMember(t.app, { first_name: '=HYPERLINK("http://evil.example")', last_name: '+1' });
  school = (await ownSchool(t, owner.pk)).id;
}, 60_000);
afterAll(() => t.close());

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const send = (token: string | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, lang?: string) =>
  call(t.app, token, { method, url: `/api${url}`, ...(payload ? { payload } : {}), ...(lang ? { lang } : {}) });
const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8');

/** An event that began yesterday and ends tomorrow: members may still book it and the school mark attendance. */
async function runningEvent(values: object = {}) {
  const res = await send(owner.token, 'POST', '/event', {
    school,
    subject: 'Yin teacher update',
    start_date: day(-1),
    end_date: day(1),
    start_time: '09:00',
    end_time: '12:30',
    ...values,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}
const book = async (token: string, event: number) => (await send(token, 'POST', '/event-booking/', { event })).json().id as number;
const setStatus = (id: number, status: string, token = owner.token) => send(token, 'PATCH', `/event-booking/${id}/`, { status });

const afterTheEvent = () => new Date(Date.now() + 3 * 86_400_000);
/** The end of the last session of a booked event, as the API says it: its last day at its end time, in its zone. */
const lastSessionEndOf = (b: { event: { end_date: string; end_time: string; timezone: string } }) =>
  lastSessionEnd({ endDate: b.event.end_date, endTime: b.event.end_time, timezone: b.event.timezone }).toISOString();

describe('CE hours', () => {
  it('counts each day from the event’s times, a standard day without them, in half hours', () => {
    expect(ceMinutes({ startDate: '2030-01-01', endDate: '2030-01-03', startTime: '09:00', endTime: '12:30' })).toBe(3 * 210);
    expect(ceMinutes({ startDate: '2030-01-01', endDate: '2030-01-01', startTime: null, endTime: null })).toBe(360);
    expect(ceMinutes({ startDate: '2030-01-01', endDate: '2030-01-02', startTime: '10:00', endTime: '10:10' })).toBe(30);
    expect(ceMinutes({ startDate: '2030-01-01', endDate: '2030-01-01', startTime: '18:00', endTime: '09:00' })).toBe(360);
  });

  it('lets attendance be marked once the first day has come in the event’s own time zone', () => {
    const now = new Date('2030-01-01T11:00:00Z');
    expect(eventHasBegun({ startDate: '2030-01-02', timezone: 'Pacific/Kiritimati' }, now)).toBe(true);
    expect(eventHasBegun({ startDate: '2030-01-02', timezone: 'Asia/Bangkok' }, now)).toBe(false);
    expect(eventHasBegun({ startDate: '2030-01-01', timezone: 'Asia/Bangkok' }, now)).toBe(true);
    expect(eventHasBegun({ startDate: '2030-01-01', timezone: 'Pacific/Honolulu' }, now)).toBe(true);
    expect(eventHasBegun({ startDate: '2030-01-01', timezone: 'Pacific/Pago_Pago' }, new Date('2030-01-01T10:00:00Z'))).toBe(false);
  });

  it('ends an event when its last session ends in its own time zone, or at the end of its last day without times', () => {
    expect(lastSessionEnd({ endDate: '2030-01-03', endTime: '12:30', timezone: 'Asia/Bangkok' }).toISOString()).toBe('2030-01-03T05:30:00.000Z');
    expect(lastSessionEnd({ endDate: '2030-01-03', endTime: null, timezone: 'Asia/Kolkata' }).toISOString()).toBe('2030-01-03T18:30:00.000Z');
    expect(eventHasEnded({ endDate: '2030-01-03', endTime: '12:30', timezone: 'Asia/Bangkok' }, new Date('2030-01-03T05:29:00Z'))).toBe(false);
    expect(eventHasEnded({ endDate: '2030-01-03', endTime: '12:30', timezone: 'Asia/Bangkok' }, new Date('2030-01-03T05:30:00Z'))).toBe(true);
  });
});

describe('the school’s booking page calls', () => {
  it('counts, filters, and refuses another member', async () => {
    const event = await runningEvent();
    const a = await book(member.token, event);
    await book(other.token, event);
    expect((await setStatus(a, 'confirmed')).json().status).toBe('confirmed');
    const counts = await send(owner.token, 'GET', `/event-booking/counts/?event=${event}`);
    expect(counts.json()).toEqual({ total: 2, pending: 1, confirmed: 1, waitlisted: 0, cancelled: 0, attended: 0, no_show: 0 });
    const confirmed = (await send(owner.token, 'GET', `/event-booking/?event=${event}&status=confirmed`)).json();
    expect(confirmed.results.map((b: { id: number }) => b.id)).toEqual([a]);
    expect((await send(owner.token, 'GET', `/event-booking/?event=${event}&status=gone`)).statusCode).toBe(400);
    expect((await send(other.token, 'GET', `/event-booking/counts/?event=${event}`)).statusCode).toBe(404);
    expect((await send(other.token, 'GET', `/event-booking/export/?event=${event}`)).statusCode).toBe(404);
    expect((await setStatus(a, 'no_show', other.token)).statusCode).toBe(404);
  });

  it('writes the list as CSV that no spreadsheet runs as a formula', async () => {
    const event = await runningEvent();
    await book(member.token, event);
    const theirs = await book(other.token, event);
    await send(owner.token, 'POST', `/event-booking/${theirs}/cancel/`, { reason: '@SUM(1+1) no longer fits' });
    const res = await send(owner.token, 'GET', `/event-booking/export/?event=${event}`, undefined, 'zh');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="bookings-event-${event}.csv"`);
    const parsed = parseCsv(res.rawPayload);
    if (!parsed.ok) throw new Error('unreadable CSV');
    const [header, ...rows] = parsed.records.map((r) => r.values);
    expect(header).toEqual(['预订', '姓名', '电子邮箱', '状态', '预订时间（UTC）', '取消原因', '取消方', '证书', 'CE 学时']);
    expect(rows).toHaveLength(2);
    expect(rows[0].slice(1, 4)).toEqual(['李 小龙', expect.stringContaining('@example.com'), '待确认']);
    // Formulas come back as text: a leading apostrophe, never a leading = + - @.
    expect(rows[1][1]).toBe(`'=HYPERLINK("http://evil.example") +1`);
    expect(rows[1][5]).toBe(`'@SUM(1+1) no longer fits`);
    expect(rows[1][6]).toBe('学校');
    for (const value of rows.flat()) expect(value).not.toMatch(/^[=+\-@]/);
  });
});

describe('certificates of attendance', () => {
  it('issues one only for attendance of an event that accepts CE, in PDF for the booker, revoked when unmarked', async () => {
    const plain = await runningEvent();
    const plainBooking = await book(member.token, plain);
    expect((await setStatus(plainBooking, 'attended')).json()).toMatchObject({ status: 'attended', certificate: null });

    const ce = await runningEvent({ accept_ce: 1, subject: '阴瑜伽进修课程' });
    const booking = await book(member.token, ce);
    const notYet = await setStatus(booking, 'confirmed');
    expect(notYet.json()).toMatchObject({ certificate: null, event: { accept_ce: true } });
    expect((await send(member.token, 'GET', `/event-booking/${booking}/certificate/`)).statusCode).toBe(404);

    // Marked on a day between the first and the last: no certificate until the last session has ended.
    const marked = (await setStatus(booking, 'attended')).json();
    expect(marked).toMatchObject({ status: 'attended', certificate: null, certificate_after: lastSessionEndOf(marked) });
    expect((await send(member.token, 'GET', `/event-booking/${booking}/certificate/`)).statusCode).toBe(404);
    expect(await issueDueCertificates(t.app.deps, { now: new Date() })).toBe(0);
    // The sweep after the last session issues it once, however often it runs.
    expect(await issueDueCertificates(t.app.deps, { now: afterTheEvent() })).toBe(1);
    expect(await issueDueCertificates(t.app.deps, { now: afterTheEvent() })).toBe(0);
    const attended = (await send(member.token, 'GET', `/event-booking/${booking}/`)).json();
    expect(attended.certificate_after).toBeNull();
    // Three days of 09:00–12:30.
    // Printed one way everywhere: the booking's answer, the certificate list, the PDF and the check page.
    expect(attended.certificate).toMatchObject({ code: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/), hours: 10.5 });
    const code = (attended.certificate.code as string).replace('-', '');
    const notices = (await send(member.token, 'GET', '/notification')).json().results.map((n: { message: string }) => n.message);
    expect(notices.some((m: string) => m.includes('certificate of attendance'))).toBe(true);

    const pdfEn = await send(member.token, 'GET', `/event-booking/${booking}/certificate/`, undefined, 'en');
    expect(pdfEn.statusCode).toBe(200);
    expect(pdfEn.headers['content-type']).toBe('application/pdf');
    const textEn = pdfText(pdfEn.rawPayload);
    const printed = `${code.slice(0, 5)}-${code.slice(5)}`;
    for (const s of ['Certificate of attendance', '李 小龙', '阴瑜伽进修课程', '10.5 hours', printed, `/certificates/${printed}`]) expect(textEn).toContain(s);
    const textZh = pdfText((await send(member.token, 'GET', `/event-booking/${booking}/certificate/`, undefined, 'zh')).rawPayload);
    for (const s of ['出席证书', '兹证明', '李 小龙', '阴瑜伽进修课程', '10.5 小时', printed]) expect(textZh).toContain(s);
    expect((await send(other.token, 'GET', `/event-booking/${booking}/certificate/`)).statusCode).toBe(404);
    expect((await send(owner.token, 'GET', `/event-booking/${booking}/certificate/`)).statusCode).toBe(404);

    const mine = (await send(member.token, 'GET', '/certificate/')).json();
    expect(mine.total_hours).toBe(10.5);
    expect(mine.results).toEqual([expect.objectContaining({ code: printed, booking, hours: 10.5, event_subject: '阴瑜伽进修课程' })]);

    // Anyone checks the code, typed loosely; nothing private (no email) in the answer.
    const check = await send(await clientToken(t.app), 'GET', `/certificate/${code.toLowerCase()}/`);
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toMatchObject({ code: printed, valid: true, member_name: '李 小龙', hours: 10.5 });
    expect(check.body).not.toContain('@example.com');
    expect((await send(member.token, 'GET', '/certificate/ZZZZZ-ZZZZZ/')).statusCode).toBe(404);
    expect((await send(member.token, 'GET', '/certificate/not-a-code!/')).statusCode).toBe(400);

    // The member's public teacher page shows the hours; a teacher not listed is not found.
    const teacher = (await ownTeacher(t, member.pk)).id;
    const visitor = await clientToken(t.app);
    expect((await send(visitor, 'GET', `/certificate/summary/?teacher=${teacher}`)).json()).toEqual({ total_hours: 10.5, certificates: 1 });
    const unlisted = (await ownTeacher(t, member.pk, { status: 'pending' })).id;
    expect((await send(visitor, 'GET', `/certificate/summary/?teacher=${unlisted}`)).statusCode).toBe(404);

    // Un-marked: revoked (the code says so); marked again: the same code holds again.
    expect((await setStatus(booking, 'no_show')).json().certificate).toBeNull();
    expect((await send(member.token, 'GET', `/certificate/${printed}/`)).json()).toMatchObject({ valid: false, member_name: null });
    expect((await send(member.token, 'GET', '/certificate/')).json().total_hours).toBe(0);
    expect((await send(visitor, 'GET', `/certificate/summary/?teacher=${teacher}`)).json()).toEqual({ total_hours: 0, certificates: 0 });
    expect((await send(member.token, 'GET', `/event-booking/${booking}/certificate/`)).statusCode).toBe(404);
    expect((await setStatus(booking, 'attended')).json().certificate).toBeNull();
    await issueDueCertificates(t.app.deps, { now: afterTheEvent() });
    expect((await send(member.token, 'GET', `/event-booking/${booking}/`)).json().certificate.code).toBe(printed);
    await send(owner.token, 'POST', `/event-booking/${booking}/cancel/`, { reason: 'Recorded by mistake' });
    expect((await send(member.token, 'GET', `/certificate/${printed}/`)).json().valid).toBe(false);
  });

  it('issues the certificate at once when attendance is marked after the last session', async () => {
    const ce = await runningEvent({ accept_ce: 1, subject: 'Pranayama weekend' });
    const booking = await book(member.token, ce);
    // The event ended yesterday (moved in the database: members cannot book an event that has ended).
    await t.app.deps.db
      .update(events)
      .set({ startDate: day(-3), endDate: day(-1) })
      .where(eq(events.id, ce));
    const res = (await setStatus(booking, 'attended')).json();
    expect(res).toMatchObject({ certificate: { hours: 10.5 }, certificate_after: null });
    expect(await issueDueCertificates(t.app.deps, { now: afterTheEvent() })).toBe(0);
  });

  it('issues nothing for a mark taken back before the last session ended', async () => {
    const ce = await runningEvent({ accept_ce: 1, subject: 'Ashtanga refresher' });
    const booking = await book(member.token, ce);
    await setStatus(booking, 'attended');
    expect((await setStatus(booking, 'no_show')).json()).toMatchObject({ certificate: null, certificate_after: null });
    expect(await issueDueCertificates(t.app.deps, { now: afterTheEvent() })).toBe(0);
  });

  it('refuses attendance before the event begins', async () => {
    const future = await runningEvent({ start_date: day(30), end_date: day(31), accept_ce: 1 });
    const booking = await book(member.token, future);
    const res = await setStatus(booking, 'attended');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('status');
  });
});
