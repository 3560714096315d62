import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SchoolApplication } from '#common/applications.ts';
import { seedFees } from '../../db/seed/content.ts';
import { markApplicationPaid, reviewApplication } from '../../domain/applications/review.ts';
import { createStaffUser } from '../../domain/users/staff.ts';
import { COMPLETE_SCHOOL, multipart, pdfPart, SCHOOL_DOCUMENTS, staffToken, uploadDocuments } from '../../test/applications.ts';
import { call, clientToken, createTestApp, newMember, type TestApp } from '../../test/harness.ts';
import { png, script } from '../../test/upload-files.ts';

let t: TestApp;
let visitor: string;
let staff: string;
let owner: Awaited<ReturnType<typeof newMember>>;
let other: Awaited<ReturnType<typeof newMember>>;
/** The office, as a real staff account (its decisions are audited under its id). */
let staffId = 0;
const staffActor = () => ({ userId: staffId, isStaff: true });

beforeAll(async () => {
  t = await createTestApp();
  staffId = (await createStaffUser(t.app.deps.db, { email: 'office-apps@example.com', password: 'Office2026desk' })).id;
  await seedFees(t.app.deps.db); // submitting invoices the application from the fee table
  visitor = await clientToken(t.app);
  staff = await staffToken(t.app);
  owner = await newMember(t.app);
  other = await newMember(t.app);
}, 60_000);
afterAll(() => t.close());

type Saved = SchoolApplication & { detail: string };
const create = (token: string | null, payload: unknown, lang?: string) =>
  call(t.app, token, { method: 'POST', url: '/api/school/school', payload: payload as object, lang });
const patch = (token: string | null, id: number, payload: unknown, lang?: string) =>
  call(t.app, token, { method: 'PATCH', url: `/api/school/school/${id}`, payload: payload as object, lang });
const application = (token: string | null, id: number, lang?: string) =>
  call(t.app, token, { method: 'GET', url: `/api/school/school/${id}/application`, lang });
const submit = (token: string | null, id: number, payload: unknown = {}, lang?: string) =>
  call(t.app, token, { method: 'POST', url: `/api/school/school/${id}/submit`, payload: payload as object, lang });

/** A new member with a complete draft (every field and document), ready to submit. */
async function completeDraft(fields: Record<string, unknown> = {}) {
  const member = await newMember(t.app);
  const res = await create(member.token, { ...COMPLETE_SCHOOL, name: `${COMPLETE_SCHOOL.name} ${member.pk}`, ...fields });
  expect(res.statusCode, res.body).toBe(201);
  const id = (res.json() as Saved).id;
  const docs = await uploadDocuments(t.app, member.token, `/api/school/school/${id}/document`, SCHOOL_DOCUMENTS);
  expect(docs.statusCode, docs.body).toBe(201);
  return { member, id };
}

describe('GET /api/school/school-form-data/', () => {
  it('gives every choice labelled in the caller’s language, to members and visitors', async () => {
    const en = await call(t.app, visitor, { method: 'GET', url: '/api/school/school-form-data/' });
    expect(en.statusCode).toBe(200);
    const data = en.json();
    expect(data.levels[0]).toEqual({
      value: 'RSY',
      label: 'RSY – Registered Yoga School',
      name: 'Registered Yoga School',
      description: expect.stringContaining('200, 300 or 500 hours'),
      url: '/standards/RSY',
      available: true,
    });
    expect(data.levels.map((l: { value: string }) => l.value)).toContain('CYS');
    expect(data.styles).toContainEqual({ value: 'hatha', label: 'Hatha' });
    expect(data.training_types).toContainEqual({ value: 'non_residential', label: 'Non-residential' });
    expect(data.countries.length).toBeGreaterThan(200);
    expect(data.countries).toContainEqual(expect.objectContaining({ value: 'TH', label: 'Thailand' }));
    expect(data.membership_types.map((m: { value: string }) => m.value)).toEqual(['annual', 'lifetime']);
    expect(data.currencies.map((c: { value: string }) => c.value)).toEqual(['USD', 'THB', 'INR', 'EUR']);
    expect(data.documents).toEqual([
      { value: 'cv', label: 'CV', required: true, multiple: false },
      { value: 'syllabus', label: 'Syllabus', required: true, multiple: false },
      { value: 'code_of_ethics', label: 'Code of ethics', required: true, multiple: false },
      { value: 'school_details', label: 'School details', required: true, multiple: false },
    ]);
    expect(data.main_teacher_hours).toEqual([
      { level: 'RSY', hours: 3000, label: 'RSY: the main teacher needs at least 3,000 teaching hours' },
      { level: 'CYS', hours: 4500, label: 'CYS: the main teacher needs at least 4,500 teaching hours' },
    ]);
    expect(data.steps.map((s: { value: string }) => s.value)).toEqual(['information', 'yoga_and_faculty', 'documents', 'payment']);

    const th = (await call(t.app, owner.token, { method: 'GET', url: '/api/school/school-form-data', lang: 'th' })).json();
    expect(th.levels[0].label).toBe('RSY – โรงเรียนโยคะที่ขึ้นทะเบียน');
    expect(th.countries).toContainEqual(expect.objectContaining({ value: 'TH', label: 'ไทย' }));
    expect(th.styles.find((s: { value: string }) => s.value === 'hatha').label).not.toBe('Hatha');
    expect(th.membership_types[1].label).not.toBe('Lifetime');
  });

  it('needs a token', async () => {
    expect((await call(t.app, null, { method: 'GET', url: '/api/school/school-form-data/' })).statusCode).toBe(401);
  });
});

