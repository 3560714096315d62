import type { Language } from '#common/constants.ts';
import type { teachers } from '../../db/schema/index.ts';
import type { PlaceRow } from '../../lib/search-fields.ts';
import { excerpt } from './answer-parts.ts';
import { placeJson } from './places.ts';

// What a school's card and a teacher's share (../schools/schools.ts, ../teachers/teachers.ts).

type CardColumns = Pick<
  typeof teachers.$inferSelect,
  'id' | 'userId' | 'slug' | 'localName' | 'city' | 'latitude' | 'longitude' | 'styles' | 'memberSince' | 'validUntil' | 'viewers' | 'introduction'
>;

/** A listing card's fields both kinds have; each kind adds its name and its own. */
export const listingCard = (l: CardColumns, place: PlaceRow, lang: Language) => ({
  id: l.id,
  user: l.userId,
  slug: l.slug,
  local_name: l.localName,
  city: l.city,
  ...placeJson(place, lang),
  latitude: l.latitude,
  longitude: l.longitude,
  styles: l.styles,
  member_since: l.memberSince,
  valid_until: l.validUntil,
  viewers: l.viewers,
  introduction_excerpt: excerpt(l.introduction),
});
