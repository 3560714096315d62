import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newMember, type TestApp } from '../test/harness.ts';
import { lastMailTo } from '../test/outbox.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { WORKER: 'inline', JOB_POLL_SECONDS: '0.5' });
});
afterAll(() => t.close());

async function eventually<T>(read: () => T | undefined, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the inline worker', () => {
  it('sends a queued mail after the request has answered', async () => {
    const m = await newMember(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/user-auth/password/reset/', payload: { email: m.email } });
    expect(res.statusCode).toBe(200);
    const mail = await eventually(() => lastMailTo(t.dataDir, m.email));
    expect(mail).toContain('/auth/confirm-reset-password/');
    expect(mail).toContain('text/html');
  });
});
