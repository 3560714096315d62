import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authEpoch, oauthClients, oauthTokens, spentRefreshTokens, users } from '../../db/schema/index.ts';
import { forgetCheckedTokens } from './revocations.ts';

export const findClient = async (db: Db, clientId: string) => (await db.select().from(oauthClients).where(eq(oauthClients.clientId, clientId)).limit(1))[0];

export async function upsertClient(db: Db, values: { clientId: string; clientSecretHash: string; name: string; grants: string[] }) {
  const [row] = await db
    .insert(oauthClients)
    .values(values)
    .onConflictDoUpdate({ target: oauthClients.clientId, set: { clientSecretHash: values.clientSecretHash, name: values.name, grants: values.grants } })
    .returning();
  return row;
}

export async function insertToken(db: Db, values: typeof oauthTokens.$inferInsert) {
  const [row] = await db.insert(oauthTokens).values(values).returning();
  return row;
}

/** A live access token with its client and (for member tokens) its active user. */
export async function findLiveAccessToken(db: Db, accessTokenHash: string) {
  const [row] = await db
    .select({ token: oauthTokens, client: oauthClients, user: users })
    .from(oauthTokens)
    .innerJoin(oauthClients, eq(oauthClients.id, oauthTokens.clientId))
    .leftJoin(users, eq(users.id, oauthTokens.userId))
    .where(and(eq(oauthTokens.accessTokenHash, accessTokenHash), gt(oauthTokens.accessTokenExpiresAt, new Date())))
    .limit(1);
  return row;
}

/** The revocation counter raised by the database triggers of migration 0015 (0 before any revocation). */
export async function readAuthEpoch(db: Db): Promise<number> {
  const [row] = await db.select({ epoch: authEpoch.epoch }).from(authEpoch).where(eq(authEpoch.id, 1)).limit(1);
  return row?.epoch ?? 0;
}

export async function deleteTokenByHash(db: Db, clientId: number, tokenHash: string): Promise<void> {
  await db.delete(oauthTokens).where(and(eq(oauthTokens.clientId, clientId), eq(oauthTokens.accessTokenHash, tokenHash)));
  await db.delete(oauthTokens).where(and(eq(oauthTokens.clientId, clientId), eq(oauthTokens.refreshTokenHash, tokenHash)));
  forgetCheckedTokens();
}

/** Ends a member's sessions; `exceptTokenId` keeps the one making the call (a password change). */
export async function deleteUserTokens(db: Db, userId: number, exceptTokenId?: number): Promise<void> {
  await db.delete(oauthTokens).where(exceptTokenId ? and(eq(oauthTokens.userId, userId), ne(oauthTokens.id, exceptTokenId)) : eq(oauthTokens.userId, userId));
  forgetCheckedTokens();
}

/** A refresh token's live row with its user, locked: a concurrent refresh of the same token waits for this one. */
export async function lockLiveRefreshToken(db: Db, refreshTokenHash: string) {
  const [row] = await db
    .select({ token: oauthTokens, user: users })
    .from(oauthTokens)
    .leftJoin(users, eq(users.id, oauthTokens.userId))
    .where(eq(oauthTokens.refreshTokenHash, refreshTokenHash))
    .for('update', { of: oauthTokens })
    .limit(1);
  return row ?? null;
}

export async function lockSpentRefreshToken(db: Db, refreshTokenHash: string) {
  const [row] = await db.select().from(spentRefreshTokens).where(eq(spentRefreshTokens.refreshTokenHash, refreshTokenHash)).for('update').limit(1);
  return row ?? null;
}

/** Replaces a refresh token's pair by the next one, remembering the spent token (and its sealed successor). */
export async function rotateRefreshToken(
  db: Db,
  options: {
    spent: { rowId: number; refreshTokenHash: string; family: string; successor: string };
    next: typeof oauthTokens.$inferInsert;
    keepSince: Date;
  },
): Promise<void> {
  await db.delete(oauthTokens).where(eq(oauthTokens.id, options.spent.rowId));
  await db.insert(oauthTokens).values(options.next);
  const { rowId: _row, ...spent } = options.spent;
  await db.insert(spentRefreshTokens).values(spent).onConflictDoNothing();
  // Older than a refresh token's lifetime, a spent token could not have been used anyway.
  await db.delete(spentRefreshTokens).where(lt(spentRefreshTokens.spentAt, options.keepSince));
  forgetCheckedTokens();
}

/** Whether an access token's pair is still live (not revoked by a logout or a password change). */
export async function tokenPairExists(db: Db, accessTokenHash: string, clientId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: oauthTokens.id })
    .from(oauthTokens)
    .where(and(eq(oauthTokens.accessTokenHash, accessTokenHash), eq(oauthTokens.clientId, clientId)))
    .limit(1);
  return row !== undefined;
}

/** A replayed refresh token: every token of its family ends. */
export async function revokeFamily(db: Db, family: string): Promise<void> {
  await db.delete(oauthTokens).where(eq(oauthTokens.family, family));
  forgetCheckedTokens();
}
