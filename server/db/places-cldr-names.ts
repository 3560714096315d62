import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { countries, regions } from './schema/index.ts';

// Country and region names in Thai, Chinese and Hindi from CLDR 48, read from the XML that the `cldr`
// package ships. CLDR's JSON packages (cldr-subdivisions-full) leave out "provisional" data, and its
// subdivision names in th/zh/hi are nearly all provisional (taken from Wikidata): the JSON has 3 of them
// per language, the XML ≈4,200–5,000. Read only while the places are loaded into the database (with
// the migrations), never while answering a request. See docs/decisions/0053-subdivision-names.md.

const LANGS = ['th', 'zh', 'hi'] as const;
type Lang = (typeof LANGS)[number];
/** A name is taken only in its language's script (CLDR carries a few Latin names in these files). */
const SCRIPT: Record<Lang, RegExp> = { th: /\p{Script=Thai}/u, zh: /\p{Script=Han}/u, hi: /\p{Script=Devanagari}/u };
/** The language whose script a region's own name (name_local) is written in; that name comes first. */
const OWN_LANGUAGE: Record<string, Lang> = { TH: 'th', CN: 'zh', IN: 'hi' };
/** Territories whose standard CLDR name is a long formal phrase ("… SAR China"): the short one is used. */
const SHORT_NAMES = new Set(['HK', 'MO', 'PS']);

type Names = Partial<Record<Lang, string>>;
export type CldrPlaceNames = {
  /** Country names by ISO 3166-1 alpha-2 code. */
  countries: Map<string, Names>;
  /** Subdivision names by CLDR key (ISO 3166-2 in lower case without the hyphen: jp13, gbeng). */
  subdivisions: Map<string, Names>;
  /** English subdivision names by CLDR key, to find a region whose code our data spells differently. */
  english: Map<string, string>;
  /** Deprecated subdivision codes and the one code that replaced each (cn51 → cnsc). */
  aliases: Map<string, string>;
};

const cldrFolder = () => path.join(path.dirname(createRequire(import.meta.url).resolve('cldr/package.json')), '3rdparty', 'cldr', 'common');

const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) return String.fromCodePoint(name[1].toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[name.toLowerCase()] ?? entity;
  });

