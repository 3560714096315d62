import { execFileSync } from 'node:child_process';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRY_CODE_ALPHABET } from '#common/credential-codes.ts';
import { graduateClaims, schoolGraduates, schools, type teachers } from '../../db/schema/index.ts';
import { insertSchool, insertTeacher, placeIndex } from '../../db/seed/directory-insert.ts';
import { staffToken } from '../../test/applications.ts';
import { days } from '../../test/directory-fixtures.ts';
import { call, clientToken, createTestApp, newMember, type TestApp } from '../../test/harness.ts';
import { decodePdfQr, decodeSvgQr, svgOfQr } from '../../test/qr-decode.ts';

// Registry cards and the public check of their codes (docs/decisions/0036-registry-cards.md).

let t: TestApp;
let visitor: string;
let owner: { pk: number; token: string };
let other: { pk: number; token: string };
let staff: string;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  visitor = await clientToken(t.app);
  owner = await newMember(t.app);
  other = await newMember(t.app);
  staff = await staffToken(t.app);
}, 60_000);
afterAll(() => t.close());

const get = (token: string | null, url: string, lang?: string) => call(t.app, token, { method: 'GET', url: `/api${url}`, ...(lang ? { lang } : {}) });
const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8');
const printed = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

/** A school of the owner: approved and paid for a year unless said. */
async function school(values: Partial<typeof schools.$inferInsert> = {}) {
  serial += 1;
  const db = t.app.deps.db;
  return insertSchool(db, await placeIndex(db), {
    userId: owner.pk,
    slug: `card-school-${serial}`,
    name: 'Lanna Yoga Chiang Mai',
    localName: 'ลานนาโยคะ เชียงใหม่',
    status: 'approved',
    membershipType: 'annual',
    memberSince: '2019-03-01',
    validUntil: days(200),
    levels: ['RSY', 'CYS'],
    wyaSchoolId: `WYA-S2019-${String(serial).padStart(5, '0')}`,
    email: 'private@lanna.example.com',
    phone: '+66812345678',
    logo: 'public/logos/lanna.webp',
    country: 'TH',
    ...values,
  });
}

async function teacher(values: Partial<typeof teachers.$inferInsert> = {}) {
  serial += 1;
  const db = t.app.deps.db;
  return insertTeacher(db, await placeIndex(db), {
    userId: owner.pk,
    slug: `card-teacher-${serial}`,
    displayName: 'Mali Srisuk',
    localName: 'มะลิ ศรีสุข',
    status: 'approved',
    membershipType: 'annual',
    memberSince: '2021-01-01',
    validUntil: days(30),
    registrationType: 'RTY',
    registrationLevel: '200',
    wyaTeacherId: `WYA-T2021-${String(serial).padStart(5, '0')}`,
    photo: 'public/avatars/mali.webp',
    email: 'mali@private.example.com',
    country: 'TH',
    ...values,
  });
}

describe('registry codes', () => {
  it('gives every school and teacher its own random code as it is inserted', async () => {
    const rows = [await school(), await school(), await teacher(), await teacher()];
    const codes = rows.map((r) => r.registryCode);
    expect(new Set(codes).size).toBe(4);
    for (const code of codes) {
      expect(code).toHaveLength(10);
      expect([...code].every((c) => REGISTRY_CODE_ALPHABET.includes(c))).toBe(true);
    }
    // Drawn by the database (migration 0031): a row inserted without one gets one, never a sequence.
    const drawn = await t.app.deps.db.execute(sql`select count(distinct new_registry_code()) as n from generate_series(1, 500)`);
    expect(Number((drawn as unknown as { rows: { n: number | string }[] }).rows[0].n)).toBe(500);
  });
});

