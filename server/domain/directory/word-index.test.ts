import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/harness.ts';
import { findInIndex, LISTING_ORDER, type Order, POPULAR, pageOf, setRankAsWalkedFrom, setWalkFrom } from './indexed-search.ts';
import {
  distinctTrigrams,
  nameTrigramsOf,
  setTrigramLetters,
  TRIGRAM_LETTERS_PROBE,
  trigramsOf,
  Vocabulary,
  WordIndex,
  wordSimilarityOf,
} from './word-index.ts';

const listing = (id: number, name: string, extra = '') => ({ id, name, text: `${name} ${extra}`.trim() });
const all = () => true;

function indexOf(...listings: ReturnType<typeof listing>[]) {
  const index = new WordIndex<ReturnType<typeof listing>>();
  for (const l of listings) index.put(l);
  return index;
}

describe('word index', () => {
  const index = indexOf(
    listing(1, 'rishikesh yoga peeth', 'india hatha'),
    listing(2, 'bangkok flow', 'thailand vinyasa กรุงเทพมหานคร'),
    listing(3, 'chiang mai yoga', 'thailand hatha โยคะเชียงใหม่ 清迈'),
  );
  const ids = (found: { id: number }[]) => found.map((l) => l.id).sort();

  it('matches words by prefix, every word of the query', () => {
    expect(ids(index.terms([{ prefix: 'rishi' }]).list(all))).toEqual([1]);
    expect(ids(index.terms([{ prefix: 'hatha' }, { prefix: 'thai' }]).list(all))).toEqual([3]);
    expect(ids(index.terms([{ prefix: 'yoga' }]).list(all))).toEqual([1, 3]);
    expect(index.terms([{ prefix: 'ashtanga' }]).list(all)).toEqual([]);
  });

  it('takes every listed word starting with a prefix, and none beside them', () => {
    const words = indexOf(...['yo', 'yog', 'yoga', 'yogaz', 'yogi', 'yoh', 'yp', 'xyog'].map((word, i) => listing(i + 1, word)));
    const matching = (prefix: string) =>
      words
        .terms([{ prefix }])
        .list(all)
        .map((l) => l.name)
        .sort();
    expect(matching('yog')).toEqual(['yog', 'yoga', 'yogaz', 'yogi']);
    expect(matching('yoga')).toEqual(['yoga', 'yogaz']);
    expect(matching('y')).toEqual(['yo', 'yog', 'yoga', 'yogaz', 'yogi', 'yoh', 'yp']);
    expect(matching('yogb')).toEqual([]);
    expect(words.terms([{ prefix: 'yoga' }]).size).toBe(2);
  });

  it('matches a phrase inside words, Thai and Chinese included', () => {
    expect(ids(index.phrase('เชียงใหม่').list(all))).toEqual([3]);
    expect(ids(index.phrase('清迈').list(all))).toEqual([3]);
    expect(ids(index.phrase('kesh').list(all))).toEqual([1]);
    expect(ids(index.phrase('chiang mai').list(all))).toEqual([3]);
    expect(index.phrase('mai chiang').list(all)).toEqual([]);
  });

  it('tests a term of many words by the words of each listing, then by its listings gathered once', () => {
    const listings = Array.from({ length: 400 }, (_, i) => listing(i + 1, `studio ${i + 1}`, i % 3 ? `ma${i % 20}` : 'other'));
    const many = indexOf(...listings);
    for (const terms of [[{ prefix: 'ma' }], [{ prefix: 'ma', exact: ['other'] }], [{ prefix: 'studio' }, { prefix: 'ma' }]]) {
      const matcher = many.terms(terms);
      const test = matcher.test();
      // Every listing tested in turn: after an eighth of the term's listings the check changes.
      const tested = listings.filter((l) => test(l));
      expect(ids(tested), JSON.stringify(terms)).toEqual(ids(matcher.list(all)));
    }
  });

  it('starts a phrase from the words its parts can be: the end of one, whole ones, the start of one', () => {
    const texts = indexOf(
      listing(1, 'herr teaches', 'yoga teacher'),
      listing(2, 'studio', 'ferry ab teacher'),
      listing(3, 'studio', 'sorry abc teacher'),
      listing(4, 'rr tea', 'sorrow teal'),
    );
    const found = (phrase: string) => ids(texts.phrase(phrase).list(all));
    // "rr" ends a word, "ab" is one, "tea" starts one: the phrase starts from the rarest ("ab": 1 listing).
    expect(found('rr tea')).toEqual([1, 4]);
    expect(found('ry ab tea')).toEqual([2]);
    expect(found('ry abc t')).toEqual([3]);
    expect(found('y ab')).toEqual([2, 3]);
    expect(found('ry a tea')).toEqual([]);
    expect(texts.phrase('ry ab tea').size).toBe(1);
  });

  it('starts from the listings of a rare filter value, and finds what filtering finds', () => {
    type Placed = ReturnType<typeof listing> & { country: number };
    const placed = new WordIndex<Placed>(
      new Vocabulary(),
      (a, b) => a.id - b.id,
      (l) => [`country:${l.country}`],
    );
    for (let id = 1; id <= 300; id++) placed.put({ ...listing(id, `studio ${id}`, id % 3 ? 'yoga hatha' : 'yoga flow'), country: id % 50 });
    placed.put({ ...listing(7, 'moved studio', 'yoga flow'), country: 49 });
    placed.remove(8);
    const inCountry = (country: number) => (l: Placed) => l.country === country;
    for (const country of [7, 8, 49, 99]) {
      const facets = [`country:${country}`];
      const expected = (matcher: { list: (keep: (l: Placed) => boolean) => Placed[] }) => ids(matcher.list(inCountry(country)));
      const terms = placed.terms([{ prefix: 'yoga' }, { prefix: 'fl' }], facets);
      expect(ids(terms.list(inCountry(country)))).toEqual(expected(placed.terms([{ prefix: 'yoga' }, { prefix: 'fl' }])));
      expect(terms.size).toBe(placed.withFacets(facets)?.length);
      expect(ids(placed.phrase('yoga fl', facets).list(inCountry(country)))).toEqual(expected(placed.phrase('yoga fl')));
      expect(ids(placed.phrase('s', facets).list(inCountry(country)))).toEqual(expected(placed.phrase('s')));
    }
    expect(ids(placed.withFacets(['country:7']) ?? [])).toEqual(ids([57, 107, 157, 207, 257].map((id) => ({ id }))));
    expect(ids(placed.withFacets(['country:49']) ?? [])).toEqual(ids([7, 49, 99, 149, 199, 249, 299].map((id) => ({ id }))));
    expect(placed.withFacets(['country:99'])).toEqual([]);
    expect(placed.withFacets([])).toBeUndefined();
  });

  it('corrects a short word only to words similar enough, not to every longer word sharing a trigram', () => {
    const numbers = new Vocabulary();
    for (const word of ['t10', 't123', 't1234', 't123456', 'at1', 'wt1', 't']) numbers.add(word);
    // pg_trgm's similarity to "t1": t10 2/5, t123 2/6 (the longest as similar as 0.3), t1234 2/7,
    // t123456 2/9, at1 and wt1 1/6, t 1/4.
    expect(numbers.corrections('t1')).toEqual(['t10', 't123']);
  });

  it('corrects a misspelled word to listed words, swapped letters included', () => {
    expect(index.vocabulary.corrections('bankok')).toContain('bangkok');
    expect(index.vocabulary.corrections('chaing')).toContain('chiang');
    expect(index.vocabulary.corrections('flwo')).toContain('flow');
    expect(index.vocabulary.corrections('bangkok')).toEqual([]);
  });

  it('forgets the words of a listing that changed or left, in every kind sharing the vocabulary', () => {
    const vocabulary = new Vocabulary();
    const schools = new WordIndex<ReturnType<typeof listing>>(vocabulary);
    const teachers = new WordIndex<ReturnType<typeof listing>>(vocabulary);
    schools.put(listing(1, 'lotus house'));
    teachers.put(listing(1, 'lotus sharma'));
    schools.put(listing(1, 'sunrise house'));
    expect(schools.terms([{ prefix: 'lotus' }]).list(all)).toEqual([]);
    expect(vocabulary.has('lotus')).toBe(true);
    teachers.remove(1);
    expect(vocabulary.has('lotus')).toBe(false);
    expect(vocabulary.has('sunrise')).toBe(true);
  });

  it('has the trigrams of pg_trgm', () => {
    expect([...trigramsOf('cat')]).toEqual(['  c', ' ca', 'cat', 'at ']);
  });
});

