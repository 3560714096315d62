import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from '../../db/seed/content.ts';
import { staffToken } from '../../test/applications.ts';
import { submittedSchool } from '../../test/billing.ts';
import { directoryFixtures, type Fixtures } from '../../test/directory-fixtures.ts';
import { call, clientToken, createTestApp, newMember, type TestApp } from '../../test/harness.ts';
import { multipart } from '../../test/own-listings.ts';
import { pdf, png } from '../../test/upload-files.ts';

// The office edits content in four languages, the fee table, and hides school ratings (issue 12).

let t: TestApp;
let staff: string;
let member: string;
let visitor: string;
let f: Fixtures;

beforeAll(async () => {
  t = await createTestApp();
  await seedContent(t.app.deps.db);
  staff = await staffToken(t.app);
  member = (await newMember(t.app)).token;
  visitor = await clientToken(t.app);
  f = await directoryFixtures(t, (await newMember(t.app)).pk);
}, 60_000);
afterAll(() => t.close());

const text = (en: string, th = '', zh = '', hi = '') => ({ en, th, zh, hi });
const staffCall = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang?: string) =>
  call(t.app, staff, { method, url: `/api/staff/content/${url}`, ...(payload ? { payload } : {}), lang });
const audit = async (kind: string, id: number) =>
  (await call(t.app, staff, { method: 'GET', url: `/api/staff/audit?subject_kind=${kind}&subject_id=${id}` })).json().results as {
    action: string;
    actor: { email: string } | null;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }[];

