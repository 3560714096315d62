import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, newMember, type TestApp, WEB_CLIENT } from '../../test/harness.ts';

// The token check answers from memory; a revocation made by another process (here: written
// straight into the database, as another server would) is seen within the poll interval, and one
// made by this process at once.
const POLL_MS = 200;
let t: TestApp;
const me = (token: string) => call(t.app, token, { method: 'GET', url: '/api/user-auth/user/' });

/** Calls until the answer is `status`; answers how long that took. */
async function until(token: string, status: number, limitMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if ((await me(token)).statusCode === status) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`still not ${status} after ${limitMs} ms`);
}

beforeAll(async () => {
  t = await createTestApp({}, { TOKEN_CACHE_TTL_MS: '60000', TOKEN_REVOCATION_POLL_MS: String(POLL_MS) });
});
afterAll(() => t.close());

describe('token check cache', () => {
  it('answers a checked token without reading its row again', async () => {
    const member = await newMember(t.app);
    expect((await me(member.token)).statusCode).toBe(200);
    // A lookup by hash would now find nothing; an update raises no epoch, so only memory can answer.
    await t.app.deps.db.execute(sql`update oauth_tokens set access_token_hash = md5(access_token_hash) where user_id = ${member.pk}`);
    await new Promise((r) => setTimeout(r, 2 * POLL_MS));
    expect((await me(member.token)).statusCode).toBe(200);
  });

  it('refuses a token deleted by another process within the poll interval', async () => {
    const member = await newMember(t.app);
    expect((await me(member.token)).statusCode).toBe(200);
    await t.app.deps.db.execute(sql`delete from oauth_tokens where user_id = ${member.pk}`);
    expect(await until(member.token, 401, 3 * POLL_MS + 500)).toBeLessThanOrEqual(3 * POLL_MS + 500);
  });

  it('refuses the tokens of an account deactivated by another process within the poll interval', async () => {
    const member = await newMember(t.app);
    expect((await me(member.token)).statusCode).toBe(200);
    await t.app.deps.db.execute(sql`update users set is_active = false where id = ${member.pk}`);
    expect(await until(member.token, 401, 3 * POLL_MS + 500)).toBeLessThanOrEqual(3 * POLL_MS + 500);
  });

  it('refuses a token revoked through this process at once', async () => {
    const member = await newMember(t.app);
    expect((await me(member.token)).statusCode).toBe(200);
    const revoked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/revoke-token/',
      payload: { token: member.token, client_id: WEB_CLIENT.id, client_secret: WEB_CLIENT.secret },
    });
    expect(revoked.statusCode).toBe(200);
    expect((await me(member.token)).statusCode).toBe(401);
  });
});
