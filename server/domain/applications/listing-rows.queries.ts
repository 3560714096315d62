import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countries, regions, type schools, type teachers } from '../../db/schema/index.ts';
import type { PlaceRow } from '../../lib/search-fields.ts';

// How an application reads and writes its listing's row: the same for the schools and the teachers table.

type ListingTable = typeof schools | typeof teachers;

export function listingRows<T extends ListingTable>(table: T) {
  type Row = T['$inferSelect'];
  // Queries are typed on either table; the answers again on this one.
  const t: ListingTable = table;
  return {
    /** The listing in any state, with its place: for its owner and staff only (the domain checks who asks). */
    async select(db: Db, id: number): Promise<({ listing: Row } & PlaceRow) | null> {
      const [row] = await db
        .select({ listing: t, country: countries, region: regions })
        .from(t)
        .leftJoin(countries, eq(countries.id, t.countryId))
        .leftJoin(regions, eq(regions.id, t.regionId))
        .where(eq(t.id, id))
        .limit(1);
      return (row as { listing: Row } & PlaceRow) ?? null;
    },
    /** Locks the row for the rest of the transaction (state changes and edits take turns). */
    async lock(db: Db, id: number): Promise<Row | null> {
      const [row] = await db.select().from(t).where(eq(t.id, id)).for('update');
      return (row as Row) ?? null;
    },
    async insert(db: Db, values: T['$inferInsert']): Promise<Row> {
      const [row] = await db.insert(t).values(values).returning();
      return row as Row;
    },
    async update(db: Db, id: number, values: Partial<T['$inferInsert']>) {
      await db
        .update(t)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(t.id, id));
    },
  };
}
