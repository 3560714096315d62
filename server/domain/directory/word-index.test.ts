import { describe, expect, it } from 'vitest';
import { findInIndex, pageOf } from './indexed-search.ts';
import { trigramsOf, Vocabulary, WordIndex } from './word-index.ts';

const listing = (id: number, name: string, extra = '') => ({ id, name, text: `${name} ${extra}`.trim() });

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
    expect(ids(index.matchTerms([{ prefix: 'rishi' }]))).toEqual([1]);
    expect(ids(index.matchTerms([{ prefix: 'hatha' }, { prefix: 'thai' }]))).toEqual([3]);
    expect(ids(index.matchTerms([{ prefix: 'yoga' }]))).toEqual([1, 3]);
    expect(index.matchTerms([{ prefix: 'ashtanga' }])).toEqual([]);
  });

  it('matches a phrase inside words, Thai and Chinese included', () => {
    expect(ids(index.matchPhrase('เชียงใหม่'))).toEqual([3]);
    expect(ids(index.matchPhrase('清迈'))).toEqual([3]);
    expect(ids(index.matchPhrase('kesh'))).toEqual([1]);
    expect(ids(index.matchPhrase('chiang mai'))).toEqual([3]);
    expect(index.matchPhrase('mai chiang')).toEqual([]);
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
    expect(schools.matchTerms([{ prefix: 'lotus' }])).toEqual([]);
    expect(vocabulary.has('lotus')).toBe(true);
    teachers.remove(1);
    expect(vocabulary.has('lotus')).toBe(false);
    expect(vocabulary.has('sunrise')).toBe(true);
  });

  it('has the trigrams of pg_trgm', () => {
    expect([...trigramsOf('cat')]).toEqual(['  c', ' ca', 'cat', 'at ']);
  });
});

describe('indexed search', () => {
  const index = indexOf(listing(1, 'lotus yoga'), listing(2, 'sunrise lotus'), listing(3, 'ocean', 'lotus pond'), listing(4, 'lotus', 'closed'));
  const open = (l: { id: number }) => l.id !== 4;
  const byRank = (a: { id: number }, ra: number, b: { id: number }, rb: number) => rb - ra || a.id - b.id;

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
    expect(findInIndex(index, 'zzqxv', open)?.listings).toEqual([]);
  });
});
