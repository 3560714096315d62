import { and, eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graduateClaims } from '../../db/schema/index.ts';
import { findCertifications } from '../../domain/schools/graduate-claims.ts';
import { call, clientToken, createTestApp, newMember, type TestApp } from '../../test/harness.ts';
import { ownSchool, ownTeacher } from '../../test/own-listings.ts';

type Member = Awaited<ReturnType<typeof newMember>>;
type Claim = { id: number; status: string; school: { id: number; slug: string; name: string }; graduate_number: string; name: string };

let t: TestApp;
let schoolOwner: Member;
let graduate: Member;
let second: Member;
let stranger: Member;
let visitor: string;
let school: Awaited<ReturnType<typeof ownSchool>>;
let teacherId: number;
const graduateIds: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  [schoolOwner, graduate, second, stranger] = [await newMember(t.app), await newMember(t.app), await newMember(t.app), await newMember(t.app)];
  visitor = await clientToken(t.app);
  school = await ownSchool(t, schoolOwner.pk, { name: 'Lotus CYS Academy' });
  teacherId = (await ownTeacher(t, graduate.pk)).id;
  for (const [number, name, date] of [
    ['CYS-001', 'Mali Srisuk', '2023-04-01'],
    ['CYS-002', 'สมชาย ใจดี', '2022-10-10'],
    ['CYS-003', '王小明', '2021-06-06'],
    ['CYS-004', 'Ana Souza', '2020-02-02'],
  ]) {
    const res = await call(t.app, schoolOwner.token, {
      method: 'POST',
      url: '/api/school/graduate',
      payload: { school: school.id, graduate_number: number, name, graduation_date: date, teacher_level: '200' },
    });
    graduateIds[number] = res.json().id;
  }
});
afterAll(() => t.close());

const claim = (member: Member | null, payload: InjectOptions['payload'], token = member?.token ?? null) =>
  call(t.app, token, { method: 'POST', url: '/api/school/graduate/claim', payload });
const decide = (token: string | null, id: number, action: 'confirm' | 'decline') =>
  call(t.app, token, { method: 'POST', url: `/api/school/graduate/claim/${id}/${action}` });
const myClaims = async (member: Member) => (await call(t.app, member.token, { method: 'GET', url: '/api/school/graduate/claim' })).json().results as Claim[];
const bell = async (member: Member) =>
  ((await call(t.app, member.token, { method: 'GET', url: '/api/notification?page_size=50' })).json().results as { message: string }[]).map((n) => n.message);
const teacherProfile = async () => (await call(t.app, visitor, { method: 'GET', url: `/api/teacher/teacher/${teacherId}` })).json();

describe('POST /api/school/graduate/claim', () => {
  it('tells a wrong number and a wrong name apart from nothing: both are “no match”', async () => {
    const wrongName = await claim(graduate, { school: school.id, graduate_number: 'CYS-001', name: 'Someone Else' });
    const wrongNumber = await claim(graduate, { school: school.id, graduate_number: 'CYS-999', name: 'Mali Srisuk' });
    for (const res of [wrongName, wrongNumber]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ non_field_errors: ['No graduate of this school has this number and name. Check them against your certificate.'] });
    }
  });

  it('refuses bad input, a school that is not public and one that is not CYS', async () => {
    const missing = await claim(graduate, {});
    expect(Object.keys(missing.json()).sort()).toEqual(['graduate_number', 'name', 'school']);
    expect((await claim(graduate, { school: 'abc', graduate_number: 'CYS-001', name: 'x\u0000' })).json()).toHaveProperty('name');
    const draft = await ownSchool(t, schoolOwner.pk, { status: 'draft' });
    expect((await claim(graduate, { school: draft.id, graduate_number: 'CYS-001', name: 'Mali Srisuk' })).statusCode).toBe(404);
    expect((await claim(graduate, { school: 999999, graduate_number: 'CYS-001', name: 'Mali Srisuk' })).statusCode).toBe(404);
    const rsy = await ownSchool(t, schoolOwner.pk, { levels: ['RSY'] });
    const notCys = await claim(graduate, { school: rsy.id, graduate_number: 'CYS-001', name: 'Mali Srisuk' }, graduate.token);
    expect(notCys.statusCode).toBe(400);
    expect(notCys.json()).toEqual({ school: ['Only graduates of a Certified Yoga School (CYS) can become Certified Yoga Teachers.'] });
  });

  it('needs a member: 403 for a visitor token, 401 without one', async () => {
    const payload = { school: school.id, graduate_number: 'CYS-001', name: 'Mali Srisuk' };
    expect((await claim(null, payload, visitor)).statusCode).toBe(403);
    expect((await claim(null, payload)).statusCode).toBe(401);
    expect((await call(t.app, visitor, { method: 'GET', url: '/api/school/graduate/claim' })).statusCode).toBe(403);
  });

  it('opens a pending claim, matching the name whatever its case and spacing', async () => {
    const res = await claim(graduate, { school: school.id, graduate_number: 'cys-001', name: '  MALI   srisuk ' }, graduate.token);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'pending',
      school: { id: school.id, slug: school.slug, name: 'Lotus CYS Academy' },
      graduate_number: 'CYS-001',
      name: 'Mali Srisuk',
      graduation_date: '2023-04-01',
      decided_at: null,
      detail: 'Your claim was sent to the school. Your teacher profile shows CYT once the school confirms it.',
    });
    expect((await myClaims(graduate)).map((c) => [c.graduate_number, c.status])).toEqual([['CYS-001', 'pending']]);
    // Pending is not yet CYT.
    expect((await teacherProfile()).registration_type).toBe('RTY');
  });

  it('lets nobody claim a record already claimed', async () => {
    const taken = await claim(second, { school: school.id, graduate_number: 'CYS-001', name: 'Mali Srisuk' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ detail: 'This graduate record has already been claimed.' });
    const again = await claim(graduate, { school: school.id, graduate_number: 'CYS-001', name: 'Mali Srisuk' }, graduate.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'You have already claimed this graduate record.' });
  });

  it('lets one of two members claiming one record at once win', async () => {
    const payload = { school: school.id, graduate_number: 'CYS-003', name: '王小明' };
    const answers = await Promise.all([claim(second, payload), claim(stranger, payload), claim(second, payload), claim(stranger, payload)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const open = await t.app.deps.db
      .select()
      .from(graduateClaims)
      .where(and(eq(graduateClaims.graduateId, graduateIds['CYS-003']), inArray(graduateClaims.status, ['pending', 'confirmed'])));
    expect(open).toHaveLength(1);
  });
});

