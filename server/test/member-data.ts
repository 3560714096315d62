// A member with a bit of everything (an application with documents, a paid invoice with its bill-to, a
// listed school with events, graduates and other people's bookings, a teacher page, bookings, a
// certificate, a rating, an avatar, notifications), for the data export and erasure tests (ADR 0041).
import type { InjectOptions } from 'fastify';
import { graduateClaims, schoolGraduates } from '../db/schema/index.ts';
import { ADDRESS, payByCard, submittedSchool } from './billing.ts';
import { certifiedAttendance } from './certified.ts';
import { call, newMember, type TestApp } from './harness.ts';
import { multipart, ownSchool, ownTeacher } from './own-listings.ts';
import { png } from './upload-files.ts';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export async function send(t: TestApp, token: string, options: InjectOptions) {
  const res = await call(t.app, token, options);
  if (res.statusCode >= 300) throw new Error(`setup: ${options.method} ${options.url} → ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Needs the fee table (seedFees) for its application. */
export async function richMember(t: TestApp) {
  // An application with its four documents, billed and paid by card with a bill-to address.
  const { member, schoolId: application, invoiceId } = await submittedSchool(t);
  const address = await send(t, member.token, { method: 'POST', url: '/api/invoice-address', payload: ADDRESS });
  await send(t, member.token, { method: 'PATCH', url: `/api/invoice/${invoiceId}`, payload: { bill_to: address.id } });
  const paid = await payByCard(t, member.token, invoiceId, `rich-payment-${member.pk}`);
  if (paid.session?.statusCode !== 200) throw new Error(`setup: card payment → ${paid.session?.body ?? paid.start.body}`);
  await send(t, member.token, {
    method: 'PATCH',
    url: '/api/user-profile/',
    ...(await multipart({ location: 'Chiang Mai' }, { avatar: { data: await png(64, 64), name: 'me.png', type: 'image/png' } })),
  });

  // A listed school and teacher page; the school has an upcoming event another member booked, a past
  // CE event another member attended (their certificate), and a graduate another member claimed.
  const listed = await ownSchool(t, member.pk, { name: 'Erasable Lotus School' });
  const teacher = await ownTeacher(t, member.pk);
  const guest = await newMember(t.app, { first_name: 'Guest', last_name: 'Booker' });
  const event = (values: object) =>
    send(t, member.token, { method: 'POST', url: '/api/event', payload: { school: listed.id, subject: 'Lotus retreat', ...values } }).then(
      (e) => e.id as number,
    );
  const upcoming = await event({ start_date: day(30), end_date: day(32) });
  const running = await event({ start_date: day(-1), end_date: day(1), accept_ce: 1, subject: 'Lotus CE weekend' });
  const guestUpcoming = (await send(t, guest.token, { method: 'POST', url: '/api/event-booking/', payload: { event: upcoming } })).id as number;
  const guestAttended = (await send(t, guest.token, { method: 'POST', url: '/api/event-booking/', payload: { event: running } })).id as number;
  const certificate = await certifiedAttendance(t, member.token, guestAttended);
  const [graduate] = await t.app.deps.db
    .insert(schoolGraduates)
    .values({ schoolId: listed.id, graduateNumber: `G-${member.pk}`, name: 'Guest Booker', graduationDate: '2024-05-01' })
    .returning();
  const [claim] = await t.app.deps.db.insert(graduateClaims).values({ graduateId: graduate.id, userId: guest.pk, status: 'confirmed' }).returning();

  // What the member did at another school: an upcoming booking, a certificate, a rating.
  const host = await newMember(t.app, { first_name: 'Host', last_name: 'Owner' });
  const hostSchool = await ownSchool(t, host.pk, { name: 'Host Valley Yoga' });
  const hostEvent = (values: object) =>
    send(t, host.token, { method: 'POST', url: '/api/event', payload: { school: hostSchool.id, subject: 'Host training', ...values } }).then(
      (e) => e.id as number,
    );
  const hostUpcoming = await hostEvent({ start_date: day(20), end_date: day(21), registration_limit: 1 });
  const ownBooking = (await send(t, member.token, { method: 'POST', url: '/api/event-booking/', payload: { event: hostUpcoming } })).id as number;
  // Someone waits for the one place the member holds.
  const waiting = await newMember(t.app);
  const waitingBooking = (await send(t, waiting.token, { method: 'POST', url: '/api/event-booking/', payload: { event: hostUpcoming } })).id as number;
  const hostRunning = await hostEvent({ start_date: day(-1), end_date: day(1), accept_ce: 1 });
  const attended = (await send(t, member.token, { method: 'POST', url: '/api/event-booking/', payload: { event: hostRunning } })).id as number;
  const ownCertificate = await certifiedAttendance(t, host.token, attended);
  await send(t, member.token, {
    method: 'POST',
    url: '/api/school/rating-and-comment',
    payload: { school: hostSchool.id, rating: 5, comment: 'Calm studio, kind teachers.' },
  });

  return {
    member,
    application,
    invoiceId,
    listed,
    teacher,
    guest: { ...guest, upcoming: guestUpcoming, attended: guestAttended, certificate, graduate: graduate.id, claim: claim.id },
    host: { ...host, school: hostSchool.id },
    waiting: { ...waiting, booking: waitingBooking },
    own: { booking: ownBooking, attended, certificate: ownCertificate, upcomingEvent: upcoming },
  };
}
