import { describe, expect, it } from 'vitest';
import { CardCache } from './card-cache.ts';

type Row = { id: number; school: number; name: string };
const row = (id: number, name = `row ${id}`, school = 1): Row => ({ id, school, name });

describe('CardCache', () => {
  it('reads only the rows it does not hold, and answers in the order asked', async () => {
    const cache = new CardCache<Row>((r) => r.id);
    const asked: number[][] = [];
    const load = async (ids: number[]) => {
      asked.push(ids);
      return ids.filter((id) => id !== 4).map((id) => row(id));
    };
    expect((await cache.read([1, 2], load)).map((r) => r.id)).toEqual([1, 2]);
    expect((await cache.read([3, 2, 4, 1], load)).map((r) => r.id)).toEqual([3, 2, 1]);
    expect(asked).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it('reads a forgotten row again, also rows of a changed school', async () => {
    const cache = new CardCache<Row>((r) => r.id, { schoolOf: (r) => r.school });
    let name = 'old';
    const load = async (ids: number[]) => ids.map((id) => row(id, name, id === 3 ? 2 : 1));
    await cache.read([1, 2, 3], load);
    name = 'new';
    cache.forget([1]);
    cache.forgetOfSchools(new Set([2]));
    expect((await cache.read([1, 2, 3], load)).map((r) => r.name)).toEqual(['new', 'old', 'new']);
  });

  it('does not keep a row read while the listing changed', async () => {
    const cache = new CardCache<Row>((r) => r.id);
    let release = () => {};
    const slow = cache.read([1], (ids) => new Promise((resolve) => (release = () => resolve(ids.map((id) => row(id, 'before'))))));
    cache.forget([1]);
    release();
    expect((await slow)[0].name).toBe('before');
    expect((await cache.read([1], async (ids) => ids.map((id) => row(id, 'after'))))[0].name).toBe('after');
  });

  it('holds at most its capacity, dropping the oldest', async () => {
    const cache = new CardCache<Row>((r) => r.id, { capacity: 2 });
    const loaded: number[] = [];
    const load = async (ids: number[]) => {
      loaded.push(...ids);
      return ids.map((id) => row(id));
    };
    await cache.read([1, 2, 3], load);
    await cache.read([2, 3, 1], load);
    expect(loaded).toEqual([1, 2, 3, 1]);
  });
});
