/** The token caches of this process (one per app), emptied together when a token is revoked here. */
const caches = new Set<{ clear(): void }>();

export function registerTokenCache(cache: { clear(): void }): () => void {
  caches.add(cache);
  return () => caches.delete(cache);
}

/**
 * Forgets every checked token in this process at once: a revocation made here must not wait for
 * the next epoch poll. Other processes learn of it from the epoch the database triggers raise.
 */
export function forgetCheckedTokens(): void {
  for (const cache of caches) cache.clear();
}
