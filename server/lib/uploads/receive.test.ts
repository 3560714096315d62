import { existsSync } from 'node:fs';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../http/error-handler.ts';
import { pdf, png, script } from '../../test/upload-files.ts';
import { LARGEST_UPLOAD_BYTES } from './policies.ts';
import { prepareUpload } from './prepare.ts';
import { MULTIPART_LIMITS, receiveUploads } from './receive.ts';

const MB = 1024 * 1024;

// A route as later issues will write them: it names the policy of each file field, and the limits
// follow those policies rather than one limit for every upload.
let app: FastifyInstance;
let leftOver: string[] = [];
beforeAll(async () => {
  app = Fastify();
  registerErrorHandler(app);
  await app.register(multipart, { limits: { fileSize: LARGEST_UPLOAD_BYTES, ...MULTIPART_LIMITS } });
  app.post('/payment', async (request) => {
    const form = await receiveUploads(request, { slip: 'transfer_slip', photo: 'gallery_image' });
    try {
      const answer: Record<string, unknown> = { fields: form.fields };
      for (const file of Object.values(form.files)) {
        const ready = await prepareUpload(file);
        answer[file.field] = { type: ready.contentType, size: ready.size, name: ready.originalName };
      }
      return answer;
    } finally {
      leftOver = Object.values(form.files).map((file) => file.path);
      await form.discard();
    }
  });
  await app.ready();
});
afterAll(() => app.close());

async function send(parts: Record<string, string | { data: Buffer; name: string; type?: string }>, lang = 'en') {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    form.set(name, typeof value === 'string' ? value : new File([new Uint8Array(value.data)], value.name, { type: value.type ?? 'application/octet-stream' }));
  }
  const encoded = new Response(form);
  return app.inject({
    method: 'POST',
    url: '/payment',
    headers: { 'content-type': encoded.headers.get('content-type') as string, 'accept-language': lang },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

describe('receiving uploads under each field’s policy', () => {
  it('takes a 7 MB transfer slip (its policy allows 10 MB, more than the avatar’s 5 MB)', async () => {
    const slip = Buffer.concat([pdf(), Buffer.alloc(7 * MB, 0x20), Buffer.from('\n%%EOF\n')]);
    const res = await send({ note: 'June fee', slip: { data: slip, name: 'slip.pdf', type: 'application/pdf' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ fields: { note: 'June fee' }, slip: { type: 'application/pdf', size: slip.length, name: 'slip.pdf' } });
    // The temporary copies are gone once the route is done.
    expect(leftOver).toHaveLength(1);
    expect(leftOver.some(existsSync)).toBe(false);
  });

  it('stops a file over its limit and names the field that was sent, in the caller’s language', async () => {
    const res = await send({ slip: { data: Buffer.alloc(10 * MB + 1), name: 'slip.pdf' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ slip: ['The file must be at most 10 MB.'] });
    const th = await send({ photo: { data: Buffer.alloc(10 * MB + 1), name: 'big.jpg' } }, 'th');
    expect(th.json()).toEqual({ photo: ['รูปภาพต้องมีขนาดไม่เกิน 10 MB'] });
  });

  it('checks each file by its content under its own field’s policy', async () => {
    const res = await send({ photo: { data: script, name: 'photo.png', type: 'image/png' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ photo: ['Upload a JPEG, PNG or WebP image.'] });
    const ok = await send({ photo: { data: await png(300, 200), name: 'photo.png' }, slip: { data: await png(300, 200), name: 'slip.png' } });
    expect(ok.json()).toMatchObject({ photo: { type: 'image/webp' }, slip: { type: 'image/png' } });
  });

  it('drops files in fields the route did not name, and treats an empty file input as none', async () => {
    const res = await send({ other: { data: await png(10, 10), name: 'x.png' }, slip: { data: Buffer.alloc(0), name: '' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ fields: {} });
  });
});
