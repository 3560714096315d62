import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHOOL_STANDARD_CODES } from '#common/standards.ts';
import { contactMessages, feedbackEntries } from '../../db/schema/index.ts';
import { seedContent } from '../../db/seed/content.ts';
import { call, clientToken, createTestApp, newMember, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let visitor: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedContent(t.app.deps.db);
  visitor = await clientToken(t.app);
});
afterAll(() => t.close());

const get = (url: string, token: string | null = visitor, lang?: string) => call(t.app, token, { method: 'GET', url, lang });
const post = (url: string, payload: unknown, token: string | null = visitor, lang?: string) =>
  call(t.app, token, { method: 'POST', url, payload: payload as object, lang });
const rows = async (table: typeof contactMessages | typeof feedbackEntries) => (await t.app.deps.db.select({ n: count() }).from(table))[0].n;

describe('POST /api/demo/magic-word (SPEC §5)', () => {
  it('accepts only the word example and names the field otherwise, in the caller’s language', async () => {
    const tryWord = (word: unknown, lang?: string) => post('/api/demo/magic-word', { word }, visitor, lang);
    expect((await tryWord('example')).json()).toEqual({ detail: 'That is the magic word.' });
    expect((await tryWord('please')).json()).toEqual({ word: ['This is not the magic word'] });
    expect((await tryWord('please', 'zh')).json()).toEqual({ word: ['这不是魔法词'] });
    expect((await tryWord('x'.repeat(5000))).statusCode).toBe(400);
    expect((await call(t.app, null, { method: 'POST', url: '/api/demo/magic-word', payload: { word: 'example' } })).statusCode).toBe(401);
  });
});

describe('GET /api/fee', () => {
  it('gives each registration its own annual and lifetime amount per currency, in minor units', async () => {
    const usd = (await get('/api/fee?currency=USD')).json();
    const eur = (await get('/api/fee?currency=eur')).json();
    const find = (body: { results: { code: string; amounts: { annual: number; lifetime: number } }[] }, code: string) =>
      body.results.find((r) => r.code === code)!;
    expect(usd.currency).toBe('USD');
    expect(find(usd, 'RTY-200').amounts.lifetime).toBe(28000);
    expect(find(eur, 'RTY-200').amounts.lifetime).toBe(25000);
    expect(find(usd, 'RTY-300').amounts.lifetime).toBe(31000);
    expect(find(eur, 'RTY-300').amounts.lifetime).toBe(27500);
    for (const body of [usd, eur]) for (const r of body.results) expect(r.amounts.annual).toBeLessThan(r.amounts.lifetime);
    const thb = (await get('/api/fee?currency=THB&audience=school', visitor, 'th')).json();
    // Every school standard, in the standards' order (docs/decisions/0029-every-level-priced.md).
    expect(thb.results.map((r: { code: string }) => r.code)).toEqual([...SCHOOL_STANDARD_CODES]);
    expect(thb.results[0].name).toMatch(/[\u0E00-\u0E7F]/);
    // Set per currency, not converted: THB is not USD times a rate of the day.
    expect(find(thb, 'RSY').amounts.annual).toBe(630000);
  });

  it('refuses an unknown currency and calls without a token', async () => {
    expect((await get('/api/fee?currency=GBP')).statusCode).toBe(400);
    expect((await get('/api/fee', null)).statusCode).toBe(401);
  });
});

describe('FAQ, team and testimonials', () => {
  it('answers in the caller language and filters the FAQ by a search term', async () => {
    const zh = (await get('/api/faq', visitor, 'zh')).json();
    expect(zh.count).toBeGreaterThanOrEqual(10);
    expect(new Set(zh.results.map((e: { group: string }) => e.group))).toEqual(new Set(['membership', 'schools', 'teachers', 'payments']));
    expect(zh.results[0].question).toMatch(/[\u4E00-\u9FFF]/);
    const search = (await get('/api/faq?search=refund')).json();
    expect(search.count).toBeGreaterThan(0);
    expect(search.results.every((e: { question: string; answer: string }) => /refund/i.test(e.question + e.answer))).toBe(true);
    const team = (await get('/api/team', visitor, 'hi')).json();
    expect(team.count).toBe(5);
    expect(team.results[0].role).toMatch(/[\u0900-\u097F]/);
  });

  it('lists testimonials as a page', async () => {
    const res = await get('/api/testimonial?page_size=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(5);
    expect(body.results).toHaveLength(2);
    expect(body.next).toContain('page=2');
    expect(Object.keys(body.results[0]).sort()).toEqual(['country', 'id', 'name', 'quote', 'rating', 'role']);
    // The last page, then one past it: DRF's 404 "Invalid page.", localized.
    expect((await get('/api/testimonial?page_size=2&page=3')).json().results).toHaveLength(1);
    const past = await get('/api/testimonial?page_size=2&page=4');
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ detail: 'Invalid page.' });
    expect((await get('/api/testimonial?page_size=2&page=4', visitor, 'zh')).json()).toEqual({ detail: '无效页面。' });
  });
});