/** The elements `<tag type="…" …>text</tag>` of a CLDR XML file outside comments, with their attributes. */
function elements(file: string, tag: string): { type: string; alt?: string; draft?: string; text: string }[] {
  const xml = readFileSync(path.join(cldrFolder(), file), 'utf8').replace(/<!--[\s\S]*?-->/g, '');
  const found: { type: string; alt?: string; draft?: string; text: string }[] = [];
  for (const m of xml.matchAll(new RegExp(`<${tag}((?:\\s+\\w+="[^"]*")*)\\s*>([^<]*)</${tag}>`, 'g'))) {
    const attributes = Object.fromEntries([...m[1].matchAll(/(\w+)="([^"]*)"/g)].map((a) => [a[1], a[2]]));
    if (attributes.type) found.push({ type: attributes.type, alt: attributes.alt, draft: attributes.draft, text: decode(m[2]).trim() });
  }
  return found;
}

/**
 * Reads CLDR's names once. Subdivision names are CLDR's "provisional" ones (from Wikidata, unreviewed),
 * so they are checked before use (see `checkSubdivisionNames`); Chinese ones are converted to
 * simplified characters (about half are written in traditional ones).
 */
export async function readCldrPlaceNames(): Promise<CldrPlaceNames> {
  const { Converter } = await import('opencc-js/t2cn');
  const simplified = Converter({ from: 't', to: 'cn' });
  const countryNames = new Map<string, Names>();
  const raw: Record<Lang, Map<string, { name: string; reviewed: boolean }>> = { th: new Map(), zh: new Map(), hi: new Map() };
  for (const lang of LANGS) {
    const territories = elements(path.join('main', `${lang}.xml`), 'territory').filter((t) => /^[A-Z]{2}$/.test(t.type));
    for (const t of territories) {
      if (t.alt && !(t.alt === 'short' && SHORT_NAMES.has(t.type))) continue;
      if (!t.alt && SHORT_NAMES.has(t.type) && countryNames.get(t.type)?.[lang]) continue;
      countryNames.set(t.type, { ...countryNames.get(t.type), [lang]: t.text });
    }
    for (const s of elements(path.join('subdivisions', `${lang}.xml`), 'subdivision')) {
      // A trailing "(Israel)" or "(Netherlands)" only tells Wikidata's items apart; it is not part of the name.
      const name = (lang === 'zh' ? simplified(s.text) : s.text).replace(/\s*[(（][^)）]*[)）]?\s*$/u, '').trim();
      if (s.alt || !name || !SCRIPT[lang].test(name)) continue;
      raw[lang].set(s.type, { name, reviewed: !s.draft || s.draft === 'approved' || s.draft === 'contributed' });
    }
  }
  const english = new Map(
    elements(path.join('subdivisions', 'en.xml'), 'subdivision')
      .filter((s) => !s.alt)
      .map((s) => [s.type, s.text]),
  );
  const subdivisions = new Map<string, Names>();
  for (const lang of LANGS) {
    for (const [key, name] of checkSubdivisionNames(lang, raw[lang], english, raw.hi)) subdivisions.set(key, { ...subdivisions.get(key), [lang]: name });
  }
  const metadata = readFileSync(path.join(cldrFolder(), 'supplemental', 'supplementalMetadata.xml'), 'utf8').replace(/<!--[\s\S]*?-->/g, '');
  const aliases = new Map(
    [...metadata.matchAll(/<subdivisionAlias type="([a-z0-9]+)" replacement="([a-z0-9]+)"/g)]
      .filter((m) => /^[a-z]{2}[a-z0-9]+$/.test(m[2]))
      .map((m) => [m[1], m[2]]),
  );
  return { countries: countryNames, subdivisions, english, aliases };
}

const fold = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

// Checks of CLDR's provisional subdivision names. Its Thai ones in particular are often another
// place's name (Southwest Finland "จังหวัดพะเยา" = Phayao, Moscow Oblast "เขตดิอัวร์เบล", Cabinda
// "รัฐโนวาสโกเชีย" = Nova Scotia): a name is dropped, and the region shown in English, when
// - CLDR marks it as a clash with another subdivision's name (a trailing "²"), or it is a wiki page's,
// - in Thai, it does not sound like the place's English or Hindi name (consonant classes below), or
//   another place it sounds like has it too,
// - in Chinese and Hindi, another subdivision of the same country has it too (one of them is wrong).
// Reviewed names (England, Scotland, Wales) are taken as they are.