describe('the school decides', () => {
  const pendingOf = async (number: string) => {
    const res = await call(t.app, schoolOwner.token, { method: 'GET', url: `/api/school/graduate/own?school=${school.id}&claim=pending&ordering=number` });
    return (res.json().results as { graduate_number: string; claim: { id: number; status: string; member: { id: number; name: string } } }[]).find(
      (g) => g.graduate_number === number,
    )?.claim;
  };

  it('shows the owner the pending claims, and nobody else', async () => {
    const pending = await pendingOf('CYS-001');
    expect(pending).toMatchObject({ status: 'pending', member: { id: graduate.pk, name: 'Test Member' } });
    const unclaimed = await call(t.app, schoolOwner.token, {
      method: 'GET',
      url: `/api/school/graduate/own?school=${school.id}&claim=unclaimed&ordering=number`,
    });
    expect((unclaimed.json().results as { graduate_number: string }[]).map((g) => g.graduate_number)).toEqual(['CYS-002', 'CYS-004']);
    expect((await call(t.app, graduate.token, { method: 'GET', url: `/api/school/graduate/own?school=${school.id}` })).statusCode).toBe(404);
  });

  it('answers 404 to anyone but the school’s owner, the claimant too', async () => {
    const id = (await pendingOf('CYS-001'))?.id as number;
    expect((await decide(graduate.token, id, 'confirm')).statusCode).toBe(404);
    expect((await decide(stranger.token, id, 'decline')).statusCode).toBe(404);
    expect((await decide(schoolOwner.token, 999999, 'confirm')).statusCode).toBe(404);
    expect((await decide(visitor, id, 'confirm')).statusCode).toBe(403);
    expect((await decide(null, id, 'confirm')).statusCode).toBe(401);
    expect((await call(t.app, schoolOwner.token, { method: 'POST', url: '/api/school/graduate/claim/abc/confirm' })).statusCode).toBe(400);
  });

  it('confirms once: the member’s teacher profile then shows CYT with the school and graduation date', async () => {
    const id = (await pendingOf('CYS-001'))?.id as number;
    const res = await decide(schoolOwner.token, id, 'confirm');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ graduate_number: 'CYS-001', claim: { id, status: 'confirmed' } });
    expect(res.json().claim.decided_at).toEqual(expect.any(String));
    expect((await decide(schoolOwner.token, id, 'confirm')).statusCode).toBe(409);
    expect((await decide(schoolOwner.token, id, 'decline')).json()).toEqual({ detail: 'This claim has already been confirmed or declined.' });

    const profile = await teacherProfile();
    expect(profile.registration_type).toBe('CYT');
    expect(profile.certifications).toEqual([
      { school: { id: school.id, slug: school.slug, name: 'Lotus CYS Academy' }, graduation_date: '2023-04-01', teacher_level: ['200'] },
    ]);
    const cyt = await call(t.app, visitor, { method: 'GET', url: '/api/teacher/teacher?level=CYT&page_size=100' });
    expect((cyt.json().results as { id: number; registration_type: string }[]).find((r) => r.id === teacherId)?.registration_type).toBe('CYT');
    const rty = await call(t.app, visitor, { method: 'GET', url: '/api/teacher/teacher?level=RTY&page_size=100' });
    expect((rty.json().results as { id: number }[]).map((r) => r.id)).not.toContain(teacherId);
    expect((await myClaims(graduate))[0].status).toBe('confirmed');
    expect(await bell(graduate)).toContain('“Lotus CYS Academy” confirmed your graduate record CYS-001: you are a Certified Yoga Teacher (CYT).');
  });

  it('declines: the member sees it, and the record may be claimed again', async () => {
    const claimed = await claim(second, { school: school.id, graduate_number: 'CYS-002', name: 'สมชาย ใจดี' });
    expect(claimed.statusCode).toBe(201);
    const res = await decide(schoolOwner.token, claimed.json().id, 'decline');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ graduate_number: 'CYS-002', claim: null, detail: 'Claim declined.' });
    expect((await myClaims(second)).find((c) => c.graduate_number === 'CYS-002')?.status).toBe('declined');
    // Each side is told: the school of the claim, the graduate of the decision (in their bell).
    expect(await bell(schoolOwner)).toContain('สมชาย ใจดี claimed graduate record CYS-002 of “Lotus CYS Academy”. Confirm or decline it on your school’s page.');
    expect(await bell(second)).toContain('“Lotus CYS Academy” declined your claim of graduate record CYS-002.');
    expect((await claim(second, { school: school.id, graduate_number: 'CYS-002', name: 'สมชาย ใจดี' })).statusCode).toBe(201);
  });

  it('keeps a confirmed claim for a member without a teacher listing, so a later listing shows CYT', async () => {
    const claimed = await claim(stranger, { school: school.id, graduate_number: 'CYS-004', name: 'ana souza' });
    await decide(schoolOwner.token, claimed.json().id, 'confirm');
    expect(await findCertifications(t.app.deps, stranger.pk)).toEqual([
      { school: { id: school.id, slug: school.slug, name: 'Lotus CYS Academy' }, graduation_date: '2020-02-02', teacher_level: ['200'] },
    ]);
    // The teacher application shows it from its first draft…
    const draft = await call(t.app, stranger.token, { method: 'POST', url: '/api/teacher/teacher', payload: {} });
    expect(draft.statusCode).toBe(201);
    expect(draft.json().certifications).toEqual([
      { school: { id: school.id, slug: school.slug, name: 'Lotus CYS Academy' }, graduation_date: '2020-02-02', teacher_level: ['200'] },
    ]);
    const application = await call(t.app, stranger.token, { method: 'GET', url: `/api/teacher/teacher/${draft.json().id}/application` });
    expect(application.json().certifications).toHaveLength(1);
    // …and the listed profile shows CYT.
    const later = await ownTeacher(t, stranger.pk);
    const profile = (await call(t.app, visitor, { method: 'GET', url: `/api/teacher/teacher/${later.id}` })).json();
    expect(profile.registration_type).toBe('CYT');
    expect(profile.certifications).toHaveLength(1);
  });
});

