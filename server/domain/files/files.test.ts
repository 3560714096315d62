import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareUpload } from '../../lib/uploads/prepare.ts';
import { createTestApp, newMember, type TestApp } from '../../test/harness.ts';
import { pdf } from '../../test/upload-files.ts';
import { findStoredFile } from './files.queries.ts';
import { cleanFileName, storeUpload } from './files.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('storeUpload', () => {
  it('removes the stored file when the database write that uses it fails', async () => {
    const member = await newMember(t.app);
    const upload = await prepareUpload({ field: 'document', kind: 'application_document', originalName: 'a.pdf', data: pdf() });
    let key = '';
    let id = 0;
    const failing = storeUpload(t.app.deps, { ownerId: member.pk, upload }, async (_tx, file) => {
      key = file.storageKey;
      id = file.id;
      expect(existsSync(path.join(t.dataDir, 'uploads', key))).toBe(true);
      throw new Error('the record that uses the file could not be written');
    });
    await expect(failing).rejects.toThrow('could not be written');
    expect(existsSync(path.join(t.dataDir, 'uploads', key))).toBe(false);
    expect(await findStoredFile(t.app.deps.db, id)).toBeUndefined();
  });

  it('keeps file and record together when it succeeds', async () => {
    const member = await newMember(t.app);
    const upload = await prepareUpload({ field: 'slip', kind: 'transfer_slip', originalName: 'slip.pdf', data: pdf() });
    const { file, result } = await storeUpload(t.app.deps, { ownerId: member.pk, upload }, async () => 'used');
    expect(result).toBe('used');
    expect(await findStoredFile(t.app.deps.db, file.id)).toMatchObject({ ownerId: member.pk, kind: 'transfer_slip', private: true });
    expect(existsSync(path.join(t.dataDir, 'uploads', file.storageKey))).toBe(true);
  });
});

describe('cleanFileName', () => {
  it('keeps the name without folders or control characters, within 255 characters', () => {
    expect(cleanFileName('../../etc/passwd', 'x')).toBe('passwd');
    expect(cleanFileName('C:\\Users\\me\\scan 1.pdf', 'x')).toBe('scan 1.pdf');
    expect(cleanFileName('a\u0000b\r\n.pdf', 'x')).toBe('ab.pdf');
    expect(cleanFileName('', 'transfer_slip')).toBe('transfer_slip');
    expect([...cleanFileName('ใ'.repeat(300), 'x')]).toHaveLength(255);
  });
});
