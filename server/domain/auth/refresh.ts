import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { TokenAnswer } from '#common/auth.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { newToken, sha256 } from '../../lib/secrets.ts';
import { lockLiveRefreshToken, lockSpentRefreshToken, revokeFamily, rotateRefreshToken, tokenPairExists } from './tokens.queries.ts';

// The refresh_token grant (RFC 6749 §6) with rotation and reuse detection (OAuth 2.0 Security BCP
// §4.14), made safe for concurrent requests of one session: two tabs, or a page load and the bell's
// poll, may present the same refresh token at once. The first rotates it; the others, within
// REFRESH_GRACE_MS, receive that very same new pair instead of revoking the family. A spent token
// presented after the grace is a replay: every token of its family ends.

/** How long a just-rotated refresh token still answers its successor pair (the concurrent requests of one session). */
export const REFRESH_GRACE_MS = 30_000;

type Lifetimes = { accessSeconds: number; refreshSeconds: number };
type Client = { id: number };

/** What answers a refresh: a token pair, or `invalid_grant` (unknown, expired, replayed, or the member is no longer active). */
export type RefreshOutcome = { ok: true; answer: TokenAnswer } | { ok: false };

export function refreshTokens(db: Db, options: { client: Client; refreshToken: string; lifetimes: Lifetimes; now?: Date }): Promise<RefreshOutcome> {
  const now = options.now ?? new Date();
  const hash = sha256(options.refreshToken);
  // One transaction with the token's row locked: a concurrent refresh of the same token waits here,
  // then finds it spent and answers the successor.
  return inTransaction(db, async (tx) => {
    const live = await lockLiveRefreshToken(tx, hash);
    if (live) {
      const { token, user } = live;
      const usable = token.clientId === options.client.id && token.userId !== null && user?.isActive && (token.refreshTokenExpiresAt ?? now) > now;
      if (!usable || !token.family) return { ok: false };
      const pair = { access: newToken(), refresh: newToken() };
      const accessExpiresAt = new Date(now.getTime() + options.lifetimes.accessSeconds * 1000);
      await rotateRefreshToken(tx, {
        spent: {
          rowId: token.id,
          refreshTokenHash: hash,
          family: token.family,
          successor: seal(options.refreshToken, { ...pair, accessExpiresAt: accessExpiresAt.getTime() }),
        },
        next: {
          accessTokenHash: sha256(pair.access),
          accessTokenExpiresAt: accessExpiresAt,
          refreshTokenHash: sha256(pair.refresh),
          refreshTokenExpiresAt: new Date(now.getTime() + options.lifetimes.refreshSeconds * 1000),
          scope: token.scope,
          clientId: token.clientId,
          userId: token.userId,
          family: token.family,
        },
        keepSince: new Date(now.getTime() - options.lifetimes.refreshSeconds * 1000),
      });
      return { ok: true, answer: answerOf(pair, accessExpiresAt.getTime(), now, token.scope) };
    }
    const spent = await lockSpentRefreshToken(tx, hash);
    if (!spent) return { ok: false };
    const successor = now.getTime() - spent.spentAt.getTime() < REFRESH_GRACE_MS && spent.successor ? open(options.refreshToken, spent.successor) : null;
    // The same session a moment later: the pair its sibling request received, if it still lives.
    if (successor && (await tokenPairExists(tx, sha256(successor.access), options.client.id)))
      return { ok: true, answer: answerOf(successor, successor.accessExpiresAt, now, null) };
    // A replay: after the grace, or after the successor itself was rotated on (the chain moved past
    // this token). A successor ended by a logout is no theft: just refused.
    const replayed = !successor || (await lockSpentRefreshToken(tx, sha256(successor.refresh))) !== null;
    if (replayed) await revokeFamily(tx, spent.family);
    return { ok: false };
  });
}

function answerOf(pair: { access: string; refresh: string }, accessExpiresAt: number, now: Date, scope: string | null): TokenAnswer {
  return {
    access_token: pair.access,
    token_type: 'Bearer',
    expires_in: Math.max(1, Math.round((accessExpiresAt - now.getTime()) / 1000)),
    refresh_token: pair.refresh,
    ...(scope ? { scope } : {}),
  };
}

type Sealed = { access: string; refresh: string; accessExpiresAt: number };

// The successor pair is stored encrypted (AES-256-GCM) under a key derived from the spent refresh
// token, which the database keeps only as a hash: the row alone opens nothing.
const keyOf = (refreshToken: string) => createHash('sha256').update(`refresh-successor:${refreshToken}`).digest();

function seal(refreshToken: string, value: Sealed): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(refreshToken), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

function open(refreshToken: string, sealed: string): Sealed | null {
  try {
    const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', keyOf(refreshToken), iv);
    decipher.setAuthTag(tag);
    return JSON.parse(Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')) as Sealed;
  } catch {
    return null;
  }
}
