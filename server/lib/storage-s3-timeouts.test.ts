import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness.ts';
import { AppError } from './errors.ts';
import { createS3Storage } from './storage-s3.ts';

// An S3 stand-in that accepts connections and never answers: the outage that used to hang requests.
let silent: net.Server;
let endpoint: string;
const sockets = new Set<net.Socket>();
beforeAll(async () => {
  silent = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(silent.address() as net.AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

const settings = () => ({
  endpoint,
  bucket: 'b',
  region: 'us-east-1',
  accessKeyId: 'k',
  secretAccessKey: 's',
  forcePathStyle: true,
  timeouts: { connectMs: 500, requestMs: 500, uploadMs: 500, uploadMsPerMb: 0, maxAttempts: 2 },
});
const storage = () => createS3Storage(settings());

async function timed<T>(work: Promise<T>) {
  const started = Date.now();
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  return { error, ms: Date.now() - started };
}

describe('S3 storage against a bucket that never answers', () => {
  it('fails a read within the time limit, as "temporarily unavailable" (503)', async () => {
    const { error, ms } = await timed(storage().get('public/a/b.webp'));
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('UNAVAILABLE');
    expect(ms).toBeLessThan(4_000);
  }, 15_000);

  it('fails an upload within the time limit', async () => {
    const { error, ms } = await timed(storage().put('public/a/c.webp', Buffer.from('data'), { contentType: 'image/webp' }));
    expect((error as AppError).code).toBe('UNAVAILABLE');
    expect(ms).toBeLessThan(4_000);
  }, 15_000);

  it('fails a delete within the time limit', async () => {
    const { error, ms } = await timed(storage().remove('public/a/c.webp'));
    expect((error as AppError).code).toBe('UNAVAILABLE');
    expect(ms).toBeLessThan(4_000);
  }, 15_000);
});

describe('/media with a bucket that never answers', () => {
  it('answers 503 quickly, with a message, instead of hanging', async () => {
    const t = await createTestApp({ s3: settings() });
    try {
      const started = Date.now();
      const res = await t.app.inject({ method: 'GET', url: '/media/avatars/1/x.webp' });
      expect(res.statusCode).toBe(503);
      expect(res.json().detail).toMatch(/temporarily unavailable/);
      expect(Date.now() - started).toBeLessThan(4_000);
    } finally {
      await t.close();
    }
  }, 30_000);
});
