import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oauthClients, oauthTokens, users } from '../../db/schema/index.ts';

export const findClient = async (db: Db, clientId: string) =>
  (await db.select().from(oauthClients).where(eq(oauthClients.clientId, clientId)).limit(1))[0];

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

export async function findRefreshToken(db: Db, refreshTokenHash: string) {
  const [row] = await db
    .select({ token: oauthTokens, client: oauthClients, user: users })
    .from(oauthTokens)
    .innerJoin(oauthClients, eq(oauthClients.id, oauthTokens.clientId))
    .leftJoin(users, eq(users.id, oauthTokens.userId))
    .where(eq(oauthTokens.refreshTokenHash, refreshTokenHash))
    .limit(1);
  return row;
}

/** Deletes a token row; answers whether it existed, so a refresh token can be used only once even under races. */
export async function deleteTokenById(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(oauthTokens).where(eq(oauthTokens.id, id)).returning({ id: oauthTokens.id });
  return rows.length > 0;
}

export async function deleteTokenByHash(db: Db, clientId: number, tokenHash: string): Promise<void> {
  await db.delete(oauthTokens).where(and(eq(oauthTokens.clientId, clientId), eq(oauthTokens.accessTokenHash, tokenHash)));
  await db.delete(oauthTokens).where(and(eq(oauthTokens.clientId, clientId), eq(oauthTokens.refreshTokenHash, tokenHash)));
}

export async function deleteUserTokens(db: Db, userId: number): Promise<void> {
  await db.delete(oauthTokens).where(eq(oauthTokens.userId, userId));
}
