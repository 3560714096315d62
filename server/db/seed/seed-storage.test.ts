import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { startS3Server } from '../../test/s3-server.ts';
import { profiles, users } from '../schema/index.ts';
import { seedDemoMembers } from './demo.ts';

// The seeds store their pictures and documents where the app reads them: in the bucket when S3 is
// configured (they used to go to DATA_DIR, and the demo's images answered 404).

let s3: Awaited<ReturnType<typeof startS3Server>>;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({}, s3.env);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe('demo seed with S3 storage', () => {
  it('puts the seeded avatar in the bucket, served under /media as a WebP image', async () => {
    await seedDemoMembers(t.app.deps.db, t.config);
    const [{ avatar }] = await t.app.deps.db
      .select({ avatar: profiles.avatar })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(users.username, 'ananda'));
    expect(avatar).toMatch(/^public\/avatars\/\d+\/demo\.webp$/);
    expect(t.app.deps.storage.kind).toBe('s3');
    const stored = await t.app.deps.storage.get(avatar as string);
    expect(stored?.contentType).toBe('image/webp');
    stored?.body.destroy();
    expect(existsSync(path.join(t.dataDir, 'uploads', avatar as string))).toBe(false);

    const served = await t.app.inject({ method: 'GET', url: `/media/${(avatar as string).replace(/^public\//, '')}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
  }, 60_000);
});
