import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, WEB_CLIENT } from '../test/harness.ts';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

const redisAnswers = () =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(6379, '127.0.0.1');
    socket.once('connect', () => resolve(!!socket.end()));
    socket.once('error', () => resolve(false));
  });

async function hammerSignup(t: TestApp, ip: string, times: number) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user-auth/registration/',
      payload: {},
      remoteAddress: ip,
      headers: { 'accept-language': 'th' },
    });
    statuses.push(res.statusCode);
    if (res.statusCode === 429) expect(res.json().detail).toMatch(/[\u0E00-\u0E7F]/);
  }
  return statuses;
}

describe('per-IP rate limits', () => {
  it('limits sign-up attempts per minute and per address', async () => {
    const t = await createTestApp({}, { RATE_LIMIT: 'on' });
    apps.push(t);
    const statuses = await hammerSignup(t, '10.1.1.1', 11);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another address is not affected.
    expect((await hammerSignup(t, '10.1.1.2', 1))[0]).toBe(400);
  });

  it('limits the token call', async () => {
    const t = await createTestApp({}, { RATE_LIMIT: 'on' });
    apps.push(t);
    const call = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/token/',
        remoteAddress: '10.2.2.2',
        payload: { grant_type: 'client_credentials', client_id: WEB_CLIENT.id, client_secret: WEB_CLIENT.secret },
      });
    for (let i = 0; i < 30; i++) expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(429);
  });

  it('shares the counters through Redis when REDIS_URL is set, so two processes count as one', async () => {
    if (!(await redisAnswers())) return; // No Redis on this machine: nothing to share.
    const ip = `10.3.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const env = { RATE_LIMIT: 'on', REDIS_URL: 'redis://127.0.0.1:6379' };
    const first = await createTestApp({}, env);
    const second = await createTestApp({}, env);
    apps.push(first, second);
    const a = await hammerSignup(first, ip, 6);
    const b = await hammerSignup(second, ip, 5);
    expect([...a, ...b].filter((s) => s === 429)).toHaveLength(1);
    expect(b.at(-1)).toBe(429);
  });
});
