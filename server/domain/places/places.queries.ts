import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countries, regions } from '../../db/schema/index.ts';

const nameMatch = (table: typeof countries | typeof regions, search: string): SQL | undefined => {
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(table.nameEn, pattern), ilike(table.nameTh, pattern), ilike(table.nameZh, pattern), ilike(table.nameHi, pattern));
};

export async function selectCountries(db: Db, options: { search?: string; limit: number; offset: number }) {
  const where = options.search ? nameMatch(countries, options.search) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(countries).where(where).orderBy(asc(countries.nameEn)).limit(options.limit).offset(options.offset),
    db.select({ total: count() }).from(countries).where(where),
  ]);
  return { rows, total };
}

export async function selectRegions(db: Db, options: { countryId?: number; countryCode?: string; search?: string; limit: number; offset: number }) {
  const where = and(
    options.countryId ? eq(regions.countryId, options.countryId) : undefined,
    options.countryCode ? eq(countries.code2, options.countryCode) : undefined,
    options.search ? nameMatch(regions, options.search) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ region: regions, country: countries })
      .from(regions)
      .innerJoin(countries, eq(countries.id, regions.countryId))
      .where(where)
      .orderBy(asc(regions.nameEn))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(regions).innerJoin(countries, eq(countries.id, regions.countryId)).where(where),
  ]);
  return { rows, total };
}
