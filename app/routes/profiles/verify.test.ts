import { eq } from 'drizzle-orm';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schools } from '../../../server/db/schema/index.ts';
import { createTestApp, newMember, type TestApp, WEB_CLIENT } from '../../../server/test/harness.ts';
import { ownSchool } from '../../../server/test/own-listings.ts';
import { serverContext } from '../../lib/server-context.ts';
import { type WebState, webStateContext } from '../../lib/web-state.server.ts';
import { loader } from './verify.tsx';

// The /verify page's loader on the real API (in-process): what it answers for each kind of code, and
// with which status, since the page must work as a plain server-rendered page (no JavaScript).

let t: TestApp;
let code: string;
let schoolId: number;
beforeAll(async () => {
  t = await createTestApp();
  const owner = await newMember(t.app);
  const school = await ownSchool(t, owner.pk, { name: 'Lanna Yoga Chiang Mai' });
  code = school.registryCode;
  schoolId = school.id;
}, 60_000);
afterAll(() => t.close());

function context(lang: 'en' | 'th') {
  const state: WebState = {
    session: null,
    lang,
    currency: 'USD',
    flash: null,
    setSession() {},
    setFlash() {},
    setCurrency() {},
  };
  const provider = new RouterContextProvider();
  provider.set(webStateContext, state);
  provider.set(serverContext, {
    async apiFetch(request) {
      const url = new URL(request.url);
      const res = await t.app.inject({
        method: request.method as 'GET',
        url: url.pathname + url.search,
        headers: Object.fromEntries(request.headers),
        payload: request.body ? Buffer.from(await request.arrayBuffer()) : undefined,
      });
      return new Response(res.body, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') } });
    },
    nonce: 'n',
    log: { error: () => {} },
    publicUrl: 'http://localhost:3000',
    webClient: WEB_CLIENT,
    sessionSecret: 'x'.repeat(40),
    secureCookies: false,
    google: { authUrl: '', tokenUrl: '' },
  });
  return provider;
}

type Answer = { data?: { outcome: unknown; meta: { title: string } }; init?: { status?: number } | null; outcome?: unknown; meta?: { title: string } };
async function open(path: string, lang: 'en' | 'th' = 'en') {
  const url = new URL(path, 'http://localhost:3000');
  const code = url.pathname.split('/')[2];
  const answer = (await loader({
    request: new Request(url),
    context: context(lang),
    params: code ? { code } : {},
  } as unknown as Parameters<typeof loader>[0])) as Answer;
  // data(…, { status }) for 400 and 404; the plain object for 200.
  return answer.data ? { status: answer.init?.status ?? 200, ...answer.data } : { status: 200, outcome: answer.outcome, meta: answer.meta };
}

describe('/verify/{code}', () => {
  it('says a listed school is valid, with its facts in the visitor’s language', async () => {
    const page = await open(`/verify/${code}`, 'th');
    expect(page.status).toBe(200);
    expect(page.meta?.title).toBe('Lanna Yoga Chiang Mai · ตรวจสอบการขึ้นทะเบียน');
    expect(page.outcome).toMatchObject({
      kind: 'checked',
      state: 'valid',
      code: `${code.slice(0, 5)}-${code.slice(5)}`,
      listing: { name: 'Lanna Yoga Chiang Mai', kind: 'school', levels: ['RSY', 'CYS'], valid_until_label: expect.stringMatching(/\d/) },
    });
  });

  it('says expired once the membership lapsed', async () => {
    await t.app.deps.db
      .update(schools)
      .set({ validUntil: new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10) })
      .where(eq(schools.id, schoolId));
    expect((await open(`/verify/${code.toLowerCase()}`)).outcome).toMatchObject({ kind: 'checked', state: 'expired', listing: { profile_url: null } });
  });

  it('answers 404 for an unknown code and 400, with the API’s message, for a malformed one', async () => {
    expect(await open('/verify/ZZZZZ-ZZZZZ')).toMatchObject({ status: 404, outcome: { kind: 'unknown', code: 'ZZZZZ-ZZZZZ' } });
    expect(await open('/verify/not-a-code', 'th')).toMatchObject({
      status: 400,
      outcome: { kind: 'malformed', message: 'กรอกรหัส 10 ตัวอักษรที่พิมพ์อยู่บนบัตรทะเบียน (เช่น ABCDE-FGHJK)' },
    });
  });

  it('sends the form’s ?code= to the code’s own address, and shows the form alone without one', async () => {
    const thrown = (await open('/verify?code=%20abcde-fghjk%20').catch((response: unknown) => response)) as Response;
    expect(thrown).toBeInstanceOf(Response);
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get('location')).toBe('/verify/abcde-fghjk');
    expect(await open('/verify')).toMatchObject({ status: 200, outcome: null });
  });
});
