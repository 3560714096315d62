import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import { countries } from '../../db/schema/index.ts';

/** A country filter given as an id (12) or an ISO code (TH). */
export function countryCondition(column: AnyColumn, country: string | undefined): SQL | undefined {
  if (!country) return undefined;
  if (/^\d+$/.test(country)) return eq(column, Number(country));
  return sql`${column} = (select ${countries.id} from ${countries} where ${countries.code2} = ${country.toUpperCase()})`;
}

export const regionCondition = (column: AnyColumn, region: number | undefined): SQL | undefined => (region ? eq(column, region) : undefined);
