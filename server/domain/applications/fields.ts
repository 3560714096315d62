import type { ApplicationDocument, TeacherDraft } from '#common/applications.ts';
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

type Social = 'website' | 'facebook' | 'twitter' | 'instagram' | 'youtube' | 'linkedin' | 'tiktok';
type Shared = Social | 'slug' | 'introduction' | 'email' | 'phone' | 'city' | 'latitude' | 'longitude' | 'styles';

/** The columns a school and a teacher both have, from what a save sent (undefined: not sent); each kind adds its own. */
export const listingValues = (input: Pick<TeacherDraft, Shared | 'local_name' | 'local_address'>) => ({
  website: input.website,
  facebook: input.facebook,
  twitter: input.twitter,
  instagram: input.instagram,
  youtube: input.youtube,
  linkedin: input.linkedin,
  tiktok: input.tiktok,
  slug: input.slug,
  localName: input.local_name,
  localAddress: input.local_address,
  introduction: input.introduction,
  email: input.email,
  phone: input.phone,
  city: input.city,
  latitude: input.latitude,
  longitude: input.longitude,
  styles: input.styles,
});

type ListingColumns = Pick<typeof teachers.$inferSelect, Shared | 'id' | 'userId' | 'localName' | 'localAddress' | 'coverImage'>;

/** The answer's fields a school and a teacher both have; each kind adds its own. */
export const listingJson = (deps: Deps, row: { listing: ListingColumns } & PlaceRow, lang: Language) => {
  const l = row.listing;
  return {
    website: l.website,
    facebook: l.facebook,
    twitter: l.twitter,
    instagram: l.instagram,
    youtube: l.youtube,
    linkedin: l.linkedin,
    tiktok: l.tiktok,
    ...placeJson(row, lang),
    id: l.id,
    user: l.userId,
    slug: l.slug,
    local_name: l.localName,
    local_address: l.localAddress,
    introduction: l.introduction,
    email: l.email,
    phone: l.phone,
    city: l.city,
    latitude: l.latitude,
    longitude: l.longitude,
    styles: l.styles,
    cover_image: imageUrl(deps.storage, l.coverImage),
  };
};

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
