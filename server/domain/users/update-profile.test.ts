import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../db/schema/index.ts';
import { createTestApp, newMember, type TestApp } from '../../test/harness.ts';
import { png } from '../../test/upload-files.ts';
import { getProfile, updateProfile } from './users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const avatar = async (size: number) => ({ field: 'avatar', kind: 'avatar' as const, originalName: 'me.png', data: await png(size, size) });
const filesOf = (ownerId: number) => t.app.deps.db.select().from(storedFiles).where(eq(storedFiles.ownerId, ownerId));
const avatarFolder = (userId: number) => readdirSync(path.join(t.dataDir, 'uploads/public/avatars', String(userId)));

describe('updating a profile with an avatar is one transaction', () => {
  it('a failed database write changes nothing and removes the newly stored file', async () => {
    const member = await newMember(t.app);
    const actor = { userId: member.pk, isStaff: false };
    const before = await updateProfile(t.app.deps, { actor, lang: 'en', input: { first_name: 'Asha' }, avatar: await avatar(600) });
    expect(avatarFolder(member.pk)).toHaveLength(1);

    // The name, the file record and the new avatar are written; then the location (too long for its
    // column) fails inside the same transaction.
    const failing = updateProfile(t.app.deps, { actor, lang: 'en', input: { first_name: 'Changed', location: 'x'.repeat(300) }, avatar: await avatar(700) });
    await expect(failing).rejects.toThrow();

    const after = await getProfile(t.app.deps, { actor, lang: 'en' });
    expect(after.first_name).toBe('Asha');
    expect(after.profile.avatar).toBe(before.profile.avatar);
    expect(avatarFolder(member.pk)).toEqual([path.basename(before.profile.avatar as string)]);
    const rows = await filesOf(member.pk);
    expect(rows.map((r) => r.storageKey)).toEqual([`public/${(before.profile.avatar as string).replace('/media/', '')}`]);
  });

  it('a refused avatar stops the whole update before anything is written', async () => {
    const member = await newMember(t.app);
    const actor = { userId: member.pk, isStaff: false };
    const refused = updateProfile(t.app.deps, {
      actor,
      lang: 'en',
      input: { first_name: 'Changed' },
      avatar: { field: 'avatar', kind: 'avatar', originalName: 'me.png', data: Buffer.from('not an image') },
    });
    await expect(refused).rejects.toMatchObject({ fields: { avatar: ['errors.upload_type_image'] } });
    expect((await getProfile(t.app.deps, { actor, lang: 'en' })).first_name).toBe('Test');
    expect(await filesOf(member.pk)).toEqual([]);
  });
});
