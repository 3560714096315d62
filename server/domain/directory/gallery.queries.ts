import { asc, count, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { schoolGallery, schools, teacherGallery, teachers } from '../../db/schema/index.ts';
import type { ListingKind } from './owners.queries.ts';

/** Whose gallery: a school's or a teacher's (the two tables differ only in the listing they point to). */
export type GalleryKind = ListingKind;
export type GalleryRow = { id: number; listingId: number; image: string; description: string | null; order: number };

const listingOf = (kind: GalleryKind) => (kind === 'school' ? schools : teachers);
const galleryOf = (kind: GalleryKind) =>
  kind === 'school' ? { table: schoolGallery, listingId: schoolGallery.schoolId } : { table: teacherGallery, listingId: teacherGallery.teacherId };

const columns = (kind: GalleryKind) => {
  const g = galleryOf(kind);
  return { id: g.table.id, listingId: g.listingId, image: g.table.image, description: g.table.description, order: g.table.order };
};

/** The whole gallery in order (it is small: GALLERY_MAX_IMAGES). */
export async function selectGallery(db: Db, kind: GalleryKind, listingId: number): Promise<GalleryRow[]> {
  const g = galleryOf(kind);
  return db.select(columns(kind)).from(g.table).where(eq(g.listingId, listingId)).orderBy(asc(g.table.order), asc(g.table.id));
}

export async function selectGalleryStats(db: Db, kind: GalleryKind, listingId: number) {
  const g = galleryOf(kind);
  const [row] = await db
    .select({ total: count(), lastOrder: max(g.table.order) })
    .from(g.table)
    .where(eq(g.listingId, listingId));
  return { total: row?.total ?? 0, lastOrder: row?.lastOrder ?? -1 };
}

export async function insertGalleryItems(
  db: Db,
  kind: GalleryKind,
  listingId: number,
  items: { image: string; description: string | null; order: number }[],
): Promise<GalleryRow[]> {
  if (kind === 'school')
    return db
      .insert(schoolGallery)
      .values(items.map((i) => ({ ...i, schoolId: listingId })))
      .returning(columns('school'));
  return db
    .insert(teacherGallery)
    .values(items.map((i) => ({ ...i, teacherId: listingId })))
    .returning(columns('teacher'));
}

/** One gallery item with its listing's owner. */
export async function selectGalleryItem(db: Db, kind: GalleryKind, itemId: number) {
  const g = galleryOf(kind);
  const listing = listingOf(kind);
  const [row] = await db
    .select({ ...columns(kind), ownerId: listing.userId })
    .from(g.table)
    .innerJoin(listing, eq(listing.id, g.listingId))
    .where(eq(g.table.id, itemId))
    .limit(1);
  return row;
}

export async function updateGalleryDescription(db: Db, kind: GalleryKind, itemId: number, description: string | null) {
  const g = galleryOf(kind);
  await db.update(g.table).set({ description }).where(eq(g.table.id, itemId));
}

/** Numbers the listing's images 0, 1, 2 … in the order given. */
export async function setGalleryOrder(db: Db, kind: GalleryKind, listingId: number, ids: number[]) {
  if (!ids.length) return;
  const g = galleryOf(kind);
  const positions = sql.join(
    ids.map((id, position) => sql`(${id}::integer, ${position}::integer)`),
    sql`, `,
  );
  await db.execute(
    sql`update ${g.table} set "order" = p.position from (values ${positions}) as p(id, position) where ${g.table.id} = p.id and ${g.listingId} = ${listingId}`,
  );
}

/** Deletes an item; answers its image's storage key. */
export async function deleteGalleryItem(db: Db, kind: GalleryKind, itemId: number): Promise<string | undefined> {
  const g = galleryOf(kind);
  const [row] = await db.delete(g.table).where(eq(g.table.id, itemId)).returning({ image: g.table.image });
  return row?.image;
}
