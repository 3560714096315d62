import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeacherApplication } from '#common/applications.ts';
import { seedFees } from '../../db/seed/content.ts';
import { markApplicationPaid, reviewApplication } from '../../domain/applications/review.ts';
import { createStaffUser } from '../../domain/users/staff.ts';
import { COMPLETE_TEACHER, multipart, pdfPart, staffToken, uploadDocuments } from '../../test/applications.ts';
import { call, clientToken, createTestApp, newMember, type TestApp } from '../../test/harness.ts';
import { png, script } from '../../test/upload-files.ts';

let t: TestApp;
let visitor: string;
let staff: string;
let owner: Awaited<ReturnType<typeof newMember>>;
let other: Awaited<ReturnType<typeof newMember>>;
/** The office, as a real staff account (its decisions are audited under its id). */
const staffActor = { userId: 0, isStaff: true };

beforeAll(async () => {
  t = await createTestApp();
  staffActor.userId = (await createStaffUser(t.app.deps.db, { email: 'office-apps@example.com', password: 'Office2026desk' })).id;
  await seedFees(t.app.deps.db); // submitting invoices the application from the fee table
  visitor = await clientToken(t.app);
  staff = await staffToken(t.app);
  owner = await newMember(t.app, { first_name: 'Ananda', last_name: 'Rao' });
  other = await newMember(t.app);
}, 60_000);
afterAll(() => t.close());

type Saved = TeacherApplication & { detail: string };
const create = (token: string | null, payload: unknown, lang?: string) =>
  call(t.app, token, { method: 'POST', url: '/api/teacher/teacher', payload: payload as object, lang });
const patch = (token: string | null, id: number, payload: unknown, lang?: string) =>
  call(t.app, token, { method: 'PATCH', url: `/api/teacher/teacher/${id}`, payload: payload as object, lang });
const application = (token: string | null, id: number) => call(t.app, token, { method: 'GET', url: `/api/teacher/teacher/${id}/application` });
const submit = (token: string | null, id: number, payload: unknown = {}, lang?: string) =>
  call(t.app, token, { method: 'POST', url: `/api/teacher/teacher/${id}/submit`, payload: payload as object, lang });
const CYT_EN =
  'Certified Yoga Teacher (CYT) status cannot be applied for here: it comes only through a Certified Yoga School (CYS) that lists you among its graduates.';

describe('GET /api/teacher/teacher-form-data', () => {
  it('lists CYT as not available, with the reason, and asks the teaching-hours question of SPEC §9', async () => {
    const res = await call(t.app, visitor, { method: 'GET', url: '/api/teacher/teacher-form-data' });
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data.registration_types).toEqual([
      { value: 'RTY', label: 'RTY – Registered Yoga Teacher', available: true, note: '' },
      { value: 'CYT', label: 'CYT – Certified Yoga Teacher', available: false, note: expect.stringContaining('Certified Yoga School (CYS)') },
    ]);
    expect(data.registration_levels).toEqual([
      { value: '200', label: '200 hours', available: true },
      { value: '300', label: '300 hours', available: true },
      { value: '500', label: '500 hours', available: true },
      { value: '1000', label: '1000 hours', available: true },
    ]);
    expect(data.teaching_hours).toEqual({
      question: 'How many documented teaching hours do you have?',
      help: expect.stringMatching(/3,000 .*4,500/),
      experienced: 3000,
      lead_trainer: 4500,
    });
    expect(data.review_time).toBe('Review takes about 7–14 working days.');
    expect(data.documents.map((d: { value: string; required: boolean; multiple: boolean }) => [d.value, d.required, d.multiple])).toEqual([
      ['cv', true, false],
      ['syllabus', false, false],
      ['certificates', true, true],
    ]);
    const hi = (await call(t.app, visitor, { method: 'GET', url: '/api/teacher/teacher-form-data/', lang: 'hi' })).json();
    expect(hi.teaching_hours.question).toBe('आपके पास कितने प्रमाणित शिक्षण घंटे हैं?');
    expect(hi.registration_types[1].label).toBe('CYT – प्रमाणित योग शिक्षक');
  });
});

