import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teacherGallery } from '../../db/schema/index.ts';
import { directoryFixtures, type Fixtures } from '../../test/directory-fixtures.ts';
import { call, clientToken, createTestApp, newMember, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let visitor: string;
let f: Fixtures;
beforeAll(async () => {
  t = await createTestApp();
  visitor = await clientToken(t.app);
  f = await directoryFixtures(t, (await newMember(t.app)).pk);
  await t.app.deps.db.insert(teacherGallery).values([
    { teacherId: f.teachers.mali.id, image: 'public/directory/t1.webp', description: 'Sunrise class' },
    { teacherId: f.teachers.hiddenTeacher.id, image: 'public/directory/t2.webp', description: 'Hidden' },
  ]);
});
afterAll(() => t.close());

const slugs = async (query: string) => {
  const res = await call(t.app, visitor, { method: 'GET', url: `/api/teacher/teacher?${query}` });
  expect(res.statusCode).toBe(200);
  return (res.json().results as { slug: string }[]).map((r) => r.slug);
};

describe('teachers', () => {
  it('lists, searches and filters public teachers only', async () => {
    expect((await slugs('')).sort()).toEqual(['li-wei', 'mali-srisuk']);
    expect(await slugs('search=mali')).toEqual(['mali-srisuk']);
    expect(await slugs(`search=${encodeURIComponent('มะลิ')}`)).toEqual(['mali-srisuk']);
    expect(await slugs(`search=${encodeURIComponent('李伟')}`)).toEqual(['li-wei']);
    expect(await slugs('search=malli%20srisk')).toEqual(['mali-srisuk']);
    expect(await slugs('country=TH')).toEqual(['mali-srisuk']);
    expect(await slugs(`region=${f.teachers.wei.regionId}`)).toEqual(['li-wei']);
    expect(await slugs('level=CYT')).toEqual(['li-wei']);
    expect(await slugs('level=RTY-500')).toEqual(['mali-srisuk']);
    expect(await slugs('style=yin')).toEqual(['mali-srisuk']);
    expect(await slugs('ordering=recommended')).toEqual(['mali-srisuk', 'li-wei']);
    expect(await slugs('search=nobody%20here')).toEqual([]);
  });

  it('finds teachers by their city in Thai, Chinese or Hindi script, and by their local-script name', async () => {
    expect(await slugs(`search=${encodeURIComponent('清迈')}`)).toEqual(['mali-srisuk']);
    expect(await slugs(`search=${encodeURIComponent('เชียงใหม่')}`)).toEqual(['mali-srisuk']);
    expect(await slugs(`search=${encodeURIComponent('上海')}`)).toEqual(['li-wei']);
    expect(await slugs('search=chiang%20mai')).toEqual(['mali-srisuk']);
    const mali = (await call(t.app, visitor, { method: 'GET', url: '/api/teacher/teacher/mali-srisuk' })).json();
    expect(mali).toMatchObject({ name: 'Mali Srisuk', local_name: 'มะลิ ศรีสุข' });
  });

  it('answers one public teacher by id or slug; hidden ones are not found', async () => {
    const res = await call(t.app, visitor, { method: 'GET', url: '/api/teacher/teacher/mali-srisuk' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: f.teachers.mali.id, registration_type: 'RTY', registration_level: '500', contact: null });
    for (const hidden of [f.teachers.hiddenTeacher, f.teachers.expiredTeacher]) {
      expect((await call(t.app, visitor, { method: 'GET', url: `/api/teacher/teacher/${hidden.id}` })).statusCode).toBe(404);
      expect((await call(t.app, visitor, { method: 'GET', url: `/api/teacher/teacher/${hidden.slug}` })).statusCode).toBe(404);
    }
  });

  it('has markers and a gallery for public teachers only', async () => {
    const markers = (await call(t.app, visitor, { method: 'GET', url: '/api/teacher/marker' })).json();
    expect(markers).toEqual([{ id: f.teachers.mali.id, slug: 'mali-srisuk', name: f.teachers.mali.displayName, latitude: 18.8, longitude: 98.9 }]);
    const gallery = (await call(t.app, visitor, { method: 'GET', url: `/api/teacher/gallery?teacher=${f.teachers.mali.id}` })).json();
    expect(gallery.results.map((g: { description: string }) => g.description)).toEqual(['Sunrise class']);
    expect((await call(t.app, visitor, { method: 'GET', url: `/api/teacher/gallery?teacher=${f.teachers.hiddenTeacher.id}` })).statusCode).toBe(404);
  });
});