describe('a school application, from draft to listing', () => {
  let id: number;

  it('refuses visitors and callers without a token, whatever they send', async () => {
    expect((await create(null, { name: 'X' })).statusCode).toBe(401);
    expect((await create(visitor, { name: 'Lotus' })).statusCode).toBe(403);
    expect((await create(visitor, { levels: 'NOPE' })).statusCode).toBe(403);
  });

  it('creates a draft from a name alone, with a public address made from it', async () => {
    expect((await create(owner.token, {})).json()).toEqual({ name: ['This field is required.'] });
    const res = await create(owner.token, { name: 'Escola de Yoga São Paulo' });
    expect(res.statusCode).toBe(201);
    const saved = res.json() as Saved;
    id = saved.id;
    expect(saved).toMatchObject({
      user: owner.pk,
      slug: 'escola-de-yoga-sao-paulo',
      status: 'draft',
      status_label: 'Draft',
      editable: true,
      can_submit: false,
      next_step: { code: 'complete' },
      detail: 'Successfully saved data',
      documents: [],
      valid_until: null,
      public_url: null,
    });
    expect(saved.missing).toContainEqual({ field: 'address', step: 'information', message: 'This field is required.' });
    expect(saved.missing).toContainEqual({ field: 'levels', step: 'yoga_and_faculty', message: 'Choose at least one.' });
    expect(saved.missing).toContainEqual({ field: 'cv', step: 'documents', message: 'Please upload this document.' });
  });

  it('keeps one open application per member', async () => {
    const again = await create(owner.token, { name: 'Second school' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toMatch(/already have a school application/);
  });

  it('saves each step partially, checking each field’s form', async () => {
    const step = await patch(owner.token, id, { address: 'Rua Augusta 10', country: 'BR', city: 'São Paulo', email: 'OFFICE@Escola.example.com' });
    expect(step.statusCode).toBe(200);
    expect(step.json()).toMatchObject({
      address: 'Rua Augusta 10',
      country: { code: 'BR', name: 'Brazil' },
      city: 'São Paulo',
      email: 'office@escola.example.com',
      name: 'Escola de Yoga São Paulo',
    });

    const bad = await patch(owner.token, id, { levels: ['RSY', 'XYZ'], email: 'nope', country: 'Z1', number_of_teachers: -2, website: 'escola.com' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['country', 'email', 'levels', 'number_of_teachers', 'website']);
    expect(bad.json().levels).toEqual(['Choose one of the options in the list.']);
    expect(bad.json().number_of_teachers).toEqual(['Enter 0 or more.']);

    // A well-formed code of no country is refused too, and nothing of that save is kept.
    expect((await patch(owner.token, id, { country: 'ZZ', city: 'Nowhere' })).json()).toEqual({ country: ['Choose a country from the list.'] });
    expect((await application(owner.token, id)).json()).toMatchObject({ country: { code: 'BR' }, city: 'São Paulo' });
    expect((await patch(owner.token, id, { name: '' })).json()).toEqual({ name: ['This field is required.'] });
    expect((await patch(owner.token, id, { instructors: [{ certification: 'RYT' }] })).statusCode).toBe(400);
    // A region of another country is refused.
    const regions = (await call(t.app, owner.token, { method: 'GET', url: '/api/cities_light/regions/?country=TH&page_size=1' })).json().results;
    expect((await patch(owner.token, id, { region: regions[0].id })).json()).toEqual({ region: ['Choose a region from the list.'] });
  });

  it('takes multipart steps: lists comma-joined, booleans 1/0, instructors as JSON, a cover and a logo', async () => {
    const body = await multipart({
      levels: 'RSY,CYS',
      styles: 'vinyasa, yin',
      training_types: 'online,hybrid',
      issues_certificate: '1',
      number_of_teachers: '4',
      main_teacher_hours: '',
      instructors: JSON.stringify([{ name: 'Ana Souza', certification: 'E-RYT 500', years_teaching: 15 }]),
      additional_levels: JSON.stringify([{ level: 'RTY 300', hours: 300 }]),
      cover_image: { file: await png(1600, 900), name: 'cover.png', type: 'image/png' },
      logo: { file: await png(400, 400), name: 'logo.png', type: 'image/png' },
    });
    const res = await call(t.app, owner.token, { method: 'PATCH', url: `/api/school/school/${id}`, ...body });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as Saved;
    expect(saved).toMatchObject({
      levels: ['RSY', 'CYS'],
      styles: ['vinyasa', 'yin'],
      training_types: ['online', 'hybrid'],
      issues_certificate: true,
      number_of_teachers: 4,
      main_teacher_hours: null,
      additional_levels: [{ level: 'RTY 300', hours: 300 }],
      instructors: [{ name: 'Ana Souza', certification: 'E-RYT 500', years_teaching: 15 }],
    });
    expect(saved.cover_image).toMatch(/^\/media\/covers\/.+\.webp$/);
    expect(saved.logo).toMatch(/^\/media\/logos\/.+\.webp$/);
    expect((await t.app.inject({ method: 'GET', url: saved.logo as string })).statusCode).toBe(200);

    const off = await call(t.app, owner.token, { method: 'PATCH', url: `/api/school/school/${id}`, ...(await multipart({ issues_certificate: '0' })) });
    expect(off.json().issues_certificate).toBe(false);
    const notImage = await call(t.app, owner.token, {
      method: 'PATCH',
      url: `/api/school/school/${id}`,
      ...(await multipart({ logo: { file: script, name: 'logo.png' } })),
    });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json()).toEqual({ logo: ['Upload a JPEG, PNG or WebP image.'] });
  });

  it('checks slugs: taken, free, the member’s own, malformed', async () => {
    const theirs = (await create(other.token, { name: 'Taken Yoga' })).json() as Saved;
    expect(theirs.slug).toBe('taken-yoga');
    const check = (token: string, query: string) => call(t.app, token, { method: 'GET', url: `/api/school/school/check_slug?${query}` });
    expect((await check(owner.token, 'slug=taken-yoga')).json()).toEqual({ slug: 'taken-yoga', available: false, suggestion: 'taken-yoga-2' });
    expect((await check(owner.token, 'slug=Fresh-Yoga')).json()).toEqual({ slug: 'fresh-yoga', available: true, suggestion: null });
    expect((await check(owner.token, `slug=escola-de-yoga-sao-paulo&skip_id=${id}`)).json().available).toBe(true);
    expect((await check(owner.token, 'slug=escola-de-yoga-sao-paulo')).json().available).toBe(false);
    // Someone else's record as skip_id does not make their slug free.
    expect((await check(owner.token, `slug=taken-yoga&skip_id=${theirs.id}`)).json().available).toBe(false);
    expect((await check(owner.token, 'slug=no spaces!')).statusCode).toBe(400);
    expect((await check(owner.token, 'slug=12345')).json()).toEqual({ slug: [expect.stringMatching(/lowercase letters/)] });
    expect((await check(owner.token, '')).statusCode).toBe(400);
    expect((await check(visitor, 'slug=fresh-yoga')).statusCode).toBe(403);
    expect((await call(t.app, null, { method: 'GET', url: '/api/school/school/check_slug?slug=x' })).statusCode).toBe(401);

    const taken = await patch(owner.token, id, { slug: 'taken-yoga' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ slug: ['This address is already taken. Please choose another one.'] });
    const third = await newMember(t.app);
    expect((await create(third.token, { name: 'Other', slug: 'escola-de-yoga-sao-paulo' })).json()).toEqual({ slug: [expect.stringMatching(/already taken/)] });
    expect((await patch(owner.token, id, { slug: 'escola-sao-paulo' })).json().slug).toBe('escola-sao-paulo');
  });

  it('hides the application from everyone but its owner and staff', async () => {
    expect((await application(other.token, id)).statusCode).toBe(404);
    expect((await application(other.token, id)).json()).toEqual((await application(other.token, 999_999)).json());
    expect((await patch(other.token, id, { city: 'Elsewhere' })).statusCode).toBe(404);
    expect((await submit(other.token, id, { membership_type: 'annual', currency: 'USD' })).statusCode).toBe(404);
    expect((await uploadDocuments(t.app, other.token, `/api/school/school/${id}/document`, ['cv'])).statusCode).toBe(404);
    expect((await application(visitor, id)).statusCode).toBe(403);
    expect((await application(null, id)).statusCode).toBe(401);
    expect((await application(staff, id)).statusCode).toBe(200);
    // Not public either: the directory does not know it.
    expect((await call(t.app, visitor, { method: 'GET', url: `/api/school/school/${id}` })).statusCode).toBe(404);
  });

  it('lists the member’s own schools in every state, with their status; others see public ones only', async () => {
    const mine = (await call(t.app, owner.token, { method: 'GET', url: `/api/school/school?user=${owner.pk}` })).json();
    expect(mine.results).toEqual([expect.objectContaining({ id, status: 'draft' })]);
    const theirs = (await call(t.app, other.token, { method: 'GET', url: `/api/school/school?user=${owner.pk}` })).json();
    expect(theirs.results).toEqual([]);
  });

  it('stores documents privately, checked by content and size, with download links for the owner', async () => {
    const res = await uploadDocuments(t.app, owner.token, `/api/school/school/${id}/document`, ['cv', 'syllabus']);
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json() as Saved;
    expect(saved.documents.map((d) => [d.kind, d.label, d.file_name, d.content_type])).toEqual([
      ['cv', 'CV', 'cv.pdf', 'application/pdf'],
      ['syllabus', 'Syllabus', 'syllabus.pdf', 'application/pdf'],
    ]);
    const cv = saved.documents[0];
    expect(cv.download_url).toMatch(/^\/api\/file\/\d+\/download$/);
    expect((await call(t.app, owner.token, { method: 'GET', url: cv.download_url })).statusCode).toBe(200);
    expect((await call(t.app, staff, { method: 'GET', url: cv.download_url })).statusCode).toBe(200);
    expect((await call(t.app, other.token, { method: 'GET', url: cv.download_url })).statusCode).toBe(404);

    // A new CV replaces the old one, whose file is gone.
    const again = (await uploadDocuments(t.app, owner.token, `/api/school/school/${id}/document`, ['cv'])).json() as Saved;
    expect(again.documents.filter((d) => d.kind === 'cv')).toHaveLength(1);
    expect((await call(t.app, owner.token, { method: 'GET', url: cv.download_url })).statusCode).toBe(404);

    const url = `/api/school/school/${id}/document`;
    const wrong = await call(t.app, owner.token, {
      method: 'POST',
      url,
      ...(await multipart({ cv: { file: script, name: 'cv.pdf', type: 'application/pdf' } })),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ cv: ['This file could not be read: it may be damaged. Please send another copy.'] });
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024), Buffer.from('\n%%EOF\n')]);
    const tooLarge = await call(t.app, owner.token, { method: 'POST', url, ...(await multipart({ code_of_ethics: { file: big, name: 'ethics.pdf' } })) });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toEqual({ code_of_ethics: ['The file must be at most 10 MB.'] });
    // One bad file stores none of the others.
    const mixed = await call(t.app, owner.token, {
      method: 'POST',
      url,
      ...(await multipart({ school_details: pdfPart(), code_of_ethics: { file: script, name: 'x.pdf' } })),
    });
    expect(mixed.statusCode).toBe(400);
    expect((await application(owner.token, id)).json().documents.map((d: { kind: string }) => d.kind)).toEqual(['syllabus', 'cv']);
    expect((await call(t.app, owner.token, { method: 'POST', url, ...(await multipart({ note: 'no file' })) })).statusCode).toBe(400);
    expect((await call(t.app, owner.token, { method: 'POST', url, payload: { cv: 'x' } })).statusCode).toBe(415);
    expect((await call(t.app, visitor, { method: 'POST', url, ...(await multipart({ cv: pdfPart() })) })).statusCode).toBe(403);

    // Removing one.
    const syllabus = again.documents.find((d) => d.kind === 'syllabus');
    const removed = await call(t.app, owner.token, { method: 'DELETE', url: `${url}/${syllabus?.id}` });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().detail).toBe('Successfully delete data');
    expect(removed.json().documents.map((d: { kind: string }) => d.kind)).toEqual(['cv']);
    expect((await call(t.app, owner.token, { method: 'DELETE', url: `${url}/${syllabus?.id}` })).statusCode).toBe(404);
    expect((await call(t.app, other.token, { method: 'DELETE', url: `${url}/${again.documents[0].id}` })).statusCode).toBe(404);
  });

  it('refuses an incomplete submission, naming each missing field, in the caller’s language', async () => {
    const res = await submit(owner.token, id, {});
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.non_field_errors).toEqual(['Some required information is missing: complete the marked fields and submit again.']);
    expect(body.membership_type).toEqual(['This field is required.']);
    expect(body.currency).toEqual(['This field is required.']);
    expect(body.syllabus).toEqual(['Please upload this document.']);
    expect(body.main_teacher_hours).toEqual(['This field is required.']);
    const th = (await submit(owner.token, id, {}, 'th')).json();
    expect(th.syllabus).toEqual(['กรุณาอัปโหลดเอกสารนี้']);
    expect((await submit(owner.token, id, { membership_type: 'forever', currency: 'GBP' })).json()).toMatchObject({
      membership_type: ['Choose one of the options in the list.'],
      currency: ['Choose one of the options in the list.'],
    });
  });

  it('asks a CYS school’s main teacher for 4,500 teaching hours', async () => {
    await patch(owner.token, id, { ...COMPLETE_SCHOOL, levels: ['RSY', 'CYS'], name: 'Escola de Yoga São Paulo', main_teacher_hours: 4000 });
    await uploadDocuments(t.app, owner.token, `/api/school/school/${id}/document`, SCHOOL_DOCUMENTS);
    const app = (await application(owner.token, id)).json() as SchoolApplication;
    expect(app.missing).toEqual([
      { field: 'main_teacher_hours', step: 'yoga_and_faculty', message: 'The main teacher of a CYS school needs at least 4,500 teaching hours.' },
    ]);
    expect((await submit(owner.token, id, { membership_type: 'annual', currency: 'THB' })).json().main_teacher_hours).toHaveLength(1);
    const ready = (await patch(owner.token, id, { main_teacher_hours: 4600 })).json() as Saved;
    expect(ready).toMatchObject({ missing: [], can_submit: true, next_step: { code: 'submit' } });
  });

  it('submits: waiting for payment, locked until the office asks for changes', async () => {
    const res = await submit(owner.token, id, { membership_type: 'annual', currency: 'thb' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'awaiting_payment',
      status_label: 'Waiting for payment',
      membership_type: 'annual',
      currency: 'THB',
      editable: false,
      documents_editable: false,
      can_submit: false,
      next_step: { code: 'pay' },
      detail: 'Your application has been submitted. Please continue to the payment.',
    });
    expect(res.json().submitted_at).toEqual(expect.any(String));

    const locked = await patch(owner.token, id, { city: 'Campinas' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().detail).toBe('Your application has been submitted and is waiting for payment, so it cannot be changed now.');
    expect((await uploadDocuments(t.app, owner.token, `/api/school/school/${id}/document`, ['cv'])).statusCode).toBe(409);
    expect((await submit(owner.token, id, { membership_type: 'lifetime', currency: 'USD' })).statusCode).toBe(409);
    expect((await patch(owner.token, id, { city: 'Campinas' }, 'zh')).json().detail).toBe('您的申请已提交，正在等待付款，目前无法修改。');
  });

  it('waits for review once paid (the billing hand-over), still locked', async () => {
    expect(await markApplicationPaid(t.app.deps, { kind: 'school', id })).toEqual({ status: 'pending', changed: true });
    const app = (await application(owner.token, id)).json();
    expect(app).toMatchObject({ status: 'pending', next_step: { code: 'wait_for_review', text: expect.stringContaining('7–14 working days') } });
    expect(app.paid_at).toEqual(expect.any(String));
    expect((await patch(owner.token, id, { city: 'Campinas' })).json().detail).toMatch(/waiting for review/);
  });

  it('is editable again when the office asks for changes, and goes back to review when resubmitted', async () => {
    await reviewApplication(t.app.deps, {
      actor: staffActor(),
      kind: 'school',
      id,
      decision: 'request_changes',
      message: 'Please add your syllabus for the 300-hour course.',
    });
    const app = (await application(owner.token, id)).json();
    expect(app).toMatchObject({
      status: 'changes_requested',
      editable: true,
      documents_editable: true,
      review_message: 'Please add your syllabus for the 300-hour course.',
      next_step: { code: 'make_changes' },
    });
    expect((await patch(owner.token, id, { city: 'Campinas' })).statusCode).toBe(200);
    expect((await uploadDocuments(t.app, owner.token, `/api/school/school/${id}/document`, ['syllabus'])).statusCode).toBe(201);
    const again = await submit(owner.token, id);
    expect(again.json()).toMatchObject({ status: 'pending', membership_type: 'annual', detail: 'Your changes have been sent to our office for review.' });
  });

  it('is listed once approved, with its WYA School ID, member since and valid until', async () => {
    const decision = await reviewApplication(t.app.deps, { actor: staffActor(), kind: 'school', id, decision: 'approve' });
    const year = new Date().getUTCFullYear();
    expect(decision.wya_id).toBe(`WYA-S${year}-${String(id).padStart(5, '0')}`);
    const app = (await application(owner.token, id)).json() as SchoolApplication;
    const today = new Date().toISOString().slice(0, 10);
    expect(app).toMatchObject({
      status: 'approved',
      wya_school_id: decision.wya_id,
      member_since: today,
      next_step: { code: 'listed' },
      public_url: '/schools/escola-sao-paulo',
    });
    expect(app.valid_until).toBe(`${year + 1}${today.slice(4)}`.replace(/-02-29$/, '-02-28'));

    const publicProfile = await call(t.app, visitor, { method: 'GET', url: '/api/school/school/escola-sao-paulo' });
    expect(publicProfile.statusCode).toBe(200);
    expect(publicProfile.json()).toMatchObject({ id, wya_school_id: decision.wya_id, valid_until: app.valid_until });
    expect(
      (await call(t.app, visitor, { method: 'GET', url: `/api/school/school?search=${decision.wya_id}` })).json().results.map((r: { id: number }) => r.id),
    ).toEqual([id]);
    expect((await call(t.app, other.token, { method: 'GET', url: `/api/school/school?user=${owner.pk}` })).json().results).toEqual([
      expect.not.objectContaining({ status: expect.anything() }),
    ]);

    // The public profile stays editable; what the office approved does not.
    expect((await patch(owner.token, id, { introduction: 'New words.' })).statusCode).toBe(200);
    expect((await patch(owner.token, id, { levels: ['RSY', 'CYS', 'AYS'] })).json()).toEqual({
      levels: ['This was approved by our office and cannot be changed here. Please contact us to change it.'],
    });
    expect((await patch(owner.token, id, { levels: ['CYS', 'RSY'] })).statusCode).toBe(200);
    expect((await uploadDocuments(t.app, owner.token, `/api/school/school/${id}/document`, ['cv'])).statusCode).toBe(409);
  });
});