describe('GET verify/{code}/', () => {
  it('says a paid, approved school is valid today, with its public facts and nothing private', async () => {
    const s = await school();
    const res = await get(visitor, `/verify/${printed(s.registryCode)}/`);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ code: printed(s.registryCode), state: 'valid' });
    expect(Date.now() - Date.parse(answer.checked_at)).toBeLessThan(60_000);
    expect(answer.listing).toEqual({
      kind: 'school',
      name: 'Lanna Yoga Chiang Mai',
      local_name: 'ลานนาโยคะ เชียงใหม่',
      levels: ['RSY', 'CYS'],
      registration_hours: null,
      registration_number: s.wyaSchoolId,
      member_since: '2019-03-01',
      valid_until: s.validUntil,
      lifetime: false,
      photo: expect.stringMatching(/logos\/lanna\.webp$/),
      profile_url: `/schools/${s.slug}`,
    });
    expect(res.body).not.toMatch(/private|\+668|"user"|"id"/);
    // A code as a person types it: any case, no dash, O for 0 and I or L for 1.
    const typed = s.registryCode.toLowerCase().replace(/0/g, 'o').replace(/1/g, 'l');
    expect((await get(visitor, `/verify/${typed}`)).json().state).toBe('valid');
  });

  it('says a teacher is valid with type and hours, and a CYT once a CYS school confirmed them', async () => {
    const graduateMember = await newMember(t.app);
    const tr = await teacher({ userId: graduateMember.pk });
    expect((await get(visitor, `/verify/${tr.registryCode}/`)).json().listing).toMatchObject({
      kind: 'teacher',
      name: 'Mali Srisuk',
      levels: ['RTY'],
      registration_hours: 200,
      registration_number: tr.wyaTeacherId,
      photo: expect.stringMatching(/avatars\/mali\.webp$/),
      profile_url: `/teachers/${tr.slug}`,
    });
    const cys = await school({ userId: other.pk });
    const [graduate] = await t.app.deps.db
      .insert(schoolGraduates)
      .values({ schoolId: cys.id, graduateNumber: `G-${serial}`, name: 'Mali Srisuk', graduationDate: '2022-05-01' })
      .returning();
    await t.app.deps.db.insert(graduateClaims).values({ graduateId: graduate.id, userId: graduateMember.pk, status: 'confirmed' });
    expect((await get(visitor, `/verify/${tr.registryCode}/`)).json().listing.levels).toEqual(['CYT']);
  });

  it('computes the state when asked: a membership that lapsed since the card was printed is expired', async () => {
    const s = await school();
    expect((await get(visitor, `/verify/${s.registryCode}/`)).json().state).toBe('valid');
    await t.app.deps.db
      .update(schools)
      .set({ validUntil: days(-1) })
      .where(eq(schools.id, s.id));
    const answer = (await get(visitor, `/verify/${s.registryCode}/`)).json();
    expect(answer.state).toBe('expired');
    expect(answer.listing).toMatchObject({ name: 'Lanna Yoga Chiang Mai', valid_until: days(-1), profile_url: null });
    // Its last day still counts, and a lifetime membership has no end.
    const lastDay = await teacher({ validUntil: days(0) });
    expect((await get(visitor, `/verify/${lastDay.registryCode}/`)).json().state).toBe('valid');
    const lifetime = await teacher({ validUntil: null, membershipType: 'lifetime' });
    expect((await get(visitor, `/verify/${lifetime.registryCode}/`)).json()).toMatchObject({ state: 'valid', listing: { valid_until: null, lifetime: true } });
  });

  it('says a suspended listing is suspended, and one never listed only that it is not listed', async () => {
    const suspended = await school({ status: 'suspended' });
    const answer = (await get(visitor, `/verify/${suspended.registryCode}/`)).json();
    expect(answer).toMatchObject({ state: 'suspended', listing: { name: 'Lanna Yoga Chiang Mai', profile_url: null } });
    for (const status of ['draft', 'awaiting_payment', 'pending', 'changes_requested', 'rejected']) {
      const draft = await teacher({ status });
      expect((await get(visitor, `/verify/${draft.registryCode}/`)).json(), status).toEqual({
        code: printed(draft.registryCode),
        state: 'not_listed',
        checked_at: expect.any(String),
        listing: null,
      });
    }
  });

  it('answers an unknown code with 404 and a malformed one with 400, in the caller’s language', async () => {
    const unknown = await get(visitor, '/verify/ZZZZZ-ZZZZZ/', 'th');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('ไม่พบการขึ้นทะเบียนที่ใช้รหัสนี้');
    expect((await get(visitor, '/verify/ZZZZZZZZZZ/')).json().detail).toBe('No registration has this code.');
    for (const [code, lang] of [
      ['ABC', 'en'],
      ['ABCDE-FGHJKU', 'zh'],
      ['ABCDE-FGHJ%C3%9C', 'hi'],
      [`${'A'.repeat(30)}`, 'th'],
    ]) {
      const res = await get(visitor, `/verify/${code}/`, lang);
      expect(res.statusCode, code).toBe(400);
      expect(res.json().code, code).toHaveLength(1);
    }
    expect((await get(visitor, '/verify/ABC/', 'zh')).json().code[0]).toBe('请输入注册卡上印的 10 位代码（例如 ABCDE-FGHJK）。');
    expect((await get(visitor, '/verify/ABC/')).json().code[0]).toMatch(/10-character code printed on the registry card/);
  });

  it('needs a token, a visitor’s being enough', async () => {
    const s = await school();
    expect((await get(null, `/verify/${s.registryCode}/`)).statusCode).toBe(401);
    expect((await get(visitor, `/verify/${s.registryCode}/`)).statusCode).toBe(200);
  });

  it('gives the public profile the code its badge links to', async () => {
    const s = await school();
    const tr = await teacher();
    expect((await get(visitor, `/school/school/${s.slug}`)).json().registry_code).toBe(printed(s.registryCode));
    expect((await get(visitor, `/teacher/teacher/${tr.slug}`)).json().registry_code).toBe(printed(tr.registryCode));
  });
});

