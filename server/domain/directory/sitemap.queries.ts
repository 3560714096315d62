import { and, asc, count, gt, gte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events, schools, teachers } from '../../db/schema/index.ts';
import { publicEvent, publicSchool, publicTeacher } from './visibility.queries.ts';

type Kind = 'schools' | 'teachers' | 'events';
const upcomingPublicEvent = () => and(publicEvent(), gte(events.endDate, sql`current_date`)) as SQL;

/** Every public profile and upcoming event, in id order after a cursor, for the sitemap. */
export async function selectSitemapEntries(db: Db, options: { kind: Kind; after: number; limit: number }) {
  if (options.kind === 'schools')
    return db
      .select({ id: schools.id, slug: schools.slug, updatedAt: schools.updatedAt })
      .from(schools)
      .where(and(publicSchool(), gt(schools.id, options.after)))
      .orderBy(asc(schools.id))
      .limit(options.limit);
  if (options.kind === 'teachers')
    return db
      .select({ id: teachers.id, slug: teachers.slug, updatedAt: teachers.updatedAt })
      .from(teachers)
      .where(and(publicTeacher(), gt(teachers.id, options.after)))
      .orderBy(asc(teachers.id))
      .limit(options.limit);
  return db
    .select({ id: events.id, slug: sql<string | null>`null`, updatedAt: events.updatedAt })
    .from(events)
    .where(and(upcomingPublicEvent(), gt(events.id, options.after)))
    .orderBy(asc(events.id))
    .limit(options.limit);
}

/** How many entries of one kind the sitemap lists in all (the `count` of its pages). */
export async function countSitemapEntries(db: Db, kind: Kind): Promise<number> {
  const [table, where] = kind === 'schools' ? [schools, publicSchool()] : kind === 'teachers' ? [teachers, publicTeacher()] : [events, upcomingPublicEvent()];
  const [row] = await db.select({ total: count() }).from(table).where(where);
  return row.total;
}
