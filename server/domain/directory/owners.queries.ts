import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { schools, teachers } from '../../db/schema/index.ts';

/** A school or a teacher listing: what its owner manages (gallery, graduates) in any of its states. */
export type ListingKind = 'school' | 'teacher';

const listingOf = (kind: ListingKind) => (kind === 'school' ? schools : teachers);

/** The listing's owner, in any state of the listing; undefined when there is no such listing. */
export async function selectListingOwner(db: Db, kind: ListingKind, listingId: number): Promise<number | undefined> {
  const listing = listingOf(kind);
  const [row] = await db.select({ userId: listing.userId }).from(listing).where(eq(listing.id, listingId)).limit(1);
  return row?.userId;
}

/** Holds the listing's row until the transaction ends, so concurrent changes to what hangs from it take turns. */
export async function lockListing(db: Db, kind: ListingKind, listingId: number) {
  const listing = listingOf(kind);
  await db.select({ id: listing.id }).from(listing).where(eq(listing.id, listingId)).for('update');
}
