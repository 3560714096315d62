import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, clientToken, createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let visitor: string;
beforeAll(async () => {
  t = await createTestApp();
  visitor = await clientToken(t.app);
});
afterAll(() => t.close());

const get = (url: string, lang?: string) => call(t.app, visitor, { method: 'GET', url, lang });

describe('places', () => {
  it('lists every country with ISO codes, named in the caller language', async () => {
    const en = (await get('/api/cities_light/countries/?page_size=1000')).json();
    expect(en.count).toBeGreaterThanOrEqual(240);
    expect(en.results).toHaveLength(en.count);
    expect(en.next).toBeNull();
    const thailand = en.results.find((c: { code2: string }) => c.code2 === 'TH');
    expect(thailand).toMatchObject({ name: 'Thailand', code3: 'THA', phone: '66' });
    const names = { th: 'ไทย', zh: '泰国', hi: 'थाईलैंड' };
    for (const [lang, name] of Object.entries(names)) {
      const list = (await get('/api/cities_light/countries/?page_size=1000', lang)).json();
      expect(list.results.find((c: { code2: string }) => c.code2 === 'TH').name).toBe(name);
    }
  });

  it('pages with page and page_size, capped at 1000', async () => {
    const page2 = (await get('/api/cities_light/countries/?page=2&page_size=10')).json();
    expect(page2.results).toHaveLength(10);
    expect(page2.previous).toMatch(/^http:\/\/localhost:3000\/api\/.*page=1/);
    expect(page2.next).toContain('page=3');
    const huge = (await get('/api/cities_light/regions/?page_size=5000')).json();
    expect(huge.results).toHaveLength(1000);
    expect((await get('/api/cities_light/countries/?page_size=0')).statusCode).toBe(400);
    expect((await get('/api/cities_light/countries/?page=abc')).statusCode).toBe(400);
  });

  it('lists the regions of a country by id or ISO code, with search', async () => {
    const th = (await get('/api/cities_light/regions/?country=TH&page_size=1000')).json();
    expect(th.count).toBeGreaterThanOrEqual(76);
    expect(th.results.every((r: { country_code: string }) => r.country_code === 'TH')).toBe(true);
    const byId = (await get(`/api/cities_light/regions/?country=${th.results[0].country}&page_size=1000`)).json();
    expect(byId.count).toBe(th.count);
    const search = (await get('/api/cities_light/regions/?country=IN&search=kerala')).json();
    expect(search.results.map((r: { name: string }) => r.name)).toEqual(['Kerala']);
    expect(search.results[0].geoname_code).toBe('IN-KL');
    expect((await get('/api/cities_light/regions/?country=ZZ')).json().count).toBe(0);
  });

  it('answers the plain country and region searches with a limit', async () => {
    const countries = (await get('/api/country?search=ind&limit=5')).json();
    expect(Array.isArray(countries)).toBe(true);
    expect(countries.map((c: { code2: string }) => c.code2)).toEqual(expect.arrayContaining(['IN', 'ID']));
    expect((await get('/api/country?limit=3')).json()).toHaveLength(3);
    const zh = (await get('/api/country?search=%E6%B3%B0%E5%9B%BD', 'zh')).json();
    expect(zh[0].code2).toBe('TH');
    const regions = (await get('/api/region?country=TH&search=Phuket')).json();
    expect(regions[0].name).toBe('Phuket');
  });

  it('names Thai, Chinese and Indian regions in their own script for that language, English elsewhere', async () => {
    const name = async (country: string, search: string, lang: string) => (await get(`/api/region?country=${country}&search=${search}`, lang)).json()[0].name;
    expect(await name('TH', 'Chiang', 'th')).toBe('เชียงใหม่');
    expect(await name('CN', 'Sichuan', 'zh')).toBe('四川省');
    expect(await name('IN', 'Kerala', 'hi')).toBe('केरल');
    expect(await name('TH', 'Chiang', 'zh')).toBe('Chiang Mai');
    expect(await name('TH', 'Chiang', 'en')).toBe('Chiang Mai');
  });

  it('answers with and without the trailing slash', async () => {
    expect((await get('/api/cities_light/countries?page_size=1')).statusCode).toBe(200);
    expect((await get('/api/country/?limit=1')).statusCode).toBe(200);
  });
});
