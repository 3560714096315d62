import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countries, passwordResetTokens, profiles, regions, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;

/** Login accepts a username or an email, case-insensitively. */
export async function findUserForLogin(db: Db, login: string) {
  const value = login.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = ${value}`, sql`lower(${users.email}) = ${value}`))
    .limit(1);
  return row;
}

export const findUserById = async (db: Db, id: number) => (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];

export const findUserByEmail = async (db: Db, email: string) =>
  (await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1))[0];

export const usernameExists = async (db: Db, username: string) =>
  (await db.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = ${username.toLowerCase()}`).limit(1)).length > 0;

export async function touchLastLogin(db: Db, userId: number) {
  await db.update(users).set({ lastLogin: new Date() }).where(eq(users.id, userId));
}

/** Creates a user and an empty profile in one transaction. */
export async function insertUserWithProfile(db: Db, values: typeof users.$inferInsert) {
  return db.transaction(async (tx) => {
    const [user] = await tx.insert(users).values(values).returning();
    await tx.insert(profiles).values({ userId: user.id });
    return user;
  });
}

export async function updateUser(db: Db, userId: number, values: Partial<typeof users.$inferInsert>) {
  if (Object.keys(values).length === 0) return;
  await db.update(users).set(values).where(eq(users.id, userId));
}

export async function updateProfileRow(db: Db, userId: number, values: Partial<typeof profiles.$inferInsert>) {
  await db
    .update(profiles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(profiles.userId, userId));
}

/** The profile's current avatar key, its row locked until the transaction ends: two uploads at once replace one another in turn. */
export async function lockProfileAvatar(db: Db, userId: number): Promise<{ avatar: string | null } | undefined> {
  const [row] = await db.select({ avatar: profiles.avatar }).from(profiles).where(eq(profiles.userId, userId)).for('update');
  return row;
}

/** The profile with its region's name in every language (the caller picks one). */
export async function findProfileWithRegion(db: Db, userId: number) {
  const [row] = await db
    .select({ user: users, profile: profiles, region: regions, country: countries })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(regions, eq(regions.id, profiles.regionId))
    .leftJoin(countries, eq(countries.id, regions.countryId))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export const regionExists = async (db: Db, id: number) => (await db.select({ id: regions.id }).from(regions).where(eq(regions.id, id)).limit(1)).length > 0;
export const countryCodeExists = async (db: Db, code: string) =>
  (await db.select({ id: countries.id }).from(countries).where(eq(countries.code2, code)).limit(1)).length > 0;

/** Is this number verified by an account other than `exceptUserId`? */
export async function verifiedPhoneOwner(db: Db, phone: string, exceptUserId?: number) {
  const [row] = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(and(eq(profiles.phoneNumber, phone), eq(profiles.phoneVerified, true), exceptUserId ? ne(profiles.userId, exceptUserId) : undefined))
    .limit(1);
  return row?.userId;
}

export const phoneExists = async (db: Db, phone: string) =>
  (await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.phoneNumber, phone)).limit(1)).length > 0;

export async function insertPasswordResetToken(db: Db, values: typeof passwordResetTokens.$inferInsert) {
  await db.insert(passwordResetTokens).values(values);
}

export const findPasswordResetToken = async (db: Db, tokenHash: string) =>
  (await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, tokenHash)).limit(1))[0];

/** Marks a reset token used; false if it was used already (a second click or a race). */
export async function consumePasswordResetToken(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  return rows.length > 0;
}

/** Every reset link of the account not used yet stops working (the password changed another way). */
export async function endPasswordResetLinks(db: Db, userId: number): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** Remembers the language the member uses (written only when it changed). */
export async function setUserLanguage(db: Db, userId: number, language: string) {
  await db
    .update(users)
    .set({ language })
    .where(and(eq(users.id, userId), ne(users.language, language)));
}

/** What a notification mail needs: where to send it, in which language, and whether the member wants it. */
export async function selectMailPreference(db: Db, userId: number) {
  const [row] = await db
    .select({
      email: users.email,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
      isActive: users.isActive,
      consent: profiles.emailNotifications,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