describe('ending a claim', () => {
  it('lets the claimant withdraw their own claim only, which frees the record', async () => {
    const [mine] = (await myClaims(second)).filter((c) => c.graduate_number === 'CYS-002' && c.status === 'pending');
    expect((await call(t.app, stranger.token, { method: 'DELETE', url: `/api/school/graduate/claim/${mine.id}` })).statusCode).toBe(404);
    expect((await call(t.app, schoolOwner.token, { method: 'DELETE', url: `/api/school/graduate/claim/${mine.id}` })).statusCode).toBe(404);
    const res = await call(t.app, second.token, { method: 'DELETE', url: `/api/school/graduate/claim/${mine.id}` });
    expect(res.statusCode).toBe(200);
    expect((await myClaims(second)).find((c) => c.id === mine.id)).toBeUndefined();
    expect((await claim(second, { school: school.id, graduate_number: 'CYS-002', name: 'สมชาย ใจดี' })).statusCode).toBe(201);
  });

  it('ends the certification when the school deletes the graduate', async () => {
    expect((await call(t.app, schoolOwner.token, { method: 'DELETE', url: `/api/school/graduate/${graduateIds['CYS-001']}` })).statusCode).toBe(200);
    const profile = await teacherProfile();
    expect(profile.registration_type).toBe('RTY');
    expect(profile.certifications).toEqual([]);
    expect(await myClaims(graduate)).toEqual([]);
  });
});
