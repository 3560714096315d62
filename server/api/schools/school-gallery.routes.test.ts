import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALLERY_MAX_IMAGES } from '#common/gallery.ts';
import { schoolGallery, storedFiles } from '../../db/schema/index.ts';
import { call, clientToken, createTestApp, newMember, type TestApp } from '../../test/harness.ts';
import { multipart, ownSchool } from '../../test/own-listings.ts';
import { jpegWithExif, png, script } from '../../test/upload-files.ts';

type Item = { id: number; school: number; image: string; description: string; order: number };

let t: TestApp;
let owner: Awaited<ReturnType<typeof newMember>>;
let other: Awaited<ReturnType<typeof newMember>>;
let visitor: string;
let draftId: number;
let publicId: number;
beforeAll(async () => {
  t = await createTestApp();
  owner = await newMember(t.app);
  other = await newMember(t.app);
  visitor = await clientToken(t.app);
  draftId = (await ownSchool(t, owner.pk, { status: 'draft' })).id;
  publicId = (await ownSchool(t, owner.pk)).id;
});
afterAll(() => t.close());

const image = async (name = 'studio.png') => ({ data: await png(640, 480), name, type: 'image/png' });

async function upload(token: string | null, fields: Record<string, string>, files: Parameters<typeof multipart>[1], lang?: string) {
  return call(t.app, token, { method: 'POST', url: '/api/school/gallery', lang, ...(await multipart(fields, files)) });
}
const ownList = async (token: string, school: number) => call(t.app, token, { method: 'GET', url: `/api/school/gallery/own?school=${school}` });
const storedCount = async () => (await t.app.deps.db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.kind, 'gallery_image'))).length;