describe('words containing a part', () => {
  it('are found through a trigram of the part, or its two Thai or Chinese letters', () => {
    const vocabulary = new Vocabulary();
    for (const word of ['rishikesh', 'shikoku', 'yoga', '瑜伽馆', '瑜伽', 'โยคะ']) vocabulary.add(word);
    expect(vocabulary.containing('shik')?.sort()).toEqual(['rishikesh', 'shikoku']);
    expect(vocabulary.containing('瑜伽')?.sort()).toEqual(['瑜伽', '瑜伽馆']);
    expect(vocabulary.containing('ยค')).toEqual(['โยคะ']);
    expect(vocabulary.containing('zzz')).toEqual([]);
    // One or two Latin letters: the words must be scanned (the caller scans fewer than these).
    expect(vocabulary.containing('og')).toBeUndefined();
    expect(vocabulary.containing('o')).toBeUndefined();
    vocabulary.release('shikoku');
    vocabulary.release('瑜伽馆');
    expect(vocabulary.containing('shik')).toEqual(['rishikesh']);
    expect(vocabulary.containing('瑜伽')).toEqual(['瑜伽']);
  });
});

describe("pg_trgm's word similarity", () => {
  it('has the trigrams of show_trgm, multibyte ones hashed as PostgreSQL hashes them', () => {
    const sorted = (text: string) => [...distinctTrigrams(nameTrigramsOf(text))].sort((a, b) => a - b);
    const ascii = (t: string) => (t.charCodeAt(0) << 16) | (t.charCodeAt(1) << 8) | t.charCodeAt(2);
    // show_trgm('โยคะ') and show_trgm('清迈 abc'), on PostgreSQL 15 and PGlite alike.
    expect(sorted('โยคะ')).toEqual([0x184050, 0x1d8c3d, 0x23ca1d, 0xcb7879, 0xd0c277]);
    expect(sorted('清迈 abc')).toEqual([0x153e2f, 0x253533, 0xb621be, ...['  a', ' ab', 'abc', 'bc '].map(ascii)].sort((a, b) => a - b));
  });

  // Values of word_similarity(a, b) on PostgreSQL 15 (glibc) and PGlite 0.5 (PostgreSQL 18, musl).
  const known: [string, string, number][] = [
    ['word', 'two words', 0.8],
    ['ครู gup', 'ครูกุ๊ป gupta yoga', 0.46153846],
    ['ครู gupta', 'gupta yoga studio', 0.6],
    ['โยคะ', 'สตูดิโอโยคะเชียงใหม่', 0.4],
    // Thai tone marks are no letters for pg_trgm: they end a word.
    ['เชียงใหม่', 'สตูดิโอ เชียงใหม', 1],
    ['เชียงใหม่', 'โยคะเชียงใหม่', 0.7777778],
    ['หฐโยคะ', 'หฐโยคะ ภูเก็ต', 1],
    // A word inside a Chinese name shares no trigram with it: the name is one word.
    ['瑜伽', '清迈瑜伽中心', 0],
    ['哈他瑜伽', '上海 哈他 瑜伽', 0.4],
    ['上海 yoga', 'shanghai yoga 上海瑜伽', 0.875],
    ['योग', 'ऋषिकेश योग पीठ', 1],
    ['योगा', 'योग शिक्षिका', 0.6],
    ['ऋषिकेश', 'ऋषिकेष योग', 0.71428573],
    ['hatha โยคะ', 'โยคะ hatha flow', 1],
    ['200 ชั่วโมง', '200 hour ชั่วโมง', 0.7058824],
    ['aa', 'aaa aa a', 1],
  ];
  it.each(known)('word_similarity(%s, %s) = %s', (a, b, value) => {
    expect(wordSimilarityOf(a, b)).toBe(Math.fround(value));
  });

  it("follows the database's letters: glibc counts Thai ๆ and ฯ, PGlite's musl does not", () => {
    setTrigramLetters(true);
    expect(wordSimilarityOf('ๆ', 'ๆ')).toBe(1);
    setTrigramLetters(false);
    expect(wordSimilarityOf('ๆ', 'ๆ')).toBe(0);
  });

  describe('against the test database', () => {
    let database: Awaited<ReturnType<typeof openTestDatabase>>;
    beforeAll(async () => {
      database = await openTestDatabase();
    }, 60_000);
    afterAll(() => database.drop());

    it('computes what the database computes, for random texts of Thai, Chinese, Devanagari, Latin and digits', async () => {
      const probe = (await database.db.execute(sql.raw(TRIGRAM_LETTERS_PROBE))) as unknown as { rows: { thai_signs: boolean }[] };
      setTrigramLetters(probe.rows[0].thai_signs);
      let seed = 11;
      const random = () => {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        return seed / 2147483648;
      };
      // Few characters, so that trigrams repeat; marks, signs and punctuation that pg_trgm drops.
      const characters = [...'abc ก่ขุ清瑜ฯๆ9-कािे्'];
      const text = (length: number) =>
        Array.from({ length: 1 + Math.floor(random() * length) }, () => characters[Math.floor(random() * characters.length)]).join('');
      const pairs = Array.from({ length: 3000 }, () => [text(8), text(30)]);
      const result = (await database.db.execute(sql`
        select word_similarity(pair->>0, pair->>1)::text as value
        from jsonb_array_elements(${JSON.stringify(pairs)}::jsonb) with ordinality as t(pair, n) order by n`)) as unknown as { rows: { value: string }[] };
      const differing = pairs.filter(([a, b], i) => wordSimilarityOf(a, b) !== Math.fround(Number(result.rows[i].value)));
      expect(differing).toEqual([]);
      expect(result.rows.filter((r) => Number(r.value) > 0 && Number(r.value) < 1).length).toBeGreaterThan(500);
      setTrigramLetters(false);
    }, 60_000);
  });
});