describe('refusal', () => {
  it('closes the application and lets the member start a new one', async () => {
    const { member, id } = await completeDraft();
    await submit(member.token, id, { membership_type: 'lifetime', currency: 'EUR' });
    await markApplicationPaid(t.app.deps, { kind: 'school', id });
    await reviewApplication(t.app.deps, {
      actor: staffActor(),
      kind: 'school',
      id,
      decision: 'reject',
      message: 'The syllabus does not meet the RSY standard.',
    });
    const app = (await application(member.token, id)).json();
    expect(app).toMatchObject({
      status: 'rejected',
      editable: false,
      review_message: 'The syllabus does not meet the RSY standard.',
      next_step: { code: 'rejected' },
    });
    expect((await patch(member.token, id, { city: 'X' })).json().detail).toMatch(/not accepted/);
    expect((await create(member.token, { name: 'A fresh start' })).statusCode).toBe(201);
  });

  it('lists a lifetime member without an end date', async () => {
    const { member, id } = await completeDraft({ slug: 'forever-yoga' });
    await submit(member.token, id, { membership_type: 'lifetime', currency: 'INR' });
    await markApplicationPaid(t.app.deps, { kind: 'school', id });
    await reviewApplication(t.app.deps, { actor: staffActor(), kind: 'school', id, decision: 'approve' });
    expect((await application(member.token, id)).json()).toMatchObject({ status: 'approved', valid_until: null, public_url: '/schools/forever-yoga' });
    expect((await call(t.app, visitor, { method: 'GET', url: '/api/school/school/forever-yoga' })).statusCode).toBe(200);
  });
});