/** Consonants by sound class in Thai and Devanagari (Latin spelling: `soundSkeleton`); h is left out, as English often writes it unsaid. */
const SOUND: Record<string, string> = {};
for (const [letters, sound] of [
  // Thai ง is "ng" at a syllable's end but "g" inside Japanese names (ชิงะ Shiga): English "ng" gives NK below.
  ['กขฃคฅฆงकखगघ', 'K'],
  ['ณนङञणनं', 'N'],
  // One class for s, z, sh, ch and j: Thai writes "sh" ช like "ch", Hindi "z" ज़ like "j".
  ['จฉชฌซศษสचछजझशषस', 'S'],
  ['ญยय', 'Y'],
  ['ฎฏฐฑฒดตถทธटठडढतथदध', 'T'],
  ['บปผพภपबभ', 'P'],
  ['ฝฟวफव', 'F'],
  ['มम', 'M'],
  ['รลฬरलळ', 'L'],
] as const) {
  for (const letter of letters) SOUND[letter] = sound;
}
/** Words for "province", "state", "north" … that one language puts in a name and another leaves out. */
const GENERIC: Record<'th' | 'hi' | 'en', RegExp> = {
  th: /เขตปกครองตนเอง|เขตการปกครอง|เขตผู้ว่าการ|เทศมณฑล|จังหวัด|หมู่เกาะ|เกาะ|รัฐ|แคว้น|มณฑล|เขต|อำเภอ|เทศบาล|นคร|เมือง|ภูมิภาค|ตำบล|แขวง|ตะวันตก|ตะวันออก|เฉียง|เหนือ|ใต้|กลาง|ตอนบน|ตอนล่าง|สาธารณรัฐ/gu,
  hi: /प्रान्त|प्रांत|राज्य|ज़िला|जिला|क्षेत्र|प्रदेश|काउंटी|कैन्टन|कैंटन|गवर्नरेट|मुहाफ़ज़ाह|वोइवोडीशिप|वोईवोडशिप|गणतंत्र|मण्डल|ओब्लास्ट|प्रीफ़ेक्चर|प्रीफेक्चर|नगरपालिका|नगर पालिका|नगर|द्वीपसमूह|द्वीप|उत्तरी|दक्षिणी|पूर्वी|पश्चिमी|मध्य|उत्तर|दक्षिण|पूर्व|पश्चिम|केंद्रीय|केन्द्रीय|स्वायत्त|गणराज्य|विभाग|मंडल|प्रभाग/gu,
  en: /\b(province|region|county|canton|oblast|oblysy|state|district|governorate|municipality|city|voivodeship|prefecture|department|parish|division|territory|autonomous|republic|islands?|north|south|east|west|northern|southern|eastern|western|central|upper|lower|greater|of|the|and|de|del|la|el|al|an)\b/g,
};
/** The consonant skeleton of a name: "Chiang Mai" SNKM, "เชียงใหม่" SYKM, "चिअंग मई" SNKM; "Shiga" and "จังหวัดชิงะ" SK. */
export function soundSkeleton(name: string, lang: 'th' | 'hi' | 'en'): string {
  if (lang !== 'en') {
    const text = name
      .replace(GENERIC[lang], ' ')
      .replace(/[ก-ฮ][ะ-ฺ]?์/gu, '') // Thai letters marked silent
      .replace(/ห(?=[งญนมยรลว])/gu, ''); // Thai ห that only sets the tone
    return [...text].map((c) => SOUND[c] ?? '').join('');
  }
  return fold(name)
    .replace(GENERIC.en, ' ')
    .replace(/tsch|tch|sch|ch|sh|sz|cz|zh|j|x/g, 'S')
    .replace(/th|dh/g, 'T')
    .replace(/ph|v|w|f/g, 'F')
    .replace(/ng/g, 'NK')
    .replace(/kh|gh|ck|q|c(?![eiy])|g|k/g, 'K')
    .replace(/c|z|s/g, 'S')
    .replace(/[dt]/g, 'T')
    .replace(/[bp]/g, 'P')
    .replace(/[rl]/g, 'L')
    .replace(/m/g, 'M')
    .replace(/n/g, 'N')
    .replace(/y/g, 'Y')
    .replace(/[^A-Z]/g, '');
}
/** How alike two skeletons are: twice their longest common subsequence over their total length (0–1). */
export function soundLikeness(a: string, b: string): number {
  if (!a || !b) return 0;
  let previous = new Array<number>(b.length + 1).fill(0);
  for (const x of a) {
    const row = [0];
    for (let j = 1; j <= b.length; j++) row[j] = x === b[j - 1] ? previous[j - 1] + 1 : Math.max(previous[j], row[j - 1]);
    previous = row;
  }
  return (2 * previous[b.length]) / (a.length + b.length);
}
/** Below this likeness to both the English and the Hindi name, a Thai name is taken for another place's. */
const THAI_LIKENESS = 0.6;
/** A Thai name without its leading "province" or "state", to find the same name given to two places. */
const core = (name: string) =>
  name
    .replace(/[²³¹⁴-⁹]/g, '')
    .replace(/^(จังหวัด|รัฐ|แคว้น|มณฑล|เขตปกครองตนเอง|เขตการปกครอง|เขตผู้ว่าการ|เขต|เทศมณฑล|เทศบาลเมือง|เทศบาลนคร|เทศบาล|เมือง|นคร|อำเภอ|แขวง|ภูมิภาค)/u, '')
    .replace(/\s+/g, '');

