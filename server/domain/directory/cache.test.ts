import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.ts';
import { fold, queryWords, searchText } from '../../lib/search-text.ts';
import { cached } from './cache.ts';

afterEach(() => {
  vi.useRealTimers();
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

  it('keeps at most 2,000 searches, forgetting the oldest first', async () => {
    const load = async () => 'row';
    for (let i = 0; i < 2500; i++) await cached(60_000, `many-${i}`, load);
    let loads = 0;
    const counted = async () => `${++loads}`;
    expect(await cached(60_000, 'many-2499', counted)).toBe('row');
    expect(await cached(60_000, 'many-0', counted)).toBe('1');
    expect(await cached(60_000, 'many-501', counted)).toBe('row');
  });

  it('forgets failures, is off in tests and follows DIRECTORY_CACHE_TTL_MS', async () => {
    await expect(cached(1000, 'k2', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cached(1000, 'k2', async () => 'ok')).toBe('ok');
    const ttl = (env: Record<string, string>) => loadConfig({ SESSION_SECRET: 'x'.repeat(40), WEB_CLIENT_SECRET: 'y'.repeat(20), ...env }).directoryCacheTtlMs;
    expect(ttl({ NODE_ENV: 'test' })).toBe(0);
    expect(ttl({ NODE_ENV: 'production' })).toBe(15_000);
    expect(ttl({ NODE_ENV: 'production', DIRECTORY_CACHE_TTL_MS: '0' })).toBe(0);
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
