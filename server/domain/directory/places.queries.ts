import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { countries } from '../../db/schema/index.ts';

const isId = (country: string) => /^\d+$/.test(country);

/**
 * Filters whose country, given as an ISO code (TH), is replaced by its id ("0" when no country has
 * that code, which matches nothing). Resolved before the search, not as a subquery in it: the
 * planner cannot judge how many listings an unknown country id has, and then walked a country's
 * 700 teachers checking each one's text (7–12 ms) where the word's own index finds its 11 in 3 ms.
 */
export async function withCountryId<F extends { country?: string }>(db: Db, f: F): Promise<F> {
  if (!f.country || isId(f.country)) return f;
  const [row] = await prepared(db, 'country_id_by_code', () =>
    db
      .select({ id: countries.id })
      .from(countries)
      .where(eq(countries.code2, sql.placeholder('code')))
      .limit(1)
      .prepare('country_id_by_code'),
  ).execute({ code: f.country.toUpperCase() });
  return { ...f, country: String(row?.id ?? 0) };
}

/**
 * Where a filter puts its value: the value itself, or a placeholder of the filter's name when the
 * condition is written once for a prepared statement (listings.queries.ts, decision 0064).
 */
export type FilterValue = (name: string, value: unknown) => unknown;
export const givenValue: FilterValue = (_name, value) => value;

/** A country filter given as an id (12); an ISO code must first go through `withCountryId`. */
export function countryCondition(column: AnyColumn, country: string | undefined, value = givenValue): SQL | undefined {
  if (!country) return undefined;
  if (!isId(country)) throw new Error(`country ${country} was not resolved to an id`);
  return eq(column, value('country', Number(country)));
}

export const regionCondition = (column: AnyColumn, region: number | undefined, value = givenValue): SQL | undefined =>
  region ? eq(column, value('region', region)) : undefined;