describe('names resembling a query', () => {
  const index = indexOf(listing(1, 'ครูกุ๊ป gupta yoga'), listing(2, 'gupta yoga studio'), listing(3, 'สตูดิโอ เชียงใหม่'), listing(4, 'lotus house'));

  it('finds names by word similarity at the threshold, with their similarity', () => {
    const found = index.matchName('ครู gupta', 0.5);
    expect(new Map([...found].map(([l, similarity]) => [l.id, similarity]))).toEqual(
      new Map([
        [1, wordSimilarityOf('ครู gupta', 'ครูกุ๊ป gupta yoga')],
        [2, Math.fround(0.6)],
      ]),
    );
    expect([...index.matchName('ครู gup', 0.5).keys()]).toEqual([]);
    expect([...index.matchName('ครู gup', 0.4).keys()].map((l) => l.id)).toEqual([1]);
    expect([...index.matchName('เชียงใหม', 0.5).keys()].map((l) => l.id)).toEqual([3]);
  });

  it('leaves out what the caller does not keep, and names that changed or left', () => {
    const changing = indexOf(listing(1, 'gupta yoga'), listing(2, 'gupta flow'), listing(3, 'gupta'));
    expect([...changing.matchName('gupta ครู', 0.5, (l) => l.id !== 2).keys()].map((l) => l.id).sort()).toEqual([1, 3]);
    changing.put(listing(1, 'lotus yoga'));
    changing.remove(3);
    expect([...changing.matchName('gupta ครู', 0.5).keys()].map((l) => l.id)).toEqual([2]);
    changing.put(listing(3, 'ครู gupta'));
    expect([...changing.matchName('gupta ครู', 0.5).keys()].map((l) => l.id).sort()).toEqual([2, 3]);
  });
});

