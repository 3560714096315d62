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

  it('names Thai, Chinese and Indian regions in their own script for that language', async () => {
    const name = async (country: string, search: string, lang: string) => (await get(`/api/region?country=${country}&search=${search}`, lang)).json()[0].name;
    expect(await name('TH', 'Chiang', 'th')).toBe('เชียงใหม่');
    expect(await name('CN', 'Sichuan', 'zh')).toBe('四川省');
    expect(await name('IN', 'Kerala', 'hi')).toBe('केरल');
    expect(await name('TH', 'Chiang', 'en')).toBe('Chiang Mai');
  });

  it("names other countries' regions in Thai, Chinese and Hindi too, from CLDR", async () => {
    const region = async (country: string, search: string, lang: string) => (await get(`/api/region?country=${country}&search=${search}`, lang)).json()[0];
    // Japanese prefectures (issue 36): Tokyo JP-13 and Hokkaido JP-01, in simplified characters for Chinese.
    expect(await region('JP', 'Tokyo', 'th')).toMatchObject({ geoname_code: 'JP-13', name: 'โตเกียว', display_name: 'โตเกียว, ญี่ปุ่น' });
    expect((await region('JP', 'Tokyo', 'zh')).name).toBe('东京都');
    expect((await region('JP', 'Tokyo', 'hi')).name).toBe('टोक्यो');
    const scripts = { th: /\p{Script=Thai}/u, zh: /\p{Script=Han}/u, hi: /\p{Script=Devanagari}/u };
    for (const [lang, script] of Object.entries(scripts)) {
      const hokkaido = await region('JP', 'Hokkaid', lang);
      expect(hokkaido.geoname_code).toBe('JP-01');
      expect(hokkaido.name, lang).toMatch(script);
      expect(hokkaido.name_ascii).toMatch(/^Hokkaid/);
      // Every prefecture of Japan has a name in the language's script.
      const japan = (await get('/api/region?country=JP', lang)).json() as { name: string }[];
      expect(japan.length).toBeGreaterThanOrEqual(47);
      expect(
        japan.filter((r) => !script.test(r.name)).map((r) => r.name),
        lang,
      ).toEqual([]);
    }
    expect((await region('US', 'California', 'zh')).name).toBe('加利福尼亚州');
    expect((await region('TH', 'Chiang', 'zh')).name).toBe('清迈府');
    // A region CLDR has no name for stays English.
    expect((await region('TH', 'Chiang', 'en')).name).toBe('Chiang Mai');
  });

  it('names every country in the language of the page, from CLDR (no "Sint Maarten (ส่วนดัตช์)")', async () => {
    const scripts = { th: /\p{Script=Thai}/u, zh: /\p{Script=Han}/u, hi: /\p{Script=Devanagari}/u };
    for (const [lang, script] of Object.entries(scripts)) {
      const list = (await get('/api/cities_light/countries/?page_size=1000', lang)).json().results as { code2: string; name: string }[];
      expect(
        list.filter((c) => !script.test(c.name) || /[A-Za-z_]/.test(c.name)).map((c) => `${c.code2} ${c.name}`),
        lang,
      ).toEqual([]);
    }
    const th = (await get('/api/cities_light/countries/?page_size=1000', 'th')).json().results as { code2: string; name: string }[];
    expect(th.find((c) => c.code2 === 'SX')?.name).toBe('ซินต์มาร์เทน');
    expect(th.filter((c) => c.name.includes('ส่วนดัตช์'))).toEqual([]);
    const hi = (await get('/api/cities_light/countries/?page_size=1000', 'hi')).json().results as { code2: string; name: string }[];
    expect(hi.find((c) => c.code2 === 'PF')?.name).toBe('फ़्रेंच पोलिनेशिया'); // was "French Guiana" in Hindi
    expect(hi.find((c) => c.code2 === 'HK')?.name).toBe('हाँग काँग');
  });

  it('answers with and without the trailing slash', async () => {
    expect((await get('/api/cities_light/countries?page_size=1')).statusCode).toBe(200);
    expect((await get('/api/country/?limit=1')).statusCode).toBe(200);
  });
});
