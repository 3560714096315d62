import { getTableColumns, inArray, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { SCHOOL_PAGE_GRADUATES } from '#common/directory.ts';
import { GALLERY_MAX_IMAGES } from '#common/gallery.ts';
import type { Db } from '../../db/client.ts';
import { schoolGallery, schoolGraduates } from '../../db/schema/index.ts';
import { cardsOf, type DirectoryIndex, directoryIndex } from '../directory/directory-index.ts';
import { GRADUATE_ORDER } from './graduates.queries.ts';
import { GALLERY_ORDER, selectGraduates, selectSchoolGallery } from './schools.queries.ts';

// What a school's page shows besides its profile: the first graduates (newest first) and the
// gallery. They are kept in memory for the schools visited, as the first comments are, until the
// school changes: a graduate or a picture added, edited or removed is logged as a change of its
// school (migration 0023), and the index then forgets what it held.

type Window = { limit: number; offset: number };
type GraduateRow = typeof schoolGraduates.$inferSelect;
type PictureRow = typeof schoolGallery.$inferSelect;
/** The first rows of a school's list and how many it has. */
type Held<R> = { schoolId: number; rows: R[]; total: number };

const SCHOOLS_KEPT = 5_000;
const DEFAULT_GRADUATE_ORDER = '-date';

const firstGraduates = (index: DirectoryIndex) =>
  cardsOf(index, 'school', 'school-graduates', (h: Held<GraduateRow>) => h.schoolId, { capacity: SCHOOLS_KEPT });
const galleries = (index: DirectoryIndex) => cardsOf(index, 'school', 'school-galleries', (h: Held<PictureRow>) => h.schoolId, { capacity: SCHOOLS_KEPT });

/** The window from what is held, when it holds the whole window (or the whole list). */
function fromHeld<R>(held: Held<R>, window: Window): { rows: R[]; total: number } | undefined {
  if (window.offset + window.limit > held.rows.length && held.rows.length < held.total) return undefined;
  return { rows: held.rows.slice(window.offset, window.offset + window.limit), total: held.total };
}

/** A public school's graduates in the order asked for; its page's first page comes from memory. */
export async function selectSchoolGraduates(db: Db, options: { schoolId: number; ordering: string } & Window) {
  const index = options.ordering === DEFAULT_GRADUATE_ORDER ? await directoryIndex(db) : undefined;
  if (index) {
    const [held] = await firstGraduates(index).read([options.schoolId], readFirstGraduates(db));
    const page = fromHeld(held, options);
    if (page) return page;
  }
  return selectGraduates(db, options);
}

/** A public school's gallery in its order, from memory (a gallery is small: GALLERY_MAX_IMAGES). */
export async function selectSchoolPictures(db: Db, options: { schoolId: number } & Window) {
  const index = await directoryIndex(db);
  if (index) {
    const [held] = await galleries(index).read([options.schoolId], readGalleries(db));
    const page = fromHeld(held, options);
    if (page) return page;
  }
  return selectSchoolGallery(db, options);
}

/** The first `kept` rows of each school's graduates (newest first), in one query (an entry for every school). */
const readFirstGraduates =
  (db: Db) =>
  async (schoolIds: number[]): Promise<Held<GraduateRow>[]> => {
    const g = schoolGraduates;
    const ranked = db
      .select({ ...getTableColumns(g), ...ranking(g.schoolId, GRADUATE_ORDER[DEFAULT_GRADUATE_ORDER]) })
      .from(g)
      .where(inArray(g.schoolId, schoolIds))
      .as('ranked');
    return heldBySchool(schoolIds, await db.select().from(ranked).where(lte(ranked.place, SCHOOL_PAGE_GRADUATES)).orderBy(ranked.schoolId, ranked.place));
  };

/** Each school's whole gallery in order, in one query. */
const readGalleries =
  (db: Db) =>
  async (schoolIds: number[]): Promise<Held<PictureRow>[]> => {
    const p = schoolGallery;
    const ranked = db
      .select({ ...getTableColumns(p), ...ranking(p.schoolId, GALLERY_ORDER) })
      .from(p)
      .where(inArray(p.schoolId, schoolIds))
      .as('ranked');
    return heldBySchool(schoolIds, await db.select().from(ranked).where(lte(ranked.place, GALLERY_MAX_IMAGES)).orderBy(ranked.schoolId, ranked.place));
  };

/** A row's place in its school's list and the list's length. */
const ranking = (schoolId: SQLWrapper, order: SQL[]) => ({
  place: sql<number>`row_number() over (partition by ${schoolId} order by ${sql.join(order, sql`, `)})`.as('place'),
  total: sql<number>`count(*) over (partition by ${schoolId})`.as('total'),
});

function heldBySchool<R extends { schoolId: number }>(schoolIds: number[], ranked: (R & { place: number; total: number })[]): Held<R>[] {
  const bySchool = new Map(schoolIds.map((schoolId): [number, Held<R>] => [schoolId, { schoolId, rows: [], total: 0 }]));
  for (const { place: _, total, ...row } of ranked) {
    const held = bySchool.get(row.schoolId);
    if (!held) continue;
    held.total = Number(total);
    held.rows.push(row as unknown as R);
  }
  return [...bySchool.values()];
}
