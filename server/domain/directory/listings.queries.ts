import { type AnyColumn, and, asc, desc, eq, getTableName, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import type { schools, teachers } from '../../db/schema/index.ts';
import { countryCondition, givenValue, regionCondition, withCountryId } from './places.queries.ts';
import { idAmong, type ListingKind, locatedOn, readListings, readLocatedListings, stillShown } from './search-listings.ts';

// What the school and the teacher directory share (events have their own, events.queries.ts): the
// filters, the orders, and a page of cards or the map's markers read through the search port.

export type ListingFilters = {
  search?: string;
  country?: string;
  region?: number;
  level?: string;
  style?: string;
  slug?: string;
  user?: number;
  ordering?: string;
  /** The owner's own list (`user` is the caller): every state, not only public listings. */
  own?: boolean;
};

type Read<R> = (db: Db, where: SQL | undefined) => PromiseLike<R[]>;
/** A query builder that can also be prepared by name (Drizzle's selects). */
type Preparable<R> = PromiseLike<R[]> & {
  prepare(name: string): { getQuery(): { sql: string }; execute(values: Record<string, unknown>): Promise<R[]> };
};

/** What differs: who may see a listing, what a level is, its name, what recommends it, and the rows read. */
type Directory<C, M> = {
  visible: () => SQL;
  level: (level: string) => SQL | undefined;
  name: AnyColumn;
  recommended: SQL;
  cards: (db: Db, where: SQL | undefined) => Preparable<C>;
  idOf: (card: C) => number;
  markers: Read<M>;
};

export function listingReads<C, M extends { id: number }>(t: typeof schools | typeof teachers, d: Directory<C, M>) {
  // The filters' conditions, apart from who may see a listing. `value` writes the country, region
  // and style as given or, for a prepared statement, as placeholders of their names (fixedWhere).
  const filterConditions = (f: ListingFilters, value = givenValue) => [
    countryCondition(t.countryId, f.country, value),
    regionCondition(t.regionId, f.region, value),
    f.level ? d.level(f.level) : undefined,
    f.style ? sql`${value('style', f.style)} = any(${t.styles})` : undefined,
    f.slug ? eq(t.slug, f.slug) : undefined,
    f.user ? eq(t.userId, f.user) : undefined,
  ];
  const kind: ListingKind<ListingFilters> = {
    table: t,
    id: t.id,
    columns: t,
    where: (f) => and(f.own && f.user ? undefined : d.visible(), ...filterConditions(f)),
    // Public lists filtered by place and style only: a search's count and page of ids can then be
    // prepared, one statement per set of filters given (decision 0064). Levels differ in shape.
    fixedWhere: (f) => {
      if (f.level || f.slug || f.user || f.own) return undefined;
      // Which filters are given and their values; the condition itself is written once, with placeholders.
      const values: Record<string, unknown> = {};
      filterConditions(f, (name, value) => {
        values[name] = value;
        return value;
      });
      return { name: Object.keys(values).join('_'), values, build: () => and(d.visible(), ...filterConditions(f, (name) => sql.placeholder(name))) };
    },
    order: (ordering, searched) => {
      if (ordering === 'name') return { rankFirst: false, columns: [asc(d.name), asc(t.id)] };
      if (ordering === 'newest') return { rankFirst: false, columns: [desc(t.memberSince), desc(t.id)] };
      if (ordering === 'recommended') return { rankFirst: false, columns: [d.recommended, desc(t.viewers), asc(t.id)] };
      // The default: the best name matches of a search, then the most viewed (schools_popular_idx, teachers_popular_idx).
      return { rankFirst: searched && ordering !== 'popular', columns: [desc(t.viewers), asc(t.id)] };
    },
    located: locatedOn(t),
  };
  const statement = `${getTableName(t)}_shown_cards`;
  /** A public page's cards by id, among the listings still shown (one prepared statement: every directory page reads one). */
  const shownCards = (db: Db, ids: number[]) => prepared(db, statement, () => d.cards(db, and(d.visible(), idAmong(t.id))).prepare(statement)).execute({ ids });
  return {
    shownCards,
    /** A page of cards and the total (search-listings.ts); an owner's own list is read again with its own condition. */
    page: async (db: Db, f: ListingFilters & { limit: number; offset: number }) => {
      const filters = await withCountryId(db, f);
      const read = (ids: number[]) => (f.own ? d.cards(db, stillShown(kind, filters, ids)) : shownCards(db, ids));
      return readListings(db, kind, filters, f, read, d.idOf);
    },
    /** The markers of the same search that can be put on a map, in the list's order. */
    markers: async (db: Db, f: ListingFilters & { limit: number }) =>
      readLocatedListings(
        db,
        kind,
        await withCountryId(db, f),
        f.limit,
        (where) => d.markers(db, where),
        (r) => r.id,
      ),
  };
}
