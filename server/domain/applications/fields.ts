import { type ApplicationDocument, SOCIAL_FIELDS, type TeacherDraft } from '#common/applications.ts';
import type { Language } from '#common/constants.ts';
import type { Db } from '../../db/client.ts';
import type { teachers } from '../../db/schema/index.ts';
import { fieldError } from '../../lib/errors.ts';
import { translate } from '../../lib/i18n.ts';
import type { PlaceRow } from '../../lib/search-fields.ts';
import type { Deps } from '../deps.ts';
import { imageUrl } from '../directory/answer-parts.ts';
import { placeJson } from '../directory/places.ts';
import { selectCountry, selectCountryByKey, selectRegion, selectStoredFilesByKeys } from './applications.queries.ts';

/** Drops keys whose value is undefined, so a save changes only what was sent. */
export function pick<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}

type PlaceInput = { country?: string | null; region?: number | null };

/**
 * The country and region a save sets: the country by id or ISO code, the region only within that
 * country. Changing the country drops a region of another country.
 */
export async function resolvePlace(db: Db, input: PlaceInput, current: { countryId: number | null; regionId: number | null }) {
  const result: { countryId?: number | null; regionId?: number | null } = {};
  let countryId = current.countryId;
  if (input.country !== undefined) {
    if (input.country === null) countryId = null;
    else {
      const country = await selectCountryByKey(db, input.country);
      if (!country) throw fieldError('country', 'validation.country');
      countryId = country.id;
    }
    result.countryId = countryId;
  }
  if (input.region !== undefined && input.region !== null) {
    const region = await selectRegion(db, input.region);
    if (!region || (countryId !== null && region.countryId !== countryId)) throw fieldError('region', 'validation.region');
    if (countryId === null) result.countryId = region.countryId;
    result.regionId = region.id;
  } else if (input.region === null) {
    result.regionId = null;
  } else if (result.countryId !== undefined && current.regionId !== null) {
    const region = await selectRegion(db, current.regionId);
    if (region && region.countryId !== result.countryId) result.regionId = null;
  }
  return result;
}

/** The place rows a listing's search text is built from. */
export async function placeRows(db: Db, countryId: number | null, regionId: number | null) {
  const [country, region] = await Promise.all([countryId ? selectCountry(db, countryId) : null, regionId ? selectRegion(db, regionId) : null]);
  return { country, region };
}

type Located = { countryId: number | null; regionId: number | null };
type SearchRows<L, V> = { lock(db: Db, id: number): Promise<L | null>; update(db: Db, id: number, values: V): Promise<unknown> };

/** Keeps a listing's search columns in step with its row and its place (ADR 0006); each kind says what they hold. */
export async function refreshSearch<L extends Located, V>(
  db: Db,
  rows: SearchRows<L, V>,
  id: number,
  searchFields: (row: L, place: PlaceRow) => V | Promise<V>,
) {
  const row = await rows.lock(db, id);
  if (row) await rows.update(db, id, await searchFields(row, await placeRows(db, row.countryId, row.regionId)));
}

/** A column's name from its answer field's: `owner_name` is `ownerName`. */
type Column<F extends string> = F extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<Column<Tail>>}` : F;
const columnOf = <F extends string>(field: F) => field.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()) as Column<F>;

/** The columns of these fields from what a save sent (undefined: not sent, so left out). */
const columnValues = <D, F extends keyof D & string>(fields: readonly F[], input: D) =>
  pick(Object.fromEntries(fields.map((field) => [columnOf(field), input[field]]))) as { [K in F as Column<K>]?: D[K] };

/** These fields of an answer, each as its column holds it. */
export function columnJson<F extends string, R extends Record<Column<F>, unknown>>(fields: readonly F[], row: R) {
  const columns: Record<string, unknown> = row;
  return Object.fromEntries(fields.map((field) => [field, columns[columnOf(field)]])) as { [K in F]: R[Column<K> & keyof R] };
}

/** The fields a school and a teacher both have, in a save and in the answer; each kind adds its own. */
const LISTING_FIELDS = [
  ...SOCIAL_FIELDS,
  'slug',
  'local_name',
  'local_address',
  'introduction',
  'email',
  'phone',
  'city',
  'latitude',
  'longitude',
  'styles',
] as const;

type ListingField = (typeof LISTING_FIELDS)[number];

/** A save's columns: the shared fields' and the kind's `own` (only what was sent). */
export const listingValues = <D extends Pick<TeacherDraft, ListingField>, F extends keyof D & string>(input: D, own: readonly F[]) =>
  columnValues([...LISTING_FIELDS, ...own], input);

type ListingColumns = Pick<typeof teachers.$inferSelect, Column<ListingField> | 'id' | 'userId' | 'coverImage'>;

/** An answer's fields from its columns: the shared ones, the kind's `own` and the place; each kind adds the rest. */
export const listingJson = <F extends string, R extends ListingColumns & Record<Column<F>, unknown>>(
  deps: Deps,
  row: { listing: R } & PlaceRow,
  lang: Language,
  own: readonly F[],
) => ({
  ...columnJson([...LISTING_FIELDS, ...own], row.listing),
  ...placeJson(row, lang),
  id: row.listing.id,
  user: row.listing.userId,
  cover_image: imageUrl(deps.storage, row.listing.coverImage),
});

type DocumentRow = { id: number; kind: string; fileKey: string; fileName: string | null; createdAt: Date };

/** An application's documents with their private download links (owner and staff only). */
export async function documentsJson(db: Db, rows: DocumentRow[], lang: Language): Promise<ApplicationDocument[]> {
  const files = await selectStoredFilesByKeys(
    db,
    rows.map((r) => r.fileKey),
  );
  return rows.flatMap((r) => {
    const file = files.get(r.fileKey);
    if (!file) return [];
    return [
      {
        id: r.id,
        kind: r.kind,
        label: translate(lang, `applications.documents.${r.kind}`),
        file_name: r.fileName ?? file.originalName,
        size: file.size,
        content_type: file.contentType,
        uploaded_at: r.createdAt.toISOString(),
        download_url: `/api/file/${file.id}/download`,
      },
    ];
  });
}