function checkSubdivisionNames(
  lang: Lang,
  names: Map<string, { name: string; reviewed: boolean }>,
  english: Map<string, string>,
  hindi: Map<string, { name: string; reviewed: boolean }>,
): Map<string, string> {
  const same = (name: string) => (lang === 'th' ? core(name) : name.replace(/[²³¹⁴-⁹]/g, ''));
  const holders = new Map<string, string[]>();
  for (const [key, { name }] of names) holders.set(same(name), [...(holders.get(same(name)) ?? []), key]);
  // A Thai name must sound like the place's English or Hindi name.
  const soundsRight = (key: string) => {
    if (lang !== 'th') return true;
    const sound = soundSkeleton(names.get(key)?.name ?? '', 'th');
    const en = english.get(key);
    const hi = hindi.get(key)?.name;
    return Math.max(en ? soundLikeness(sound, soundSkeleton(en, 'en')) : 0, hi ? soundLikeness(sound, soundSkeleton(hi, 'hi')) : 0) >= THAI_LIKENESS;
  };
  const checked = new Map<string, string>();
  for (const [key, { name, reviewed }] of names) {
    if (reviewed) {
      checked.set(key, name);
      continue;
    }
    if (/[²³¹⁴-⁹:]/.test(name)) continue; // a clash marked by CLDR, or a wiki page ("แม่แบบ:…", a template)
    if (!soundsRight(key)) continue;
    const others = holders.get(same(name))?.filter((k) => k !== key) ?? [];
    // The same name on two places: in Thai, kept for the one place it sounds like (Shimane, not
    // Mazandaran); otherwise kept across countries (Saint George, Punjab), dropped within one.
    if (lang === 'th' ? others.some(soundsRight) : others.some((k) => k.slice(0, 2) === key.slice(0, 2))) continue;
    checked.set(key, name);
  }
  return checked;
}

/**
 * CLDR's key for a region: by its ISO code (JP-13 → jp13) or a deprecated code's replacement, unless
 * CLDR names that code differently and another subdivision of the country as we do (our data keeps
 * some old codes: its IR-01 is Gilan, ISO's and CLDR's is East Azerbaijan); without a key, English.
 */
export function cldrKeyFinder(cldr: CldrPlaceNames): (region: { code: string; nameEn: string; country: string }) => string | undefined {
  const byName = new Map<string, string>();
  for (const [key, name] of cldr.english) {
    const at = `${key.slice(0, 2)}|${fold(name)}`;
    if (!byName.has(at) || cldr.subdivisions.has(key)) byName.set(at, key);
  }
  return ({ code, nameEn, country }) => {
    let key: string | undefined = code.toLowerCase().replace(/[^a-z0-9]/g, '');
    if (!cldr.english.has(key)) key = cldr.aliases.get(key);
    if (key && OUTDATED.test(key)) key = undefined;
    const english = key ? cldr.english.get(key) : undefined;
    const named = byName.get(`${country.toLowerCase()}|${fold(nameEn)}`);
    const candidates = [
      english && placeWords(english) === placeWords(nameEn) ? key : undefined,
      named,
      english && soundLikeness(soundSkeleton(english, 'en'), soundSkeleton(nameEn, 'en')) >= SAME_PLACE ? key : undefined,
    ].filter((k) => k !== undefined);
    // A code CLDR keeps only as an old one has no translations (in-ut, Uttarakhand): then the same name's current code (in-uk).
    return candidates.find((k) => cldr.subdivisions.has(k)) ?? candidates[0];
  };
}
/** An English name without the kind of place: "Metropolitan City of Bari", "Southern Province" → "bari", "southern". */
const placeWords = (name: string) =>
  fold(name)
    .replace(
      /\b(province|region|county|oblast|oblysy|state|district|governorate|municipality|city|voivodeship|prefecture|department|parish|division|regional unit|metropolitan|borough|london|community development council|development|regional corporation|libero consorzio comunale|di|of)\b/g,
      ' ',
    )
    .replace(/\s+/g, '');