describe('the registry card', () => {
  it('is the owner’s: its facts, the check address and a QR code of it that reads back', async () => {
    const s = await school();
    const res = await get(owner.token, `/school/school/${s.id}/registry-card/`);
    expect(res.statusCode, res.body).toBe(200);
    const card = res.json();
    const url = `http://localhost:3000/verify/${printed(s.registryCode)}`;
    expect(card).toMatchObject({
      id: s.id,
      kind: 'school',
      name: 'Lanna Yoga Chiang Mai',
      levels: ['RSY', 'CYS'],
      registration_number: s.wyaSchoolId,
      valid_until: s.validUntil,
      code: printed(s.registryCode),
      verify_url: url,
      pdf_url: `/api/school/school/${s.id}/registry-card/pdf/`,
    });
    expect(await decodeSvgQr(svgOfQr(card.qr))).toBe(url);
    expect((await get(staff, `/school/school/${s.id}/registry-card/`)).statusCode).toBe(200);
  });

  it('prints as a PDF in the member’s language whose QR code is the check address', async () => {
    const s = await school();
    const url = `http://localhost:3000/verify/${printed(s.registryCode)}`;
    const en = await get(owner.token, `/school/school/${s.id}/registry-card/pdf/`);
    expect(en.statusCode, en.body).toBe(200);
    expect(en.headers['content-type']).toBe('application/pdf');
    expect(en.headers['content-disposition']).toBe(`attachment; filename="registry-card-${printed(s.registryCode)}.pdf"`);
    expect(en.headers['cache-control']).toBe('private, no-store');
    expect(decodePdfQr(en.rawPayload)).toBe(url);
    const textEn = pdfText(en.rawPayload);
    for (const text of ['Registry card', 'Registered yoga school', 'Lanna Yoga Chiang Mai', 'RSY · CYS', s.wyaSchoolId as string, printed(s.registryCode), url])
      expect(textEn).toContain(text);

    const tr = await teacher();
    const th = await get(owner.token, `/teacher/teacher/${tr.id}/registry-card/pdf/`, 'th');
    expect(decodePdfQr(th.rawPayload)).toBe(`http://localhost:3000/verify/${printed(tr.registryCode)}`);
    const textTh = pdfText(th.rawPayload);
    for (const text of ['บัตรทะเบียน', 'ครูโยคะที่ขึ้นทะเบียน', 'มะลิ ศรีสุข', 'RTY · 200', 'ชั่วโมง', 'ใช้ได้ถึง']) expect(textTh).toContain(text);
  });

  it('is not found for another member, refused to a visitor and asks a token of anyone else', async () => {
    const s = await school();
    for (const path of [`/school/school/${s.id}/registry-card/`, `/school/school/${s.id}/registry-card/pdf/`]) {
      expect((await get(other.token, path)).statusCode).toBe(404);
      expect((await get(visitor, path)).statusCode).toBe(403);
      expect((await get(null, path)).statusCode).toBe(401);
    }
    // An id nobody has: the same answer as someone else's.
    expect((await get(owner.token, '/teacher/teacher/999999/registry-card/')).statusCode).toBe(404);
  });

  it('is refused, saying why, while the listing is not listed', async () => {
    const expired = await school({ validUntil: days(-3) });
    const res = await get(owner.token, `/school/school/${expired.id}/registry-card/pdf/`, 'th');
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('สมาชิกภาพหมดอายุแล้ว กรุณาต่ออายุเพื่อพิมพ์บัตรทะเบียนอีกครั้ง');
    const suspended = await teacher({ status: 'suspended' });
    expect((await get(owner.token, `/teacher/teacher/${suspended.id}/registry-card/`)).json().detail).toMatch(/suspended this listing/);
    const pending = await teacher({ status: 'pending' });
    expect((await get(owner.token, `/teacher/teacher/${pending.id}/registry-card/`)).json().detail).toMatch(/not listed yet/);
    // Another member still learns nothing about it.
    expect((await get(other.token, `/school/school/${expired.id}/registry-card/`)).statusCode).toBe(404);
  });
});

describe('malformed paths', () => {
  it('never answers ≥ 500, whoever asks', async () => {
    const values = ['%00', '2147483648', '99999999999999999999', '-1', '0', 'abc', '%E0%A4%A', 'x'.repeat(300), '%0D%0A', '%20%20%20'];
    const paths = ['/verify/{}/', '/school/school/{}/registry-card/', '/teacher/teacher/{}/registry-card/pdf/'];
    for (const token of [owner.token, visitor, staff])
      for (const path of paths)
        for (const value of values) {
          const res = await get(token, path.replace('{}', value));
          expect(res.statusCode, `${path} ${value}`).toBeLessThan(500);
          expect(res.statusCode, `${path} ${value}`).toBeGreaterThanOrEqual(400);
        }
  });
});
