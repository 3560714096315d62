import type { Db } from '../../db/client.ts';
import { registerTokenCache } from './revocations.ts';
import { findLiveAccessToken, readAuthEpoch } from './tokens.queries.ts';

/** Who a checked Bearer token speaks for. */
export type TokenAuth = { tokenId: number; clientId: number; userId: number | null; isStaff: boolean };

export type TokenCache = {
  /** The token's caller, from memory when it was checked recently, else from the database. */
  check(accessTokenHash: string): Promise<TokenAuth | null>;
  /** Reads the revocation epoch now (the poller does this every `pollMs`). */
  poll(): Promise<void>;
  stop(): void;
};

const MAX_ENTRIES = 10_000;

/**
 * A short-lived in-process cache of checked access tokens, so an API call costs no database round
 * trip for a token seen in the last `ttlMs`. Revocation still reaches every process within
 * `pollMs`: deleting a token row, or changing a member's active or staff flag, raises the counter
 * in `auth_epoch` (database triggers, migration 0015), and each process reads that one row every
 * `pollMs` and empties its cache when it changed. A failed poll empties it too. TTL 0 turns the
 * cache off (every call reads the database).
 */
export function createTokenCache(db: Db, options: { ttlMs: number; pollMs: number }): TokenCache & { clear(): void } {
  const entries = new Map<string, { auth: TokenAuth; until: number }>();
  let epoch: number | undefined;
  let generation = 0;

  const clear = () => {
    entries.clear();
    generation++;
  };

  const poll = async () => {
    try {
      const now = await readAuthEpoch(db);
      if (now !== epoch) clear();
      epoch = now;
    } catch {
      clear();
      epoch = undefined;
    }
  };

  const timer = options.ttlMs > 0 ? setInterval(() => void poll(), options.pollMs) : undefined;
  timer?.unref();

  const cache = {
    async check(accessTokenHash: string): Promise<TokenAuth | null> {
      const now = Date.now();
      const hit = entries.get(accessTokenHash);
      if (hit && hit.until > now) return hit.auth;
      if (hit) entries.delete(accessTokenHash);
      // Until the first poll has answered, nothing is cached: an epoch read later could miss a revocation made before it.
      if (options.ttlMs > 0 && epoch === undefined) await poll();
      const started = generation;
      const row = await findLiveAccessToken(db, accessTokenHash);
      if (!row || (row.token.userId !== null && !row.user?.isActive)) return null;
      const auth = { tokenId: row.token.id, clientId: row.client.id, userId: row.token.userId, isStaff: row.user?.isStaff ?? false };
      // A revocation seen while the row was read may have come after it: that answer is not kept.
      if (options.ttlMs > 0 && started === generation) {
        if (entries.size >= MAX_ENTRIES) entries.clear();
        entries.set(accessTokenHash, { auth, until: Math.min(now + options.ttlMs, row.token.accessTokenExpiresAt.getTime()) });
      }
      return auth;
    },
    poll,
    clear,
    stop() {
      if (timer) clearInterval(timer);
      unregister();
    },
  };
  const unregister = registerTokenCache(cache);
  return cache;
}
