import { and, eq, like, ne, or, sql } from 'drizzle-orm';
import type { ApplicationKind } from '#common/applications.ts';
import type { Db } from '../../db/client.ts';
import { countries, regions, schools, storedFiles, teachers, users } from '../../db/schema/index.ts';

const tableOf = (kind: ApplicationKind) => (kind === 'school' ? schools : teachers);

/** A country by id (12) or ISO code (TH). */
export async function selectCountryByKey(db: Db, key: string) {
  const where = /^\d+$/.test(key) ? eq(countries.id, Number(key)) : or(eq(countries.code2, key.toUpperCase()), eq(countries.code3, key.toUpperCase()));
  const [row] = await db.select().from(countries).where(where).limit(1);
  return row ?? null;
}

export async function selectRegion(db: Db, id: number) {
  const [row] = await db.select().from(regions).where(eq(regions.id, id)).limit(1);
  return row ?? null;
}

export async function selectCountry(db: Db, id: number) {
  const [row] = await db.select().from(countries).where(eq(countries.id, id)).limit(1);
  return row ?? null;
}

/** Serializes a member's applications of one kind (one open application each): locks the member's row. */
export async function lockMember(db: Db, userId: number) {
  const [row] = await db
    .select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ?? null;
}

export async function selectMember(db: Db, userId: number) {
  const [row] = await db
    .select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** The member's application of this kind that is still open (anything but a refused one), if any. */
export async function selectOpenApplicationId(db: Db, kind: ApplicationKind, userId: number): Promise<number | null> {
  const t = tableOf(kind);
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.userId, userId), ne(t.status, 'rejected')))
    .limit(1);
  return row?.id ?? null;
}

/** Whether a slug is used by a record other than the member's own `skip` record. */
export async function isSlugTaken(db: Db, kind: ApplicationKind, slug: string, skip?: { id: number; userId: number }): Promise<boolean> {
  const t = tableOf(kind);
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.slug, slug), skip ? sql`not (${t.id} = ${skip.id} and ${t.userId} = ${skip.userId})` : undefined))
    .limit(1);
  return Boolean(row);
}

/** Slugs of this kind that start with `prefix-` (for a free suggestion). */
export async function selectSlugsLike(db: Db, kind: ApplicationKind, prefix: string): Promise<Set<string>> {
  const t = tableOf(kind);
  const escaped = prefix.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await db
    .select({ slug: t.slug })
    .from(t)
    .where(like(t.slug, `${escaped}-%`));
  return new Set(rows.map((r) => r.slug));
}

/** The stored files behind a set of storage keys (documents point to their file by key). */
export async function selectStoredFilesByKeys(db: Db, keys: string[]) {
  if (!keys.length) return new Map<string, typeof storedFiles.$inferSelect>();
  const rows = await db.select().from(storedFiles).where(sql`${storedFiles.storageKey} in ${keys}`);
  return new Map(rows.map((r) => [r.storageKey, r]));
}

/** PostgreSQL's unique violation on a given index (two saves taking one slug at once). */
export function isUniqueViolation(error: unknown, index: string): boolean {
  for (let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e.code === '23505' && (e.constraint === undefined || e.constraint === index)) return true;
  }
  return false;
}