// Every pass listed (Infinity) or walked in the kept order (0): the same answers.
describe.each([
  ['listed', Number.POSITIVE_INFINITY],
  ['walked', 0],
])('indexed search, %s', (_mode, walk) => {
  beforeAll(() => setWalkFrom(walk));
  afterAll(() => setWalkFrom(3000));
  const index = indexOf(listing(1, 'lotus yoga'), listing(2, 'sunrise lotus'), listing(3, 'ocean', 'lotus pond'), listing(4, 'lotus', 'closed'));
  const open = (l: { id: number }) => l.id !== 4;
  // The default kept order is by id, so ranks then ids may be walked.
  const byRank: Order<{ id: number }> = { compare: (a, ra, b, rb) => rb - ra || a.id - b.id, walk: 'forward', byRank: true };

  it('ranks names that start with the words first, then names that contain them', () => {
    const found = findInIndex(index, 'Lotus', open);
    expect(found && pageOf(found, byRank, { limit: 10, offset: 0 }).page.map((l) => l.id)).toEqual([1, 2, 3]);
  });

  it('pages without sorting every match, and counts what a visitor may see', () => {
    const found = findInIndex(index, 'lotus', open);
    if (!found) throw new Error('found');
    expect(pageOf(found, byRank, { limit: 1, offset: 1 })).toEqual({ page: [index.get(2)], total: 3 });
    expect(pageOf(found, byRank, { limit: 2, offset: 4 })).toEqual({ page: [], total: 3 });
  });

  it('leaves a query without words to the database', () => {
    expect(findInIndex(index, '%% --', open)).toBeUndefined();
  });

  it('answers nothing, not an error, when nothing matches even after correction', () => {
    expect(findInIndex(index, 'zzqxv', open)).toEqual({ listings: [], rank: expect.any(Function) });
  });

  it('answers a Thai or Chinese query no text contains with the names it resembles, the most similar first', () => {
    const names = indexOf(listing(1, 'gupta yoga studio'), listing(2, 'gupta ครู'), listing(3, 'lotus', 'ครู'), listing(4, 'gupta', 'closed'));
    const found = findInIndex(names, 'ครู gupta', open);
    expect(found && pageOf(found, byRank, { limit: 10, offset: 0 }).page.map((l) => l.id)).toEqual([2, 1]);
    expect(found && 'rank' in found && found.rank(names.get(1) as never)).toBe(Math.fround(0.6));
    expect(findInIndex(names, '清迈 zz', open)).toEqual({ listings: [], rank: expect.any(Function) });
  });
});