describe('FAQ entries', () => {
  it('are created and edited in four languages; the public FAQ answers each language, English where one is empty', async () => {
    const created = await staffCall('POST', 'faq', {
      group: 'payments',
      question: text('Can I pay in euros?', 'ชำระเป็นยูโรได้ไหม', '可以用欧元付款吗？'),
      answer: text('Yes, in EUR, USD, THB or INR.', 'ได้ ทั้ง EUR USD THB และ INR', '可以，支持欧元、美元、泰铢和卢比。'),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const publicFaq = async (lang: string) =>
      ((await call(t.app, visitor, { method: 'GET', url: '/api/faq', lang })).json().results as { id: number; question: string }[]).find((e) => e.id === id);
    expect((await publicFaq('th'))?.question).toBe('ชำระเป็นยูโรได้ไหม');
    expect((await publicFaq('zh'))?.question).toBe('可以用欧元付款吗？');
    expect((await publicFaq('hi'))?.question).toBe('Can I pay in euros?');

    const edited = await staffCall('PUT', `faq/${id}`, {
      group: 'payments',
      question: text('Can I pay in euros?', 'ชำระเงินเป็นยูโรได้หรือไม่', '可以用欧元付款吗？', 'क्या मैं यूरो में भुगतान कर सकता हूँ?'),
      answer: text('Yes.', 'ได้', '可以。', 'हाँ।'),
      sort_order: 3,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id, sort_order: 3, question: { hi: 'क्या मैं यूरो में भुगतान कर सकता हूँ?' } });
    expect((await publicFaq('th'))?.question).toBe('ชำระเงินเป็นยูโรได้หรือไม่');
    expect((await publicFaq('hi'))?.question).toBe('क्या मैं यूरो में भुगतान कर सकता हूँ?');

    const entries = await audit('faq_entry', id);
    expect(entries.map((e) => e.action)).toEqual(['content.faq_entry.update', 'content.faq_entry.create']);
    expect(entries[0].actor?.email).toMatch(/@example\.com$/);
    expect(entries[0].before).toHaveProperty('question.th', 'ชำระเป็นยูโรได้ไหม');
    expect(entries[0].after).toHaveProperty('question.th', 'ชำระเงินเป็นยูโรได้หรือไม่');

    expect((await staffCall('DELETE', `faq/${id}`)).statusCode).toBe(200);
    expect(await publicFaq('en')).toBeUndefined();
    expect((await audit('faq_entry', id))[0].action).toBe('content.faq_entry.delete');
    expect((await staffCall('GET', `faq/${id}`)).statusCode).toBe(404);
  });

  it('refuses input without English or with a wrong group, in the caller’s language, and changes nothing', async () => {
    const before = (await staffCall('GET', 'faq')).json().count as number;
    const res = await staffCall('POST', 'faq', { group: 'shop', question: text('', 'คำถาม'), answer: text('Answer') }, 'th');
    expect(res.statusCode).toBe(400);
    expect(res.json().question[0]).toContain('ภาษาอังกฤษ');
    expect(res.json().group).toBeDefined();
    const [first] = (await staffCall('GET', 'faq')).json().results as { id: number; question: { en: string } }[];
    const refused = await staffCall('PUT', `faq/${first.id}`, { group: 'membership', question: text(' '), answer: text('x') });
    expect(refused.statusCode).toBe(400);
    expect((await staffCall('GET', `faq/${first.id}`)).json().question.en).toBe(first.question.en);
    expect((await staffCall('GET', 'faq')).json().count).toBe(before);
    expect((await staffCall('PUT', 'faq/999999', { group: 'membership', question: text('Q'), answer: text('A') })).statusCode).toBe(404);
  });

  it('are the office’s: members and visitors are refused, without a token 401', async () => {
    const body = { group: 'payments', question: text('Q?'), answer: text('A.') };
    expect((await call(t.app, member, { method: 'POST', url: '/api/staff/content/faq', payload: body })).statusCode).toBe(403);
    expect((await call(t.app, visitor, { method: 'GET', url: '/api/staff/content/faq' })).statusCode).toBe(403);
    expect((await call(t.app, null, { method: 'GET', url: '/api/staff/content/faq' })).statusCode).toBe(401);
  });
});

describe('videos, team, testimonials and platform events', () => {
  it('a members-only video: its Chinese title is public, the video itself only for members', async () => {
    const res = await staffCall('POST', 'videos', {
      title: text('Breath of fire', 'ลมหายใจแห่งไฟ', '火之呼吸', 'अग्नि श्वास'),
      description: text('A pranayama class.'),
      category: 'pranayama',
      external_id: 'abcDEF_123',
      duration_seconds: 900,
      members_only: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    const asVisitor = (await call(t.app, visitor, { method: 'GET', url: `/api/video/${id}`, lang: 'zh' })).json();
    expect(asVisitor).toMatchObject({ title: '火之呼吸', locked: true, video_id: null });
    const asMember = (await call(t.app, member, { method: 'GET', url: `/api/video/${id}` })).json();
    expect(asMember).toMatchObject({ locked: false, video_id: 'abcDEF_123' });

    const unpublished = await staffCall('PUT', `videos/${id}`, { ...res.json(), is_published: false, published_at: undefined });
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    expect((await call(t.app, member, { method: 'GET', url: `/api/video/${id}` })).statusCode).toBe(404);
    expect((await audit('video', id))[0]).toMatchObject({ action: 'content.video.update', before: { is_published: true }, after: { is_published: false } });
    const bad = await staffCall('POST', 'videos', { title: text('T'), description: text('D'), category: 'dance', external_id: 'x y', duration_seconds: 0 });
    expect(Object.keys(bad.json()).sort()).toEqual(['category', 'duration_seconds', 'external_id']);
  });

  it('a team member’s photo is uploaded through the upload module, replaces the old one and shows on the public team page', async () => {
    const team = await staffCall('POST', 'team', { name: text('Kanya Photo', 'กัญญา'), role: text('Office'), bio: text('Takes pictures.') });
    const id = team.json().id as number;
    expect(team.json().photo).toBeNull();
    const send = async (file: { data: Buffer | string; name: string; type: string }, lang = 'en', token = staff) =>
      call(t.app, token, { method: 'POST', url: `/api/staff/content/team/${id}/photo`, lang, ...(await multipart({}, { photo: file })) });

    const first = await send({ data: await png(1200, 900), name: 'kanya.png', type: 'image/png' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ id, detail: expect.any(String) });
    const photo = first.json().photo as string;
    expect(photo).toMatch(/\/media\/team\/\d+\/[\w-]+\.webp$/);
    // Re-encoded: a square WebP, served publicly.
    const served = await t.app.inject({ method: 'GET', url: new URL(photo, 'http://x').pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const publicTeam = (await call(t.app, visitor, { method: 'GET', url: '/api/team' })).json().results as { id: number; photo: string | null }[];
    expect(publicTeam.find((m) => m.id === id)?.photo).toBe(photo);

    // A document or a script is refused in the caller's language, and nothing changes.
    const wrong = await send({ data: pdf(), name: 'cv.pdf', type: 'application/pdf' }, 'th');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().photo).toEqual(['กรุณาอัปโหลดรูปภาพแบบ JPEG, PNG หรือ WebP']);
    const disguised = await send({ data: '<script>alert(1)</script>', name: 'x.png', type: 'image/png' });
    expect(disguised.statusCode).toBe(400);
    // Over 5 MB: refused with the limit said.
    const big = await send({ data: Buffer.alloc(5 * 1024 * 1024 + 10, 1), name: 'big.png', type: 'image/png' }, 'zh');
    expect([400, 413]).toContain(big.statusCode);
    expect(JSON.stringify(big.json())).toContain('5');
    // No file at all.
    const none = await call(t.app, staff, { method: 'POST', url: `/api/staff/content/team/${id}/photo`, ...(await multipart({ note: 'x' })) });
    expect(none.statusCode).toBe(400);
    expect((await staffCall('GET', `team/${id}`)).json().photo).toBe(photo);

    // A second photo replaces the first; the old file is gone; the audit has both.
    const second = await send({ data: await png(600, 600), name: 'kanya2.png', type: 'image/png' });
    expect(second.statusCode).toBe(200);
    expect(second.json().photo).not.toBe(photo);
    expect((await t.app.inject({ method: 'GET', url: new URL(photo, 'http://x').pathname })).statusCode).toBe(404);
    expect((await audit('team_member', id)).filter((a) => a.action === 'content.team_member.photo')).toHaveLength(2);
    // Members and visitors may not.
    expect((await send({ data: await png(100, 100), name: 'm.png', type: 'image/png' }, 'en', member)).statusCode).toBe(403);
  });

  it('a team member and a testimonial in Thai reach the public lists', async () => {
    const team = await staffCall('POST', 'team', { name: text('Anong Suk', 'อนงค์ สุข'), role: text('Office', 'สำนักงาน'), bio: text('Answers mail.') });
    expect(team.statusCode, team.body).toBe(201);
    const publicTeam = (await call(t.app, visitor, { method: 'GET', url: '/api/team', lang: 'th' })).json().results as { name: string; role: string }[];
    expect(publicTeam).toContainEqual(expect.objectContaining({ name: 'อนงค์ สุข', role: 'สำนักงาน' }));
    expect((await audit('team_member', team.json().id))[0].action).toBe('content.team_member.create');

    const quote = await staffCall('POST', 'testimonials', {
      name: 'Ploy',
      role: text('Teacher', 'ครู'),
      quote: text('Great.', 'ยอดเยี่ยม'),
      country: 'th',
      rating: 4,
      sort_order: 0,
    });
    expect(quote.statusCode, quote.body).toBe(201);
    expect(quote.json()).toMatchObject({ country: 'TH', rating: 4, is_published: true });
    const publicQuotes = (await call(t.app, visitor, { method: 'GET', url: '/api/testimonial?page_size=50', lang: 'th' })).json().results as {
      quote: string;
    }[];
    expect(publicQuotes.map((q) => q.quote)).toContain('ยอดเยี่ยม');
    expect((await staffCall('POST', 'testimonials', { name: 'X', role: text('R'), quote: text('Q'), rating: 9 })).json().rating).toBeDefined();
  });

  it('a platform event: dates checked, slug unique, shown by slug in Hindi, not deleted once members applied', async () => {
    const body = {
      slug: 'office-gathering-2031',
      title: text('Office gathering', 'งานพบปะ', '聚会', 'सभा'),
      summary: text('Meet the office.'),
      description: text('A day with the office.'),
      location: text('Bangkok', 'กรุงเทพฯ'),
      starts_at: '2031-03-01T09:00',
      ends_at: '2031-03-01T17:00',
      capacity: 2,
    };
    const wrongDates = await staffCall('POST', 'platform-events', { ...body, ends_at: '2031-02-01T09:00' });
    expect(wrongDates.statusCode).toBe(400);
    expect(wrongDates.json().ends_at).toBeDefined();
    const res = await staffCall('POST', 'platform-events', body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ starts_at: '2031-03-01T09:00:00.000Z', applications: 0, is_active: true });
    expect((await staffCall('POST', 'platform-events', body)).json().slug).toBeDefined();
    const shown = (await call(t.app, visitor, { method: 'GET', url: '/api/platform-event?slug=office-gathering-2031', lang: 'hi' })).json().results[0];
    expect(shown).toMatchObject({ title: 'सभा', location: 'Bangkok' });

    const id = res.json().id as number;
    expect((await call(t.app, member, { method: 'POST', url: `/api/platform-event/apply/${id}` })).statusCode).toBe(201);
    const refused = await staffCall('DELETE', `platform-events/${id}`);
    expect(refused.statusCode).toBe(409);
    const off = await staffCall('PUT', `platform-events/${id}`, { ...body, is_active: false });
    expect(off.json()).toMatchObject({ is_active: false, applications: 1 });
    expect((await call(t.app, visitor, { method: 'GET', url: '/api/platform-event?slug=office-gathering-2031' })).json().count).toBe(0);
  });
});

describe('the fee table', () => {
  it('a new amount prices new invoices only; invoices already issued keep theirs', async () => {
    const table = (await staffCall('GET', 'fees')).json().results as { code: string; amounts: { fee_type: string; currency: string; amount: number }[] }[];
    const rsy = table.find((i) => i.code === 'RSY')!;
    const old = rsy.amounts.find((a) => a.fee_type === 'annual' && a.currency === 'USD')!.amount;
    const first = await submittedSchool(t);
    const invoiceTotal = async (token: string, id: number) =>
      (await call(t.app, token, { method: 'GET', url: `/api/invoice/${id}` })).json().grand_total as number;
    expect(await invoiceTotal(first.member.token, first.invoiceId)).toBe(old);

    const changed = await staffCall('PUT', 'fees', { amounts: [{ code: 'RSY', fee_type: 'annual', currency: 'USD', amount: old + 1234 }] });
    expect(changed.statusCode, changed.body).toBe(200);
    const second = await submittedSchool(t);
    expect(await invoiceTotal(second.member.token, second.invoiceId)).toBe(old + 1234);
    expect(await invoiceTotal(first.member.token, first.invoiceId)).toBe(old);
    const publicFee = (await call(t.app, visitor, { method: 'GET', url: '/api/fee?currency=USD' }))
      .json()
      .results.find((r: { code: string }) => r.code === 'RSY');
    expect(publicFee.amounts.annual).toBe(old + 1234);

    const [entry] = await audit('fee_item', (changed.json().results as { id: number; code: string }[]).find((i) => i.code === 'RSY')!.id);
    expect(entry).toMatchObject({ action: 'fee.update', before: { 'annual.USD': old }, after: { 'annual.USD': old + 1234 } });
  });

  it('refuses an unknown item, a zero or fractional amount, all or nothing', async () => {
    const before = (await staffCall('GET', 'fees')).json();
    const res = await staffCall('PUT', 'fees', {
      amounts: [
        { code: 'RSY', fee_type: 'lifetime', currency: 'EUR', amount: 1 },
        { code: 'NOPE', fee_type: 'annual', currency: 'USD', amount: 100 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect((await staffCall('GET', 'fees')).json()).toEqual(before);
    for (const amount of [0, 1.5, -3, 'ten']) {
      expect((await staffCall('PUT', 'fees', { amounts: [{ code: 'RSY', fee_type: 'annual', currency: 'USD', amount }] })).statusCode).toBe(400);
    }
    expect((await staffCall('PUT', 'fees', { amounts: [{ code: 'RSY', fee_type: 'monthly', currency: 'GBP', amount: 5 }] })).statusCode).toBe(400);
  });
});

describe('school ratings', () => {
  it('a hidden rating leaves the school page, its average and count; the reason is the office’s; it can be shown again', async () => {
    const school = f.schools.rishikesh.id;
    const rate = async (rating: number, comment: string) => {
      const rater = await newMember(t.app);
      const res = await call(t.app, rater.token, { method: 'POST', url: '/api/school/rating-and-comment', payload: { school, rating, comment } });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    await rate(5, 'Wonderful teachers.');
    const spam = await rate(1, 'Buy cheap watches at spam.example');
    const summary = async () => (await call(t.app, visitor, { method: 'GET', url: `/api/school/rating-comment-summary/${school}` })).json();
    const comments = async () =>
      ((await call(t.app, visitor, { method: 'GET', url: `/api/school/rating-and-comment?school=${school}` })).json().results as { comment: string }[]).map(
        (r) => r.comment,
      );
    expect(await summary()).toMatchObject({ average: 3, count: 2 });

    expect((await staffCall('POST', `ratings/${spam}/hide`, { reason: ' ' })).statusCode).toBe(400);
    const hidden = await staffCall('POST', `ratings/${spam}/hide`, { reason: 'Advertising' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ hidden: true, hidden_reason: 'Advertising', hidden_by: expect.stringMatching(/@example\.com$/) });
    expect(await summary()).toMatchObject({ average: 5, count: 1 });
    expect(await comments()).toEqual(['Wonderful teachers.']);
    const card = (await call(t.app, visitor, { method: 'GET', url: `/api/school/school/${school}` })).json();
    expect(card).toMatchObject({ rating: 5, rating_count: 1, rating_distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 1 } });
    // Nothing public says why.
    expect(JSON.stringify(await comments())).not.toContain('Advertising');

    const list = (await staffCall('GET', `ratings?status=hidden&school=${school}`)).json();
    expect(list.results).toEqual([expect.objectContaining({ id: spam, hidden_reason: 'Advertising' })]);
    expect((await audit('school_rating', spam))[0]).toMatchObject({ action: 'rating.hide', after: { hidden: true, reason: 'Advertising' } });

    const shown = await staffCall('POST', `ratings/${spam}/unhide`);
    expect(shown.json()).toMatchObject({ hidden: false, hidden_reason: null });
    expect(await summary()).toMatchObject({ count: 2 });
    expect((await audit('school_rating', spam))[0].action).toBe('rating.unhide');
    expect((await staffCall('POST', 'ratings/999999/hide', { reason: 'x' })).statusCode).toBe(404);
    expect((await call(t.app, member, { method: 'POST', url: `/api/staff/content/ratings/${spam}/hide`, payload: { reason: 'x' } })).statusCode).toBe(403);
  });
});

describe('malformed input from staff', () => {
  it('never answers ≥ 500: every content call refuses bad values with a 400 (or 404 for an unknown id)', { timeout: 120_000 }, async () => {
    const BAD: unknown[] = [
      '\u0000',
      'a\u0000b',
      2147483648,
      1e20,
      -1,
      1.5,
      true,
      null,
      [],
      {},
      ['\u0000'],
      { en: '\u0000' },
      { en: 'x'.repeat(6000) },
      'x'.repeat(6000),
    ];
    const FIELDS = ['group', 'question', 'title', 'name', 'slug', 'starts_at', 'ends_at', 'capacity', 'external_id', 'amounts', 'reason', 'country', 'rating'];
    const urls = ['faq', 'videos', 'team', 'testimonials', 'platform-events'].flatMap((k) => [
      ['POST', k],
      ['PUT', `${k}/1`],
    ]);
    urls.push(['PUT', 'fees'], ['POST', 'ratings/1/hide']);
    for (const [method, url] of urls) {
      for (const field of FIELDS) {
        for (const value of BAD) {
          const res = await staffCall(method as 'POST', url, { [field]: value });
          expect(res.statusCode, `${method} ${url} ${field}=${JSON.stringify(value).slice(0, 40)}`).toBeLessThan(500);
        }
      }
    }
    for (const path of ['faq/%00', 'videos/2147483648', 'team/-1', 'ratings/abc/hide', 'ratings?status=%00', 'ratings?school=0']) {
      expect((await staffCall('GET', path)).statusCode, path).toBeLessThan(500);
    }
    const amounts = [{ code: '\u0000', fee_type: 'annual', currency: 'USD', amount: 1 }];
    expect((await staffCall('PUT', 'fees', { amounts })).statusCode).toBe(400);
  });
});
