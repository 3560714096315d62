import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegWithExif, pdf, png, script, webp } from '../../test/upload-files.ts';
import { AppError } from '../errors.ts';
import { translate } from '../i18n.ts';
import type { UploadKind } from './policies.ts';
import { prepareUpload, type UploadSource } from './prepare.ts';

const MB = 1024 * 1024;
const source = (kind: UploadKind, data: Buffer, field = 'file', originalName = 'upload.png'): UploadSource => ({ field, kind, originalName, data });

/** The refusal as the API would answer it: {field: [message in that language]}. */
async function refusal(promise: Promise<unknown>, lang: 'en' | 'th' = 'en') {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const fields = (error as AppError).fields ?? {};
  return Object.fromEntries(Object.entries(fields).map(([field, keys]) => [field, keys.map((k) => translate(lang, k))]));
}

describe('public images are checked by content and re-encoded without metadata', () => {
  it('avatar: any of JPEG, PNG, WebP becomes a 512×512 WebP', async () => {
    for (const data of [await png(900, 600), await jpegWithExif(700, 900), await webp(600, 600)]) {
      const ready = await prepareUpload(source('avatar', data, 'avatar'));
      expect(ready).toMatchObject({ contentType: 'image/webp', extension: 'webp' });
      const meta = await sharp((ready.body as { data: Buffer }).data).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
      expect(meta.exif).toBeUndefined();
    }
  });

  it('avatar: refuses a script named .png and a file over 5 MB, naming the field', async () => {
    expect(await refusal(prepareUpload(source('avatar', script, 'avatar', 'me.png')))).toEqual({ avatar: ['Upload a JPEG, PNG or WebP image.'] });
    expect(await refusal(prepareUpload(source('avatar', Buffer.alloc(5 * MB + 1, 0xff), 'avatar')))).toEqual({ avatar: ['The image must be at most 5 MB.'] });
  });

  it('gallery image: shrunk to fit 2000 px, never enlarged; metadata gone', async () => {
    const big = await prepareUpload(source('gallery_image', await jpegWithExif(3000, 1500), 'image'));
    const meta = await sharp((big.body as { data: Buffer }).data).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 2000, height: 1000 });
    expect(meta.exif).toBeUndefined();
    const small = await prepareUpload(source('gallery_image', await png(640, 480), 'image'));
    expect(await sharp((small.body as { data: Buffer }).data).metadata()).toMatchObject({ width: 640, height: 480 });
  });

  it('gallery image: refuses a PDF, more than 10 MB and more than 8000 px', async () => {
    expect(await refusal(prepareUpload(source('gallery_image', pdf(), 'image')))).toEqual({ image: ['Upload a JPEG, PNG or WebP image.'] });
    expect(await refusal(prepareUpload(source('gallery_image', Buffer.alloc(10 * MB + 1), 'image')))).toEqual({ image: ['The image must be at most 10 MB.'] });
    expect(await refusal(prepareUpload(source('gallery_image', await png(8001, 10), 'image')))).toEqual({
      image: ['The image must be at most 8000×8000 pixels.'],
    });
  });

  it('cover image: re-encoded to fit 2400×1600; a damaged image is refused', async () => {
    const cover = await prepareUpload(source('cover_image', await png(3600, 1200), 'cover_image'));
    expect(await sharp((cover.body as { data: Buffer }).data).metadata()).toMatchObject({ format: 'webp', width: 2400, height: 800 });
    const cut = (await png(1200, 480)).subarray(0, 200);
    expect(await refusal(prepareUpload(source('cover_image', cut, 'cover_image')))).toEqual({
      cover_image: ['This image could not be read. Please try another file.'],
    });
  });

  it('event image: exactly 900×506, PNG or JPEG only (SPEC §5)', async () => {
    for (const data of [await png(900, 506), await jpegWithExif(900, 506)]) {
      const ready = await prepareUpload(source('event_image', data, 'image'));
      const meta = await sharp((ready.body as { data: Buffer }).data).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 900, height: 506 });
      expect(meta.exif).toBeUndefined();
    }
    expect(await refusal(prepareUpload(source('event_image', await png(900, 500), 'image')))).toEqual({
      image: ['The event image must be exactly 900×506 pixels.'],
    });
    expect(await refusal(prepareUpload(source('event_image', await png(1800, 1012), 'image')), 'th')).toEqual({
      image: ['รูปภาพกิจกรรมต้องมีขนาด 900×506 พิกเซลพอดี'],
    });
    expect(await refusal(prepareUpload(source('event_image', await webp(900, 506), 'image')))).toEqual({ image: ['Only PNG or JPG images.'] });
    expect(await refusal(prepareUpload(source('event_image', script, 'image', 'event.jpg')))).toEqual({ image: ['Only PNG or JPG images.'] });
    expect(await refusal(prepareUpload(source('event_image', Buffer.alloc(5 * MB + 1), 'image')))).toEqual({ image: ['The image must be at most 5 MB.'] });
  });
});

describe('private documents are kept exactly as sent', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'wya-prepare-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  for (const kind of ['application_document', 'transfer_slip'] as const) {
    it(`${kind}: PDF, JPEG and PNG pass unchanged, from disk or memory`, async () => {
      const file = path.join(dir, `${kind}.pdf`);
      writeFileSync(file, pdf());
      const fromDisk = await prepareUpload({ field: 'document', kind, originalName: 'certificate.pdf', path: file });
      expect(fromDisk).toMatchObject({ contentType: 'application/pdf', extension: 'pdf', size: pdf().length, body: { path: file } });
      expect(fromDisk.policy.visibility).toBe('private');
      const photo = await jpegWithExif(1200, 1600);
      const jpeg = await prepareUpload(source(kind, photo, 'document'));
      expect(jpeg).toMatchObject({ contentType: 'image/jpeg', extension: 'jpg', body: { data: photo } });
      expect(await prepareUpload(source(kind, await png(300, 200), 'document'))).toMatchObject({ contentType: 'image/png', extension: 'png' });
    });

    it(`${kind}: refuses other types by content, cut-off PDFs and more than 10 MB`, async () => {
      const field = kind === 'transfer_slip' ? 'slip' : 'document';
      expect(await refusal(prepareUpload(source(kind, script, field, 'notes.txt')))).toEqual({ [field]: ['Only PDF, JPG or PNG files.'] });
      // Named as a PDF but of no known kind: damaged, so the member is not sent to the list of types.
      expect(await refusal(prepareUpload(source(kind, script, field, 'scan.PDF')))).toEqual({
        [field]: ['This file could not be read: it may be damaged. Please send another copy.'],
      });
      expect(await refusal(prepareUpload(source(kind, await webp(100, 100), field, 'scan.png')))).toEqual({ [field]: ['Only PDF, JPG or PNG files.'] });
      const cut = pdf().subarray(0, 60);
      expect(await refusal(prepareUpload(source(kind, cut, field)))).toEqual({ [field]: ['This PDF file is incomplete or damaged.'] });
      const big = Buffer.concat([pdf(), Buffer.alloc(10 * MB)]);
      expect(await refusal(prepareUpload(source(kind, big, field)))).toEqual({ [field]: ['The file must be at most 10 MB.'] });
    });
  }
});