describe('walking big results in the kept order', () => {
  afterAll(() => setWalkFrom(3000));
  type Viewed = ReturnType<typeof listing> & { viewers: number; memberSince: string | null };
  const WORDS = ['lotus', 'yoga', 'prana', 'surya', 'ganga', 'shanti'];
  const random = (() => {
    let a = 11;
    return () => ((a = (a * 16807) % 2147483647) - 1) / 2147483646;
  })();
  const pick = () => WORDS[Math.floor(random() * WORDS.length)];
  const index = new WordIndex<Viewed>(new Vocabulary(), POPULAR);
  for (let id = 1; id <= 2600; id++) {
    const name = random() < 0.1 ? `${pick()} ${pick()}` : `studio ${id}`;
    const memberSince = random() < 0.1 ? null : `20${10 + Math.floor(random() * 15)}-01-01`;
    index.put({ ...listing(id, name, `${pick()} ${pick()} hatha`), viewers: Math.floor(random() * 50), memberSince });
  }
  // Views change the kept order as listings are put again.
  for (let id = 1; id <= 2600; id += 7) {
    index.ordered();
    const old = index.get(id) as Viewed;
    index.put({ ...old, viewers: old.viewers + 25 });
  }
  index.remove(13);

  it('gives the pages, ranks and totals (capped) of listing every match', () => {
    const shown = (l: Viewed) => l.id % 5 !== 0;
    let walks = 0;
    for (const query of ['yoga', 'lot', 'ga', 'shanti yoga', 'hatha', 'studio 1', 'pranna', 'suyra ganga'])
      for (const order of Object.values(LISTING_ORDER))
        for (const window of [
          { limit: 12, offset: 0 },
          { limit: 12, offset: 36 },
          { limit: 20, offset: 990 },
          { limit: 20, offset: 1980 },
        ]) {
          setWalkFrom(Number.POSITIVE_INFINITY);
          const listed = findInIndex(index, query, shown);
          setWalkFrom(0);
          const walked = findInIndex(index, query, shown);
          if (!listed || !walked) throw new Error(query);
          if ('test' in walked) walks++;
          const expected = pageOf(listed, order, window);
          expect(pageOf(walked, order, window), `${query} ${JSON.stringify(window)}`).toEqual(expected);
          // Ranked as walked, whatever the names would cost (the budget may run out: then as above).
          setRankAsWalkedFrom(0);
          expect(pageOf(walked, order, window), `${query} ${JSON.stringify(window)} ranked as walked`).toEqual(expected);
          setRankAsWalkedFrom(2002);
        }
    // Every query is walked, misspelled words ("pranna") too: the names resembling them first.
    expect(walks).toBe(8 * 3 * 4);
  });

  it('ranks a walk as it goes: the page is known once enough names start with the query', () => {
    // Every listing matches; one in a hundred names starts with the query, one in ten contains it.
    const sparse = new WordIndex<Viewed>(new Vocabulary(), POPULAR);
    for (let id = 1; id <= 3000; id++) {
      const name = id % 100 === 1 ? `yoga ${id}` : id % 10 === 1 ? `studio yoga ${id}` : `studio ${id}`;
      sparse.put({ ...listing(id, name, 'yoga hatha'), viewers: 3000 - id, memberSince: null });
    }
    setWalkFrom(0);
    try {
      for (const query of ['yoga', 'yoga 1', 'studio y', 's'])
        for (const window of [
          { limit: 12, offset: 0 },
          { limit: 24, offset: 12 },
          { limit: 40, offset: 20 },
        ]) {
          const found = findInIndex(sparse, query, () => true);
          if (!found) throw new Error(query);
          setRankAsWalkedFrom(Number.POSITIVE_INFINITY);
          const expected = pageOf(found, LISTING_ORDER.rank, window);
          setRankAsWalkedFrom(0);
          expect(pageOf(found, LISTING_ORDER.rank, window), query).toEqual(expected);
          expect(expected.total).toBe(1001);
        }
    } finally {
      setRankAsWalkedFrom(2002);
    }
  });

  it('keeps the order as listings are put and removed', () => {
    const ordered = index.ordered();
    expect(ordered.length).toBe(index.size);
    expect([...ordered].sort(POPULAR)).toEqual(ordered);
  });
});
