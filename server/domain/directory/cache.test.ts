import { afterEach, describe, expect, it, vi } from 'vitest';
import { cached, cacheTtl } from './cache.ts';
import { fold, queryWords, searchText } from './search.ts';

afterEach(() => {
  vi.useRealTimers();
  delete process.env.DIRECTORY_CACHE_TTL_MS;
});

describe('directory micro-cache', () => {
  it('answers repeated loads from memory until the time to live has passed', async () => {
    vi.useFakeTimers();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cached(1000, 'k1', load)).toBe(1);
    expect(await cached(1000, 'k1', load)).toBe(1);
    vi.advanceTimersByTime(1001);
    expect(await cached(1000, 'k1', load)).toBe(2);
    expect(await cached(0, 'k1', load)).toBe(3);
  });

  it('forgets failures, is off in tests and follows DIRECTORY_CACHE_TTL_MS', async () => {
    await expect(cached(1000, 'k2', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cached(1000, 'k2', async () => 'ok')).toBe('ok');
    expect(cacheTtl('test')).toBe(0);
    expect(cacheTtl('production')).toBe(15_000);
    process.env.DIRECTORY_CACHE_TTL_MS = '0';
    expect(cacheTtl('production')).toBe(0);
  });
});

describe('search text folding', () => {
  it('drops Latin accents and case but keeps Thai, Devanagari and Chinese intact', () => {
    expect(fold('São Paulo ÉCOLE')).toBe('sao paulo ecole');
    expect(fold('เชียงใหม่')).toBe('เชียงใหม่');
    expect(fold('हठ योग')).toBe('हठ योग');
    expect(queryWords('  Hatha, "Yin"; 上海!  ')).toEqual(['hatha', 'yin', '上海']);
    expect(searchText(['A', null, ['B', 'Ç'], undefined])).toBe('a b c');
  });
});
