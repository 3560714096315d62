// Records for the authorization table's rows of events and bookings (issue 13): each caller that may
// change or delete something gets a record of its own, so every row can run for every caller.
import type { InjectOptions } from 'fastify';
import { certifiedAttendance } from './certified.ts';
import { call, newMember, type TestApp } from './harness.ts';
import { multipart, ownSchool, ownTeacher } from './own-listings.ts';
import { png } from './upload-files.ts';

export type Caller = 'none' | 'visitor' | 'owner' | 'other' | 'staff';
type Body = { headers: Record<string, string>; payload: Buffer };
export type EventAccess = {
  school: number;
  /** An active event of the owner's approved school, and an inactive one. */
  event: number;
  hidden: number;
  /** One record per caller, all of the owner's event (or events). */
  deletable: Record<Caller, number>;
  teacher: Record<Caller, number>;
  bulkTeacher: Record<Caller, number>;
  instructor: Record<Caller, number>;
  image: Record<Caller, number>;
  /** An event whose instructors and images are only ever reordered, and their ids. */
  reorderEvent: number;
  instructorIds: number[];
  imageIds: number[];
  upload: Body;
  /** A booking by a member of the owner's event (the school decides it). */
  bookingOfOwnEvent: number;
  /** Bookings the owner made of another school's events (the owner is the booker), one per caller. */
  ownBooking: Record<Caller, number>;
  /** The owner's booking of another school's running CE event, marked attended: it has a certificate. */
  certifiedBooking: number;
  certificateCode: string;
};

const CALLERS: Caller[] = ['none', 'visitor', 'owner', 'other', 'staff'];

export async function setupEventAccess(t: TestApp, owner: { id: number; token: string }): Promise<EventAccess> {
  const send = async (token: string, options: InjectOptions) => {
    const res = await call(t.app, token, options);
    if (res.statusCode >= 300) throw new Error(`setup: ${options.method} ${options.url} → ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const perCaller = async (make: (caller: Caller) => Promise<number>) => {
    const out = {} as Record<Caller, number>;
    for (const caller of CALLERS) out[caller] = await make(caller);
    return out;
  };
  const school = (await ownSchool(t, owner.id)).id;
  const newEvent = (token: string, schoolId: number, values: object = {}) =>
    send(token, {
      method: 'POST',
      url: '/api/event',
      payload: { school: schoolId, subject: 'Access event', start_date: '2030-01-10', end_date: '2030-01-12', ...values },
    }).then((e) => e.id as number);
  const event = await newEvent(owner.token, school);
  const hidden = await newEvent(owner.token, school, { is_active: 0 });
  const teacher = await perCaller(async () => (await ownTeacher(t, owner.id)).id);
  const bulkTeacher = await perCaller(async () => (await ownTeacher(t, owner.id)).id);
  const addInstructor = (eventId: number, teacherId: number) =>
    send(owner.token, { method: 'POST', url: `/api/event/${eventId}/instructors/`, payload: { teacher: teacherId } }).then((i) => i.id as number);
  const instructorTeachers = await perCaller(async () => (await ownTeacher(t, owner.id)).id);
  const instructor = await perCaller((caller) => addInstructor(event, instructorTeachers[caller]));
  const image = { data: await png(900, 506), name: 'e.png', type: 'image/png' };
  const upload = await multipart({}, { image });
  const addImages = async (eventId: number, count: number) => {
    const files = Object.fromEntries(['image', 'image_1', 'image_2', 'image_3', 'image_4'].slice(0, count).map((f) => [f, image]));
    const body = await send(owner.token, { method: 'POST', url: `/api/event/${eventId}/images/bulk/`, ...(await multipart({}, files)) });
    return (body.results as { id: number }[]).map((i) => i.id);
  };
  const images = await addImages(event, 5);
  const reorderEvent = await newEvent(owner.token, school);
  const instructorIds = [await addInstructor(reorderEvent, teacher.none), await addInstructor(reorderEvent, teacher.visitor)];
  const imageIds = await addImages(reorderEvent, 2);
  // Another member's school, whose events the owner books.
  const host = await newMember(t.app);
  const hostSchool = (await ownSchool(t, host.pk)).id;
  const guest = await newMember(t.app);
  const bookingOfOwnEvent = (await send(guest.token, { method: 'POST', url: '/api/event-booking/', payload: { event } })).id as number;
  const ownBooking = await perCaller(async () => {
    const hostEvent = await newEvent(host.token, hostSchool);
    return (await send(owner.token, { method: 'POST', url: '/api/event-booking/', payload: { event: hostEvent } })).id as number;
  });
  // A CE event of the other school that began yesterday; the owner attended it.
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const ceEvent = await newEvent(host.token, hostSchool, { accept_ce: 1, start_date: day(-1), end_date: day(1) });
  const certifiedBooking = (await send(owner.token, { method: 'POST', url: '/api/event-booking/', payload: { event: ceEvent } })).id as number;
  const certificateCode = await certifiedAttendance(t, host.token, certifiedBooking);
  return {
    certifiedBooking,
    certificateCode,
    school,
    event,
    hidden,
    deletable: await perCaller(() => newEvent(owner.token, school)),
    teacher,
    bulkTeacher,
    instructor,
    image: await perCaller(async (caller) => images[CALLERS.indexOf(caller)]),
    reorderEvent,
    instructorIds,
    imageIds,
    upload,
    bookingOfOwnEvent,
    ownBooking,
  };
}