/** Below this likeness of the English names, a code names another place in CLDR than in our data. */
const SAME_PLACE = 0.42;
/** CLDR 48 still names Morocco's regions of 1997 (ma01–ma16); ISO 3166-2 gave MA-01…MA-12 to those of 2015. */
const OUTDATED = /^ma(0[1-9]|1[0-6])$/;
export type TranslationCounts = {
  countries: number;
  regions: number;
  /** Per language: regions named by their own name (Thai in TH, Chinese in CN, Hindi in IN), by CLDR, or left to English. */
  sources: Record<Lang, { own: number; cldr: number; english: number }>;
  updatedCountries: number;
  updatedRegions: number;
};

/**
 * Gives every country and region its Thai, Chinese and Hindi names: countries CLDR's (else the name
 * they were loaded with); regions their own-script name where it is in that country's language
 * (เชียงใหม่ in TH), else CLDR's checked name, else none (shown in English). The names follow from the
 * packages alone, so the step runs with every migration and writes only the rows whose names differ:
 * an existing database gets the new names once, with its ids unchanged.
 */
export async function loadPlaceTranslations(db: Db, cldr?: CldrPlaceNames): Promise<TranslationCounts> {
  const names = cldr ?? (await readCldrPlaceNames());
  const countryRows = await db.select().from(countries);
  const countryUpdates = countryRows.flatMap((c) => {
    const cldrNames = names.countries.get(c.code2) ?? {};
    const next = { nameTh: cldrNames.th ?? c.nameTh, nameZh: cldrNames.zh ?? c.nameZh, nameHi: cldrNames.hi ?? c.nameHi };
    return next.nameTh === c.nameTh && next.nameZh === c.nameZh && next.nameHi === c.nameHi ? [] : [{ id: c.id, ...next }];
  });
  for (const u of countryUpdates) await db.update(countries).set({ nameTh: u.nameTh, nameZh: u.nameZh, nameHi: u.nameHi }).where(eq(countries.id, u.id));

  const regionRows = await db
    .select({
      id: regions.id,
      code: regions.code,
      nameEn: regions.nameEn,
      nameLocal: regions.nameLocal,
      nameTh: regions.nameTh,
      nameZh: regions.nameZh,
      nameHi: regions.nameHi,
      country: countries.code2,
    })
    .from(regions)
    .innerJoin(countries, eq(countries.id, regions.countryId));
  const keyOf = cldrKeyFinder(names);
  const sources = Object.fromEntries(LANGS.map((lang) => [lang, { own: 0, cldr: 0, english: 0 }])) as TranslationCounts['sources'];
  const regionUpdates: { id: number; th: string | null; zh: string | null; hi: string | null }[] = [];
  for (const r of regionRows) {
    const key = keyOf(r);
    const cldrNames = key ? (names.subdivisions.get(key) ?? {}) : {};
    const next = Object.fromEntries(
      LANGS.map((lang) => {
        const own = OWN_LANGUAGE[r.country] === lang && r.nameLocal && SCRIPT[lang].test(r.nameLocal) ? r.nameLocal : undefined;
        const name = own ?? cldrNames[lang];
        sources[lang][own ? 'own' : name ? 'cldr' : 'english']++;
        return [lang, name ?? null];
      }),
    ) as Record<Lang, string | null>;
    if (next.th !== r.nameTh || next.zh !== r.nameZh || next.hi !== r.nameHi) regionUpdates.push({ id: r.id, ...next });
  }
  for (let i = 0; i < regionUpdates.length; i += 500) {
    const values = sql.join(
      regionUpdates.slice(i, i + 500).map((u) => sql`(${u.id}::integer, ${u.th}::varchar, ${u.zh}::varchar, ${u.hi}::varchar)`),
      sql`, `,
    );
    await db.execute(sql`update ${regions} set name_th = v.th, name_zh = v.zh, name_hi = v.hi
      from (values ${values}) as v(id, th, zh, hi) where ${regions.id} = v.id`);
  }
  return { countries: countryRows.length, regions: regionRows.length, sources, updatedCountries: countryUpdates.length, updatedRegions: regionUpdates.length };
}
