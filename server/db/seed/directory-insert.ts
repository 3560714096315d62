import { eq, sql } from 'drizzle-orm';
import { eventSearchFields, type Place, schoolSearchFields, teacherSearchFields } from '../../lib/search-fields.ts';
import type { Db } from '../client.ts';
import { countries, events, profileViewCounts, regions, schoolInstructors, schools, teachers } from '../schema/index.ts';

/** A seeded listing's `viewers` as its shown view count too (profile_view_counts, decision 0060). */
async function copyViewersToCount(db: Db, kind: 'school' | 'teacher', listing: { id: number; viewers: number }) {
  if (listing.viewers > 0) await db.insert(profileViewCounts).values({ kind, profileId: listing.id, viewers: listing.viewers, ranked: listing.viewers });
}

/** Every bulk-seeded listing's `viewers` as its shown view count too (the scale seed). */
export async function copyAllViewersToCounts(db: Db): Promise<void> {
  await db.execute(sql`
    insert into profile_view_counts (kind, profile_id, viewers, ranked)
      select 'school', id, viewers, viewers from schools where viewers > 0
      union all select 'teacher', id, viewers, viewers from teachers where viewers > 0
    on conflict (kind, profile_id) do update set viewers = excluded.viewers, ranked = excluded.ranked`);
}

/** Countries by ISO code and regions by ISO 3166-2 code, loaded once per seed run. */
export async function placeIndex(db: Db) {
  const [countryRows, regionRows] = await Promise.all([db.select().from(countries), db.select().from(regions)]);
  const byCode = new Map(countryRows.map((c) => [c.code2, c]));
  const byId = new Map(countryRows.map((c) => [c.id, c]));
  const regionByCode = new Map(regionRows.map((r) => [r.code, r]));
  const regionsByCountry = new Map<number, typeof regionRows>();
  for (const r of regionRows) regionsByCountry.set(r.countryId, [...(regionsByCountry.get(r.countryId) ?? []), r]);
  return {
    place(countryCode: string, regionCode?: string): Place & { countryId: number | null; regionId: number | null } {
      const country = byCode.get(countryCode) ?? null;
      const region = (regionCode && regionByCode.get(regionCode)) || null;
      return { country, region, countryId: country?.id ?? null, regionId: region?.id ?? null };
    },
    countryRows,
    regionsOf: (countryId: number) => regionsByCountry.get(countryId) ?? [],
    countryOf: (id: number) => byId.get(id) ?? null,
  };
}
export type PlaceIndex = Awaited<ReturnType<typeof placeIndex>>;

type SchoolValues = Omit<typeof schools.$inferInsert, 'nameSearch' | 'placeSearch' | 'searchText' | 'countryId' | 'regionId'>;

/** Inserts a school with its search columns and instructors. */
export async function insertSchool(
  db: Db,
  places: PlaceIndex,
  values: SchoolValues & { country: string; region?: string; instructors?: { name: string; certification?: string; yearsTeaching?: number }[] },
) {
  const { country, region, instructors = [], ...rest } = values;
  const place = places.place(country, region);
  const [school] = await db
    .insert(schools)
    .values({
      ...rest,
      countryId: place.countryId,
      regionId: place.regionId,
      ...schoolSearchFields({ ...rest, instructors: instructors.map((i) => i.name) }, place),
    })
    .returning();
  if (instructors.length) await db.insert(schoolInstructors).values(instructors.map((i, order) => ({ schoolId: school.id, order, ...i })));
  await copyViewersToCount(db, 'school', school);
  return school;
}

type TeacherValues = Omit<typeof teachers.$inferInsert, 'nameSearch' | 'placeSearch' | 'searchText' | 'countryId' | 'regionId'>;

export async function insertTeacher(db: Db, places: PlaceIndex, values: TeacherValues & { country: string; region?: string }) {
  const { country, region, ...rest } = values;
  const place = places.place(country, region);
  const [teacher] = await db
    .insert(teachers)
    .values({ ...rest, countryId: place.countryId, regionId: place.regionId, ...teacherSearchFields(rest, place) })
    .returning();
  await copyViewersToCount(db, 'teacher', teacher);
  return teacher;
}

type EventValues = Omit<typeof events.$inferInsert, 'nameSearch' | 'placeSearch' | 'searchText' | 'countryId' | 'regionId'>;

export async function insertEvent(db: Db, places: PlaceIndex, values: EventValues & { country: string; region?: string; styles?: string[] }) {
  const { country, region, styles, ...rest } = values;
  const place = places.place(country, region);
  const [school] = await db
    .select({ name: schools.name, localName: schools.localName, localAddress: schools.localAddress })
    .from(schools)
    .where(eq(schools.id, rest.schoolId));
  const [event] = await db
    .insert(events)
    .values({ ...rest, countryId: place.countryId, regionId: place.regionId, ...eventSearchFields({ ...rest, school, styles }, place) })
    .returning();
  return event;
}