describe('a teacher application', () => {
  let id: number;

  it('refuses a CYT application, when created and when saved, in every language', async () => {
    const cyt = await create(owner.token, { registration_type: 'CYT' });
    expect(cyt.statusCode).toBe(400);
    expect(cyt.json()).toEqual({ registration_type: [CYT_EN] });
    expect((await create(owner.token, { registration_type: 'cyt' }, 'th')).json().registration_type[0]).toMatch(
      /^ไม่สามารถสมัครสถานะครูโยคะที่ได้รับการรับรอง \(CYT\)/,
    );
    expect((await create(owner.token, { registration_type: 'XYZ' })).json()).toEqual({ registration_type: ['Choose one of the options in the list.'] });
    expect((await create(visitor, { registration_type: 'CYT' })).statusCode).toBe(403);
    expect((await create(null, {})).statusCode).toBe(401);
  });

  it('creates a draft under the member’s own name and address, then saves steps', async () => {
    const res = await create(owner.token, {});
    expect(res.statusCode).toBe(201);
    const saved = res.json() as Saved;
    id = saved.id;
    expect(saved).toMatchObject({ display_name: 'Ananda Rao', slug: 'ananda-rao', email: owner.email, status: 'draft', next_step: { code: 'complete' } });
    expect((await create(owner.token, {})).statusCode).toBe(409);

    const step = await patch(owner.token, id, {
      teaching_hours: '4600',
      years_teaching: 12,
      registration_type: 'RTY',
      registration_level: 500,
      wya_teacher_id: 'WYA-T01234',
    });
    expect(step.json()).toMatchObject({
      teaching_hours: 4600,
      teacher_standing: 'lead_trainer',
      registration_type: 'RTY',
      registration_level: '500',
      wya_teacher_id: 'WYA-T01234',
    });
    expect((await patch(owner.token, id, { teaching_hours: 3000 })).json().teacher_standing).toBe('experienced');
    expect((await patch(owner.token, id, { teaching_hours: 2999 })).json().teacher_standing).toBeNull();
    const cyt = await patch(owner.token, id, { registration_type: 'CYT' });
    expect(cyt.statusCode).toBe(400);
    expect(cyt.json()).toEqual({ registration_type: [CYT_EN] });
    expect((await patch(owner.token, id, { registration_level: '250', years_teaching: 'many' })).json()).toEqual({
      registration_level: ['Choose one of the options in the list.'],
      years_teaching: ['Enter a whole number.'],
    });
    // The training school, when linked, must be a listed one.
    expect((await patch(owner.token, id, { training_school: 999_999 })).json()).toEqual({ training_school: ['Yoga school not found'] });
  });

  it('takes a photo and a cover as multipart, with styles comma-joined', async () => {
    const body = await multipart({ styles: 'hatha,ashtanga', photo: { file: await png(800, 1000), name: 'me.png', type: 'image/png' } });
    const res = await call(t.app, owner.token, { method: 'PATCH', url: `/api/teacher/teacher/${id}`, ...body });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ styles: ['hatha', 'ashtanga'], photo: expect.stringMatching(/^\/media\/avatars\/.+\.webp$/) });
  });

  it('keeps CV and syllabus one each and certificates several', async () => {
    const url = `/api/teacher/teacher/${id}/document`;
    expect((await uploadDocuments(t.app, owner.token, url, ['cv', 'certificates'])).statusCode).toBe(201);
    expect((await uploadDocuments(t.app, owner.token, url, ['cv', 'certificates'])).statusCode).toBe(201);
    const app = (await application(owner.token, id)).json() as TeacherApplication;
    expect(app.documents.map((d) => d.kind).sort()).toEqual(['certificates', 'certificates', 'cv']);
    const wrong = await call(t.app, owner.token, { method: 'POST', url, ...(await multipart({ certificates: { file: script, name: 'cert.sh' } })) });
    expect(wrong.json()).toEqual({ certificates: ['Only PDF, JPG or PNG files.'] });
    const jpg = await call(t.app, owner.token, {
      method: 'POST',
      url,
      ...(await multipart({ certificates: { file: await png(1200, 800), name: 'scan.png' } })),
    });
    expect(jpg.statusCode).toBe(201);
    expect(jpg.json().documents.at(-1)).toMatchObject({ kind: 'certificates', label: 'Certificates', content_type: 'image/png' });
    expect((await call(t.app, other.token, { method: 'POST', url, ...(await multipart({ cv: pdfPart() })) })).statusCode).toBe(404);
  });

  it('refuses an incomplete submission with “Unsuccessfully register teacher”', async () => {
    const res = await submit(owner.token, id, { membership_type: 'annual', currency: 'USD' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      non_field_errors: ['Unsuccessfully register teacher'],
      phone: ['This field is required.'],
      training_school_name: ['This field is required.'],
    });
    expect((await submit(owner.token, id, {}, 'zh')).json().non_field_errors).toEqual(['教师注册失败']);
  });

  it('goes draft → waiting for payment → waiting for review → listed, and is found in the directory', async () => {
    expect((await patch(owner.token, id, { ...COMPLETE_TEACHER, display_name: 'Ananda Rao' })).json()).toMatchObject({ missing: [], can_submit: true });
    const submitted = await submit(owner.token, id, { membership_type: 'lifetime', currency: 'INR' });
    expect(submitted.json()).toMatchObject({ status: 'awaiting_payment', membership_type: 'lifetime', currency: 'INR' });
    expect((await patch(owner.token, id, { city: 'Goa' })).statusCode).toBe(409);
    expect((await call(t.app, owner.token, { method: 'GET', url: `/api/teacher/teacher?user=${owner.pk}` })).json().results).toEqual([
      expect.objectContaining({ id, status: 'awaiting_payment' }),
    ]);

    await markApplicationPaid(t.app.deps, { kind: 'teacher', id });
    const decision = await reviewApplication(t.app.deps, { actor: staffActor, kind: 'teacher', id, decision: 'approve' });
    // A WYA teacher ID from an earlier registration is kept.
    expect(decision).toMatchObject({ status: 'approved', wya_id: 'WYA-T01234', valid_until: null });
    const listed = await call(t.app, visitor, { method: 'GET', url: '/api/teacher/teacher/ananda-rao' });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({ id, registration_type: 'RTY', registration_level: '500', teaching_hours: 3400 });
    expect((await call(t.app, visitor, { method: 'GET', url: `/api/teacher/teacher?user=${owner.pk}` })).json().count).toBe(1);
    // Approved: the profile stays editable, the registration does not.
    expect((await patch(owner.token, id, { headline: 'Hatha and ashtanga in Rishikesh' })).statusCode).toBe(200);
    expect((await patch(owner.token, id, { registration_level: '200' })).statusCode).toBe(400);
    expect((await patch(owner.token, id, { registration_type: 'RTY', registration_level: '500' })).statusCode).toBe(200);
  });

  it('keeps slugs of teachers apart, and staff may read any application', async () => {
    const check = await call(t.app, other.token, { method: 'GET', url: '/api/teacher/teacher/check_slug?slug=ananda-rao' });
    expect(check.json()).toEqual({ slug: 'ananda-rao', available: false, suggestion: 'ananda-rao-2' });
    expect((await call(t.app, other.token, { method: 'GET', url: '/api/school/school/check_slug?slug=ananda-rao' })).json().available).toBe(true);
    expect((await application(staff, id)).statusCode).toBe(200);
    expect((await application(other.token, id)).statusCode).toBe(404);
  });
});
