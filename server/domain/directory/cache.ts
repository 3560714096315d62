import { onPublicChange } from '../../lib/public-changes.ts';

/**
 * A short-lived in-process cache for directory lists and markers: the same searches come back
 * often, and a listing change may take a few seconds to show (config.directoryCacheTtlMs, from
 * DIRECTORY_CACHE_TTL_MS: default 15 s; 0 turns it off, as in tests). Each process keeps its own; nothing here must be exact.
 */
const MAX_ENTRIES = 2000;
const store = new Map<string, { expires: number; value: Promise<unknown> }>();
// A change by the office (a hidden rating changes averages) empties the cache of this process.
onPublicChange(() => store.clear());

export function cached<T>(ttl: number, key: string, load: () => Promise<T>): Promise<T> {
  if (ttl <= 0) return load();
  const now = Date.now();
  const hit = store.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  // Entries are kept in the order they were stored: the oldest go first, expired or not, so a
  // full cache costs one deletion per new entry (not a look at every entry).
  for (const [k, v] of store) {
    if (v.expires > now && store.size < MAX_ENTRIES) break;
    store.delete(k);
  }
  const value = load();
  store.delete(key);
  store.set(key, { expires: now + ttl, value });
  value.catch(() => store.delete(key));
  return value;
}
