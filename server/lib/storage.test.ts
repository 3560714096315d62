import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../test/s3-server.ts';
import { createLocalStorage, type Storage } from './storage.ts';
import { createS3Storage } from './storage-s3.ts';

/** What every storage adapter must do, the same way. */
function storageContract(name: string, open: () => Storage) {
  describe(`${name}: the storage contract`, () => {
    it('round trip: put from memory or a stream, get as a stream, remove', async () => {
      const storage = open();
      await storage.put('public/avatars/1/a.webp', Buffer.from('webp bytes'), {
        contentType: 'image/webp',
        cacheControl: 'public, max-age=31536000, immutable',
      });
      const chunks = Readable.from([Buffer.from('%PDF-1.4 '), Buffer.from('streamed in two chunks')]);
      await storage.put('private/documents/1/b.pdf', chunks, { contentType: 'application/pdf', size: 31 });

      const image = await storage.get('public/avatars/1/a.webp');
      expect(image).not.toBeNull();
      expect(image!.size).toBe(10);
      expect(await text(image!.body)).toBe('webp bytes');
      const document = await storage.get('private/documents/1/b.pdf');
      expect(await text(document!.body)).toBe('%PDF-1.4 streamed in two chunks');

      await storage.remove('private/documents/1/b.pdf');
      expect(await storage.get('private/documents/1/b.pdf')).toBeNull();
      // Removing what is not there is not an error (a retried cleanup).
      await storage.remove('private/documents/1/b.pdf');
    });

    it('answers null for a missing file and refuses keys outside public/ and private/', async () => {
      const storage = open();
      expect(await storage.get('public/none/here.webp')).toBeNull();
      for (const key of ['../secrets.json', 'public/../../x', 'other/a.txt', 'private', '/public/a', 'public//a', 'public/a\u0000b']) {
        await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
      }
    });

    it('links public files under /media; private ones have no public address', async () => {
      expect(open().publicUrl('public/events/3/x.webp')).toBe('/media/events/3/x.webp');
    });
  });
}

describe('local disk', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wya-storage-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  storageContract('disk', () => createLocalStorage({ dataDir }));

  it('keeps private files outside the public folder, and leaves no partial file when a write fails', async () => {
    const storage = createLocalStorage({ dataDir });
    await storage.put('private/slips/2/s.pdf', Buffer.from('%PDF'));
    expect(existsSync(path.join(dataDir, 'uploads/private/slips/2/s.pdf'))).toBe(true);
    const failing = new Readable({
      read() {
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(storage.put('private/slips/2/t.pdf', failing)).rejects.toThrow('connection lost');
    expect(readdirSync(path.join(dataDir, 'uploads/private/slips/2'))).toEqual(['s.pdf']);
  });
});

describe('S3-compatible object storage, against a real S3 server (s3rver)', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(() => s3.close());
  storageContract('s3', () => createS3Storage(s3.settings));

  it('keeps the content type with the object, and links to S3_PUBLIC_URL when one is set', async () => {
    const storage = createS3Storage(s3.settings);
    await storage.put('public/covers/4/c.webp', Buffer.from('cover'), { contentType: 'image/webp' });
    expect((await storage.get('public/covers/4/c.webp'))?.contentType).toBe('image/webp');
    const cdn = createS3Storage({ ...s3.settings, publicUrl: 'https://cdn.example.com' });
    expect(cdn.publicUrl('public/covers/4/c.webp')).toBe('https://cdn.example.com/public/covers/4/c.webp');
  });

  it('refuses wrong credentials (the server checks signatures) and a stream of unknown size', async () => {
    const wrong = createS3Storage({ ...s3.settings, secretAccessKey: 'not-the-secret' });
    await expect(wrong.put('public/a/b.webp', Buffer.from('x'))).rejects.toThrow();
    await expect(createS3Storage(s3.settings).put('public/a/c.webp', Readable.from([Buffer.from('x')]))).rejects.toThrow(/size/);
  });
});