describe('POST /api/school/gallery', () => {
  it('adds several captioned images to a draft school, re-encoded and recorded, in the order sent', async () => {
    const res = await upload(
      owner.token,
      { school: String(draftId), description: 'Morning practice', description_1: 'ห้องฝึกโยคะ' },
      { image: await image(), image_1: { data: await jpegWithExif(800, 600), name: 'hall.jpg', type: 'image/jpeg' } },
      'th',
    );
    expect(res.statusCode).toBe(201);
    const body = res.json() as { results: Item[]; detail: string };
    expect(body.detail).toBe('บันทึกข้อมูลสำเร็จ');
    expect(body.results.map((i) => [i.school, i.description, i.order])).toEqual([
      [draftId, 'Morning practice', 0],
      [draftId, 'ห้องฝึกโยคะ', 1],
    ]);
    for (const item of body.results) expect(item.image).toMatch(new RegExp(`^/media/gallery/${owner.pk}/[\\w-]+\\.webp$`));
    const files = await t.app.deps.db.select().from(storedFiles).where(eq(storedFiles.ownerId, owner.pk));
    expect(files.filter((f) => f.kind === 'gallery_image')).toHaveLength(2);

    const list = (await ownList(owner.token, draftId)).json() as { count: number; results: Item[] };
    expect(list.count).toBe(2);
    expect(list.results.map((i) => i.description)).toEqual(['Morning practice', 'ห้องฝึกโยคะ']);
  });

  it('keeps a draft school’s gallery from visitors, and shows a public school’s', async () => {
    expect((await call(t.app, visitor, { method: 'GET', url: `/api/school/gallery?school=${draftId}` })).statusCode).toBe(404);
    expect((await upload(owner.token, { school: String(publicId) }, { image_3: await image() })).statusCode).toBe(201);
    const res = await call(t.app, visitor, { method: 'GET', url: `/api/school/gallery?school=${publicId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBe(1);
  });

  it('refuses the whole upload when one file is not an image, naming its field, and stores nothing', async () => {
    const before = await storedCount();
    const res = await upload(
      owner.token,
      { school: String(draftId) },
      { image: await image(), image_2: { data: script, name: 'photo.png', type: 'image/png' } },
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['image_2']);
    expect(await storedCount()).toBe(before);
    expect((await ownList(owner.token, draftId)).json().count).toBe(2);
  });

  it('refuses an upload without images, without a school, or not sent as multipart', async () => {
    const noImage = await upload(owner.token, { school: String(draftId), description: 'nothing' }, {});
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json()).toEqual({ image: ['Choose at least one image.'] });
    const noSchool = await upload(owner.token, {}, { image: await image() });
    expect(noSchool.statusCode).toBe(400);
    expect(Object.keys(noSchool.json())).toEqual(['school']);
    const badCaption = await upload(owner.token, { school: String(draftId), description: 'a\u0000b' }, { image: await image() });
    expect(badCaption.statusCode).toBe(400);
    expect(Object.keys(badCaption.json())).toEqual(['description']);
    const json = await call(t.app, owner.token, { method: 'POST', url: '/api/school/gallery', payload: { school: draftId } });
    expect(json.statusCode).toBe(415);
  });

  it('answers 404 for someone else’s school or one that does not exist, 403 to a visitor, 401 without a token', async () => {
    expect((await upload(other.token, { school: String(draftId) }, { image: await image() })).statusCode).toBe(404);
    expect((await upload(owner.token, { school: '999999' }, { image: await image() })).statusCode).toBe(404);
    expect((await upload(visitor, { school: String(draftId) }, { image: await image() })).statusCode).toBe(403);
    expect((await upload(null, { school: String(draftId) }, { image: await image() })).statusCode).toBe(401);
    expect((await ownList(other.token, draftId)).statusCode).toBe(404);
    expect((await ownList(visitor, draftId)).statusCode).toBe(403);
  });

  it('stops at the gallery’s size', async () => {
    const school = await ownSchool(t, owner.pk, { status: 'draft' });
    await t.app.deps.db
      .insert(schoolGallery)
      .values(Array.from({ length: GALLERY_MAX_IMAGES - 1 }, (_, i) => ({ schoolId: school.id, image: `public/gallery/x/${i}.webp`, order: i })));
    const two = await upload(owner.token, { school: String(school.id) }, { image: await image(), image_1: await image() });
    expect(two.statusCode).toBe(400);
    expect(two.json()).toEqual({ image: [`The gallery is full: it holds at most ${GALLERY_MAX_IMAGES} images.`] });
    const one = await upload(owner.token, { school: String(school.id) }, { image: await image() });
    expect(one.statusCode).toBe(201);
    expect(one.json().results[0].order).toBe(GALLERY_MAX_IMAGES - 1);
  });
});

describe('PATCH, reorder and DELETE /api/school/gallery', () => {
  let ids: number[];
  beforeAll(async () => {
    const school = await ownSchool(t, owner.pk, { status: 'draft' });
    draftId = school.id;
    const res = await upload(
      owner.token,
      { school: String(school.id), description: 'one', description_1: 'two', description_2: 'three' },
      { image: await image(), image_1: await image(), image_2: await image() },
    );
    ids = (res.json().results as Item[]).map((i) => i.id);
  });
  const order = async () => ((await ownList(owner.token, draftId)).json().results as Item[]).map((i) => i.description);
  const patch = (token: string | null, id: number, payload: InjectOptions['payload']) =>
    call(t.app, token, { method: 'PATCH', url: `/api/school/gallery/${id}`, payload });

  it('changes a caption, and moves an image to a position', async () => {
    const res = await patch(owner.token, ids[0], { description: '  Sunrise class  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ids[0], description: 'Sunrise class', detail: 'Successfully saved data' });
    expect((await patch(owner.token, ids[0], { order: 5 })).json().order).toBe(2);
    expect(await order()).toEqual(['two', 'three', 'Sunrise class']);
    expect((await patch(owner.token, ids[2], { order: 0 })).statusCode).toBe(200);
    expect(await order()).toEqual(['three', 'two', 'Sunrise class']);
  });

  it('refuses bad input, and answers 404 for someone else’s image', async () => {
    expect((await patch(owner.token, ids[0], { order: -1 })).json()).toHaveProperty('order');
    expect((await patch(owner.token, ids[0], { description: 'x'.repeat(501) })).json()).toHaveProperty('description');
    expect((await call(t.app, owner.token, { method: 'PATCH', url: '/api/school/gallery/abc', payload: {} })).statusCode).toBe(400);
    expect((await patch(other.token, ids[0], { description: 'mine now' })).statusCode).toBe(404);
    expect((await patch(owner.token, 999999, { description: 'gone' })).statusCode).toBe(404);
    expect((await patch(visitor, ids[0], { description: 'x' })).statusCode).toBe(403);
    expect((await patch(null, ids[0], { description: 'x' })).statusCode).toBe(401);
  });

  it('puts the gallery in the order sent, which must hold every image once', async () => {
    const reorder = (token: string, payload: InjectOptions['payload']) => call(t.app, token, { method: 'POST', url: '/api/school/gallery/reorder', payload });
    const res = await reorder(owner.token, { school: draftId, image_ids: `${ids[1]},${ids[0]},${ids[2]}` });
    expect(res.statusCode).toBe(200);
    expect((res.json().results as Item[]).map((i) => [i.id, i.order])).toEqual([
      [ids[1], 0],
      [ids[0], 1],
      [ids[2], 2],
    ]);
    for (const wrong of [[ids[0], ids[1]], [ids[0], ids[0], ids[1]], [ids[0], ids[1], ids[2], 999999], []]) {
      const bad = await reorder(owner.token, { school: draftId, image_ids: wrong });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ image_ids: ['List every image of the gallery exactly once.'] });
    }
    expect((await reorder(other.token, { school: draftId, image_ids: ids })).statusCode).toBe(404);
  });

  it('deletes an image with its stored file; someone else’s is 404', async () => {
    const [item] = ((await ownList(owner.token, draftId)).json().results as Item[]).filter((i) => i.id === ids[1]);
    const key = item.image.replace(/^\/media\//, 'public/');
    expect(await t.app.deps.storage.get(key)).not.toBeNull();
    expect((await call(t.app, other.token, { method: 'DELETE', url: `/api/school/gallery/${ids[1]}` })).statusCode).toBe(404);
    const res = await call(t.app, owner.token, { method: 'DELETE', url: `/api/school/gallery/${ids[1]}`, lang: 'zh' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: '数据删除成功' });
    expect(await t.app.deps.storage.get(key)).toBeNull();
    expect(await t.app.deps.db.select().from(storedFiles).where(eq(storedFiles.storageKey, key))).toEqual([]);
    expect((await call(t.app, owner.token, { method: 'DELETE', url: `/api/school/gallery/${ids[1]}` })).statusCode).toBe(404);
    expect((await ownList(owner.token, draftId)).json().count).toBe(2);
  });
});
