import { and, asc, gt, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events, schools, teachers } from '../../db/schema/index.ts';

const TABLES = { schools, teachers, events } as const;
export type ListingTable = keyof typeof TABLES;

/** The next ids of a listing table after `after`, in id order (optionally only in these countries). */
export async function nextListingIds(db: Db, kind: ListingTable, after: number, limit: number, countryIds?: number[]): Promise<number[]> {
  const table = TABLES[kind];
  const conditions: (SQL | undefined)[] = [gt(table.id, after), countryIds ? inArray(table.countryId, countryIds) : undefined];
  if (kind === 'events') conditions.push(isNull(events.deletedAt));
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(...conditions))
    .orderBy(asc(table.id))
    .limit(limit);
  return rows.map((r) => r.id);
}
