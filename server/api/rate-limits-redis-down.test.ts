import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, WEB_CLIENT } from '../test/harness.ts';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

describe('rate limits while Redis is unreachable', () => {
  it('still issues tokens, quickly, and counts per process', async () => {
    // Port 1: nothing listens, every connection is refused.
    const t = await createTestApp({}, { RATE_LIMIT: 'on', REDIS_URL: 'redis://127.0.0.1:1' });
    apps.push(t);
    const call = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/token/',
        remoteAddress: '10.9.9.9',
        payload: { grant_type: 'client_credentials', client_id: WEB_CLIENT.id, client_secret: WEB_CLIENT.secret },
      });
    for (let i = 0; i < 30; i++) {
      const started = Date.now();
      expect((await call()).statusCode).toBe(200);
      // Not held waiting for Redis (it was 0.8–10 s, then a 500).
      expect(Date.now() - started).toBeLessThan(5_000);
    }
    // The 31st in the minute is refused: the per-process counters took over.
    expect((await call()).statusCode).toBe(429);
  }, 30_000);
});