describe('videos', () => {
  it('lists members-only videos to visitors without the video itself', async () => {
    const exclusive = (await get('/api/video?members_only=1')).json();
    expect(exclusive.count).toBe(4);
    for (const v of exclusive.results) {
      expect(v).toMatchObject({ members_only: true, locked: true, video_id: null, embed_url: null, provider: null });
      expect(JSON.stringify(v)).not.toMatch(/youtube/);
    }
    const detail = await get(`/api/video/${exclusive.results[0].id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ locked: true, embed_url: null, video_id: null });
    expect(detail.body).not.toMatch(/youtube/);
  });

  it('gives members the embed address of members-only videos', async () => {
    const member = await newMember(t.app);
    const list = (await get('/api/video?members_only=1', member.token)).json();
    expect(list.results[0].locked).toBe(false);
    expect(list.results[0].embed_url).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  });

  it('pages public videos and gives related videos of the same kind', async () => {
    const first = (await get('/api/video?members_only=0')).json();
    expect(first.count).toBe(11);
    expect(first.results).toHaveLength(9);
    expect(first.next).toContain('page=2');
    const detail = (await get(`/api/video/${first.results[0].id}`)).json();
    expect(detail.embed_url).toBeTruthy();
    expect(detail.related).toHaveLength(4);
    expect(detail.related.every((r: { members_only: boolean; id: number }) => !r.members_only && r.id !== detail.id)).toBe(true);
  });

  it('answers a missing video with 404 "Not found video", localized', async () => {
    const res = await get('/api/video/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found video' });
    expect((await get('/api/video/999999', visitor, 'th')).json().detail).toBe('ไม่พบวิดีโอ');
    expect((await get('/api/video/abc')).statusCode).toBe(400);
  });
});

describe('platform events', () => {
  it('lists upcoming events and finds one by slug with its description', async () => {
    const all = (await get('/api/platform-event')).json();
    expect(all.count).toBe(4);
    const upcoming = (await get('/api/platform-event?upcoming=1')).json();
    expect(upcoming.count).toBe(3);
    expect(upcoming.results[0].applied).toBeNull();
    const one = (await get('/api/platform-event?slug=asia-teachers-gathering-chiang-mai', visitor, 'th')).json();
    expect(one.results[0].description).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('lets a member apply once; visitors may not; past events are closed', async () => {
    const events = (await get('/api/platform-event')).json().results as { id: number; is_past: boolean }[];
    const open = events.find((e) => !e.is_past)!;
    const past = events.find((e) => e.is_past)!;
    expect((await post(`/api/platform-event/apply/${open.id}`, {})).statusCode).toBe(403);
    const member = await newMember(t.app);
    const first = await post(`/api/platform-event/apply/${open.id}`, {}, member.token);
    expect(first.statusCode).toBe(201);
    expect(first.json().detail).toBeTruthy();
    const again = await post(`/api/platform-event/apply/${open.id}`, {}, member.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('You have already applied to this event.');
    expect((await get(`/api/platform-event/${open.id}`, member.token)).json().applied).toBe(true);
    expect((await post(`/api/platform-event/apply/${past.id}`, {}, member.token)).statusCode).toBe(400);
    expect((await post('/api/platform-event/apply/999999', {}, member.token)).statusCode).toBe(404);
  });

  it('counts one application when a member double-submits', async () => {
    const events = (await get('/api/platform-event?upcoming=1')).json().results as { id: number; seats_left: number }[];
    const member = await newMember(t.app);
    const results = await Promise.all([1, 2, 3].map(() => post(`/api/platform-event/apply/${events[1].id}`, {}, member.token)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await get(`/api/platform-event/${events[1].id}`)).json().seats_left).toBe(events[1].seats_left - 1);
  });
});

describe('GET /api/page', () => {
  it('gives a long-form page in the caller language and 404 for an unknown one', async () => {
    const res = await get('/api/page?path=about', visitor, 'hi');
    expect(res.statusCode).toBe(200);
    expect(res.json().title).toMatch(/[\u0900-\u097F]/);
    expect(res.json().html).toContain('WYA');
    expect((await get('/api/page?path=standards/xyz')).statusCode).toBe(404);
    expect((await get('/api/page?path=../package.json')).statusCode).toBe(404);
  });
});

describe('POST /api/contact', () => {
  it('refuses bad input field by field in the caller language and stores nothing', async () => {
    const before = await rows(contactMessages);
    const res = await post('/api/contact', { subject: '', message: 'short', email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ subject: ['This field is required.'], message: ['Use at least 10 characters.'], email: ['Enter a valid email address.'] });
    const th = await post('/api/contact', {}, visitor, 'th');
    expect(Object.keys(th.json()).sort()).toEqual(['email', 'message', 'subject']);
    expect(th.json().email[0]).toMatch(/[\u0E00-\u0E7F]/);
    const tooLong = await post('/api/contact', { subject: 'x'.repeat(201), message: 'A long enough message.', email: 'a@example.com' });
    expect(tooLong.json()).toEqual({ subject: ['Use at most 200 characters.'] });
    expect(await rows(contactMessages)).toBe(before);
  });

  it('stores the message and mails it to the office', async () => {
    const res = await post('/api/contact', {
      subject: 'Question about CYS',
      message: 'How long does a CYS review take for a 300-hour course?',
      email: 'Asker@Example.com',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().detail).toMatch(/Thank you/);
    await t.drainJobs();
    const outbox = path.join(t.dataDir, 'outbox');
    expect(existsSync(outbox)).toBe(true);
    const mails = readdirSync(outbox).map((f) => readFileSync(path.join(outbox, f), 'utf8'));
    const mail = mails.find((m) => m.includes('Question about CYS'));
    expect(mail).toBeDefined();
    expect(mail).toContain(`To: ${t.config.officeEmail}`);
    expect(mail).toContain('asker@example.com');
  });
});

describe('POST /api/feedback', () => {
  it('validates and stores feedback for staff', async () => {
    const before = await rows(feedbackEntries);
    const bad = await post('/api/feedback', { category: 'spam', rating: 9, message: '' }, visitor, 'zh');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['category', 'message', 'rating']);
    expect(bad.json().rating[0]).toMatch(/[\u4E00-\u9FFF]/);
    expect(await rows(feedbackEntries)).toBe(before);
    const ok = await post('/api/feedback', { category: 'website', rating: '5', message: 'The fee page is very clear, thank you.', email: '' });
    expect(ok.statusCode).toBe(201);
    expect(await rows(feedbackEntries)).toBe(before + 1);
  });
});

describe('OpenAPI', () => {
  it('documents the content calls with their bodies', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths;
    for (const p of [
      '/api/fee',
      '/api/faq',
      '/api/team',
      '/api/testimonial',
      '/api/page',
      '/api/video',
      '/api/video/{id}',
      '/api/platform-event',
      '/api/platform-event/apply/{id}',
      '/api/contact',
      '/api/feedback',
    ]) {
      expect(paths[p], p).toBeDefined();
    }
    expect(JSON.stringify(paths['/api/contact'].post.requestBody)).toContain('subject');
  });
});

describe('rate limit', () => {
  it('allows five contact messages a minute per address, then answers 429', async () => {
    const limited = await createTestApp({}, { RATE_LIMIT: 'on' });
    try {
      const token = await clientToken(limited.app);
      const body = { subject: 'Hello', message: 'A message that is long enough.', email: 'a@example.com' };
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) codes.push((await call(limited.app, token, { method: 'POST', url: '/api/contact', payload: body })).statusCode);
      expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
      // Invalid attempts count too, so the form cannot be used to probe.
      const res = await call(limited.app, token, { method: 'POST', url: '/api/contact', payload: {}, lang: 'th' });
      expect(res.statusCode).toBe(429);
      expect(res.json().detail).toMatch(/[\u0E00-\u0E7F]/);
    } finally {
      await limited.close();
    }
  });
});
