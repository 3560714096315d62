import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, clientToken, createTestApp, newMember, type TestApp } from '../../test/harness.ts';
import { multipart, ownTeacher } from '../../test/own-listings.ts';
import { png, script } from '../../test/upload-files.ts';

type Item = { id: number; teacher: number; image: string; description: string; order: number };

let t: TestApp;
let owner: Awaited<ReturnType<typeof newMember>>;
let other: Awaited<ReturnType<typeof newMember>>;
let visitor: string;
let teacherId: number;
beforeAll(async () => {
  t = await createTestApp();
  owner = await newMember(t.app);
  other = await newMember(t.app);
  visitor = await clientToken(t.app);
  teacherId = (await ownTeacher(t, owner.pk, { status: 'draft' })).id;
});
afterAll(() => t.close());

const image = async () => ({ data: await png(400, 300), name: 'asana.png', type: 'image/png' });
const upload = async (token: string | null, fields: Record<string, string>, files: Parameters<typeof multipart>[1]) =>
  call(t.app, token, { method: 'POST', url: '/api/teacher/gallery', ...(await multipart(fields, files)) });
const ownList = (token: string | null, id = teacherId) => call(t.app, token, { method: 'GET', url: `/api/teacher/gallery/own?teacher=${id}` });

describe('a teacher’s own gallery', () => {
  let ids: number[] = [];

  it('adds captioned images to a draft listing, which visitors cannot see', async () => {
    const res = await upload(
      owner.token,
      { teacher: String(teacherId), description_1: 'Crow pose', description_2: 'कक्षा' },
      { image_1: await image(), image_2: await image() },
    );
    expect(res.statusCode).toBe(201);
    const results = res.json().results as Item[];
    expect(results.map((i) => [i.teacher, i.description, i.order])).toEqual([
      [teacherId, 'Crow pose', 0],
      [teacherId, 'कक्षा', 1],
    ]);
    ids = results.map((i) => i.id);
    expect((await ownList(owner.token)).json().count).toBe(2);
    expect((await call(t.app, visitor, { method: 'GET', url: `/api/teacher/gallery?teacher=${teacherId}` })).statusCode).toBe(404);
  });

  it('refuses a file that is not an image, and a missing listing id', async () => {
    const notImage = await upload(owner.token, { teacher: String(teacherId) }, { image: { data: script, name: 'a.jpg', type: 'image/jpeg' } });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json()).toEqual({ image: ['Upload a JPEG, PNG or WebP image.'] });
    expect(Object.keys((await upload(owner.token, { teacher: 'abc' }, { image: await image() })).json())).toEqual(['teacher']);
  });

  it('captions, moves, reorders and deletes', async () => {
    const patched = await call(t.app, owner.token, { method: 'PATCH', url: `/api/teacher/gallery/${ids[1]}`, payload: { description: '', order: 0 } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ id: ids[1], description: '', order: 0 });
    const reordered = await call(t.app, owner.token, {
      method: 'POST',
      url: '/api/teacher/gallery/reorder',
      payload: { teacher: teacherId, image_ids: [ids[0], ids[1]] },
    });
    expect((reordered.json().results as Item[]).map((i) => i.id)).toEqual(ids);
    const deleted = await call(t.app, owner.token, { method: 'DELETE', url: `/api/teacher/gallery/${ids[0]}` });
    expect(deleted.json()).toEqual({ detail: 'Successfully delete data' });
    expect(((await ownList(owner.token)).json().results as Item[]).map((i) => i.id)).toEqual([ids[1]]);
  });

  it('answers 404 for someone else’s gallery, 403 to a visitor, 401 without a token', async () => {
    expect((await ownList(other.token)).statusCode).toBe(404);
    expect((await upload(other.token, { teacher: String(teacherId) }, { image: await image() })).statusCode).toBe(404);
    expect((await call(t.app, other.token, { method: 'PATCH', url: `/api/teacher/gallery/${ids[1]}`, payload: { description: 'x' } })).statusCode).toBe(404);
    expect((await call(t.app, other.token, { method: 'DELETE', url: `/api/teacher/gallery/${ids[1]}` })).statusCode).toBe(404);
    expect(
      (await call(t.app, other.token, { method: 'POST', url: '/api/teacher/gallery/reorder', payload: { teacher: teacherId, image_ids: [ids[1]] } }))
        .statusCode,
    ).toBe(404);
    expect((await ownList(visitor)).statusCode).toBe(403);
    expect((await ownList(null)).statusCode).toBe(401);
  });
});
