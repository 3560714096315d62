import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../db/schema/index.ts';
import { findStoredFile } from '../../domain/files/files.queries.ts';
import { storeUpload } from '../../domain/files/files.ts';
import { createStaffUser } from '../../domain/users/staff.ts';
import { type PreparedUpload, prepareUpload, type UploadKind } from '../../lib/uploads/index.ts';
import { call, clientToken, createTestApp, newMember, passwordLogin, type TestApp } from '../../test/harness.ts';
import { startS3Server } from '../../test/s3-server.ts';
import { jpegWithExif, pdf, png } from '../../test/upload-files.ts';

const prepared = (kind: UploadKind, data: Buffer, originalName: string): Promise<PreparedUpload> => prepareUpload({ field: 'file', kind, originalName, data });

async function uploadAvatar(t: TestApp, token: string, image: Buffer) {
  const form = new FormData();
  form.set('avatar', new File([new Uint8Array(image)], 'me.png', { type: 'image/png' }));
  const encoded = new Response(form);
  return call(t.app, token, {
    method: 'PATCH',
    url: '/api/user-profile/',
    headers: { 'content-type': encoded.headers.get('content-type') as string },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

describe('private files: only through the download call, only for their owner and staff', () => {
  let t: TestApp;
  const tokens: Record<'owner' | 'other' | 'staff' | 'visitor', string> = { owner: '', other: '', staff: '', visitor: '' };
  let ownerId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const owner = await newMember(t.app);
    ownerId = owner.pk;
    tokens.owner = owner.token;
    tokens.other = (await newMember(t.app)).token;
    await createStaffUser(t.app.deps.db, { email: 'files-office@example.com', password: 'Office2026desk' });
    tokens.staff = (await passwordLogin(t.app, 'files-office@example.com', 'Office2026desk')).access_token;
    tokens.visitor = await clientToken(t.app);
  });
  afterAll(() => t.close());

  const download = (token: string | null, id: number) => call(t.app, token, { method: 'GET', url: `/api/file/${id}/download` });

  it('answers the owner and staff with the file as an attachment, everyone else with nothing', async () => {
    const document = pdf();
    const { file } = await storeUpload(t.app.deps, { ownerId, upload: await prepared('application_document', document, 'Certificate ใบรับรอง "RYT".pdf') });
    expect(file).toMatchObject({ kind: 'application_document', private: true, contentType: 'application/pdf', size: document.length });
    expect(file.storageKey).toMatch(new RegExp(`^private/documents/${ownerId}/[\\w-]+\\.pdf$`));

    for (const who of ['owner', 'staff'] as const) {
      const res = await download(tokens[who], file.id);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(document)).toBe(true);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Certificate ________ _RYT_.pdf"; filename*=UTF-8''Certificate%20%E0%B9%83%E0%B8%9A%E0%B8%A3%E0%B8%B1%E0%B8%9A%E0%B8%A3%E0%B8%AD%E0%B8%87%20%22RYT%22.pdf`,
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    // Another member learns nothing: the same answer as for a file that does not exist.
    const other = await download(tokens.other, file.id);
    const missing = await download(tokens.other, 2_000_000);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(missing.json());
    expect((await download(tokens.owner, 2_000_000)).statusCode).toBe(404);
    expect((await download(tokens.visitor, file.id)).statusCode).toBe(403);
    expect((await download(null, file.id)).statusCode).toBe(401);
    expect((await download(tokens.owner, 0)).statusCode).toBe(400);
  });

  it('never serves private files from /media, which maps only the public folder', async () => {
    const { file } = await storeUpload(t.app.deps, { ownerId, upload: await prepared('transfer_slip', await png(400, 300), 'slip.png') });
    expect(existsSync(path.join(t.dataDir, 'uploads', file.storageKey))).toBe(true);
    const name = file.storageKey.replace(/^private\//, '');
    for (const url of [`/media/${name}`, `/media/../${file.storageKey}`, `/media/%2E%2E/${file.storageKey}`, `/media/..%2F${file.storageKey}`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('names the download after what the file really is; a transfer slip keeps its original bytes', async () => {
    const photo = await jpegWithExif(800, 600);
    const { file } = await storeUpload(t.app.deps, { ownerId, upload: await prepared('transfer_slip', photo, 'C:\\Users\\me\\slip.png') });
    expect(file.originalName).toBe('slip.png');
    const res = await download(tokens.owner, file.id);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''slip.jpg`);
    expect(res.rawPayload.equals(photo)).toBe(true);
  });

  it('records each avatar in stored_files; a replaced avatar loses its file and its record', async () => {
    const member = await newMember(t.app);
    const first = await uploadAvatar(t, member.token, await png(600, 600));
    expect(first.statusCode).toBe(200);
    const firstKey = `public/${first.json().profile.avatar.replace('/media/', '')}`;
    const second = await uploadAvatar(t, member.token, await png(700, 700));
    const secondKey = `public/${second.json().profile.avatar.replace('/media/', '')}`;
    expect(secondKey).not.toBe(firstKey);
    expect(existsSync(path.join(t.dataDir, 'uploads', firstKey))).toBe(false);
    expect(readdirSync(path.dirname(path.join(t.dataDir, 'uploads', secondKey)))).toHaveLength(1);
    // The avatar's record: its owner may download it like any file of theirs.
    const ids = await storedFileIds(t, member.pk);
    expect(ids).toHaveLength(1);
    const row = await findStoredFile(t.app.deps.db, ids[0]);
    expect(row).toMatchObject({ kind: 'avatar', storageKey: secondKey, private: false, contentType: 'image/webp', originalName: 'me.png' });
    const res = await download(member.token, ids[0]);
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''me.webp`);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 512 });
  });
});

/** The ids of a member's stored files. */
async function storedFileIds(t: TestApp, ownerId: number): Promise<number[]> {
  const rows = await t.app.deps.db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.ownerId, ownerId));
  return rows.map((r) => r.id);
}

describe('the same app on S3-compatible object storage (a real S3 server)', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startS3Server('wya-app');
    t = await createTestApp({}, s3.env);
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('stores an avatar in the bucket and serves it under /media, nothing on local disk', async () => {
    expect(t.app.deps.storage.kind).toBe('s3');
    const member = await newMember(t.app);
    const res = await uploadAvatar(t, member.token, await png(900, 600));
    expect(res.statusCode).toBe(200);
    const url: string = res.json().profile.avatar;
    expect(url).toMatch(/^\/media\/avatars\/\d+\/[\w-]+\.webp$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(existsSync(path.join(t.dataDir, 'uploads/public/avatars'))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/media/avatars/none.webp' })).statusCode).toBe(404);
  });

  it('downloads a private file from the bucket for its owner only; /media cannot reach it', async () => {
    const member = await newMember(t.app);
    const other = await newMember(t.app);
    const document = pdf();
    const { file } = await storeUpload(t.app.deps, { ownerId: member.pk, upload: await prepared('application_document', document, 'diploma.pdf') });
    const res = await call(t.app, member.token, { method: 'GET', url: `/api/file/${file.id}/download/` });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(document)).toBe(true);
    expect((await call(t.app, other.token, { method: 'GET', url: `/api/file/${file.id}/download/` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/media/../${file.storageKey}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/media/${file.storageKey.replace('private/', '')}` })).statusCode).toBe(404);
  });
});
