import { and, asc, eq, like, sql } from 'drizzle-orm';
import { likelyTimeZone } from '#common/country-time-zones.ts';
import { SCHOOL_LEVELS, TRAINING_TYPES, YOGA_STYLES } from '#common/directory.ts';
import type { Config } from '../../config.ts';
import { eventSearchFields, schoolSearchFields, teacherSearchFields } from '../../lib/search-fields.ts';
import { hashPassword } from '../../lib/secrets.ts';
import { createStorage } from '../../lib/storage.ts';
import type { Db } from '../client.ts';
import { countries, eventInstructors, events, regions, schoolRatings, schools, teachers, users } from '../schema/index.ts';
import { FIRST_NAMES, LAST_NAMES } from './directory-data.ts';
import { pictureSvg, portraitSvg, SCENE_NAMES, toWebp } from './directory-images.ts';
import { copyAllViewersToCounts } from './directory-insert.ts';
import { PUBLIC_WEBP } from './directory-kit.ts';

/**
 * 80,000 listings by default (10,000 schools, 50,000 teachers, 20,000 events); SCALE_LISTINGS sets
 * another total in the same proportions (the benchmark's --size=1k|10k|80k, to see how it grows).
 */
export function scaleSizes(listings = Number(process.env.SCALE_LISTINGS || 80_000)) {
  const part = (share: number) => Math.max(1, Math.round((listings * share) / 8));
  return { schools: part(1), teachers: part(5), events: part(2) };
}
const SCALE = scaleSizes();
const BATCH = 500;
const PREFIXES = [
  'Sunrise',
  'Lotus',
  'Ganga',
  'Shanti',
  'Prana',
  'Bodhi',
  'Moonlight',
  'Ocean',
  'Mountain',
  'Sattva',
  'Ananda',
  'Jungle',
  'Zen',
  'Sky',
  'River',
  'Himalaya',
  'Golden',
  'Serenity',
  'Surya',
  'Chandra',
];
const KINDS = ['Yoga School', 'Yoga Shala', 'Yoga Academy', 'Yoga Institute', 'Yoga Centre', 'Yoga Ashram', 'Yoga Studio'];
const MORE_FIRST = [
  'Aditi',
  'Bruno',
  'Camila',
  'Dev',
  'Elif',
  'Farah',
  'Gita',
  'Henrik',
  'Ines',
  'Jun',
  'Kiran',
  'Leila',
  'Marco',
  'Nadia',
  'Oskar',
  'Pooja',
  'Quinn',
  'Rosa',
  'Sven',
  'Tara',
  'Uma',
  'Vikram',
  'Wen',
  'Ximena',
  'Yasmin',
  'Zoe',
];
const MORE_LAST = [
  'Anand',
  'Bauer',
  'Cohen',
  'Das',
  'Eriksen',
  'Fonseca',
  'Gupta',
  'Horvat',
  'Ito',
  'Jovanovic',
  'Khan',
  'Lindqvist',
  'Mehta',
  'Nakata',
  'Oliveira',
  'Park',
  'Quintero',
  'Reddy',
  'Santos',
  'Tan',
  'Uddin',
  'Varga',
  'Weber',
  'Yilmaz',
  'Zhou',
];
const EVENT_SUBJECTS = [
  '200-Hour Yoga Teacher Training',
  '300-Hour Advanced Teacher Training',
  'Yin Yoga Teacher Training',
  'Silent Meditation Retreat',
  'Weekend Alignment Workshop',
  'Prenatal Yoga Course',
  'Kids Yoga Training',
  'Ayurveda Immersion',
  'Pranayama and Breathwork Workshop',
  'Yoga Philosophy Course',
];

function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/**
 * The benchmark data set: 10,000 schools, 50,000 teachers and 20,000 events (see scaleSizes) spread over every
 * country with regions, about 90 % of them public. Runs once (skips when present).
 */
export async function seedDirectoryScale(db: Db, config: Config): Promise<void> {
  const [done] = await db.select({ id: schools.id }).from(schools).where(like(schools.slug, 'scale-s%')).limit(1);
  if (done) return;
  const random = rng(2011);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const some = <T>(list: readonly T[], n: number) => [...new Set(Array.from({ length: n }, () => pick(list)))];
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const started = Date.now();
  const log = (what: string) => console.log(`scale seed: ${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

  const storage = createStorage(config);
  const covers: { cover: string; photo: string }[] = [];
  for (let i = 0; i < 8; i++) {
    const cover = `public/directory/scale/cover-${i}.webp`;
    await storage.put(cover, await toWebp(pictureSvg(SCENE_NAMES[i % SCENE_NAMES.length], 900 + i, 1200, 480)), PUBLIC_WEBP);
    const photo = `public/directory/scale/photo-${i}.webp`;
    await storage.put(photo, await toWebp(portraitSvg(i)), PUBLIC_WEBP);
    covers.push({ cover, photo });
  }

  const regionRows = await db
    .select({ region: regions, country: countries })
    .from(regions)
    .innerJoin(countries, eq(countries.id, regions.countryId))
    .where(sql`${regions.latitude} is not null`)
    .orderBy(asc(regions.id));
  const place = () => {
    const row = pick(regionRows);
    return { row, lat: (row.region.latitude ?? 0) + (random() - 0.5) * 0.6, lng: (row.region.longitude ?? 0) + (random() - 0.5) * 0.6 };
  };
  const status = () => {
    const r = random();
    return r < 0.05
      ? { status: 'pending', validUntil: day(300) }
      : r < 0.1
        ? { status: 'approved', validUntil: day(-30) }
        : { status: 'approved', validUntil: day(30 + Math.floor(random() * 700)) };
  };

  const passwordHash = await hashPassword(`scale-${Date.now()}`);
  const userRows = Array.from({ length: SCALE.teachers }, (_, i) => ({
    username: `scale.user${i + 1}`,
    email: `scale.user${i + 1}@scale.example.com`,
    passwordHash,
    firstName: pick([...FIRST_NAMES, ...MORE_FIRST]),
    lastName: pick([...LAST_NAMES, ...MORE_LAST]),
  }));
  await inBatches(userRows, (b) => db.insert(users).values(b));
  const userIds = (await db.select({ id: users.id }).from(users).where(like(users.username, 'scale.user%')).orderBy(asc(users.id))).map((u) => u.id);
  log(`${userIds.length} users`);

  const schoolRows = Array.from({ length: SCALE.schools }, (_, i) => {
    const p = place();
    const styles = some(YOGA_STYLES, 1 + Math.floor(random() * 3));
    const levels = ['RSY', ...some(SCHOOL_LEVELS.slice(1), Math.floor(random() * 2))];
    const trainingTypes = some(TRAINING_TYPES, 1 + Math.floor(random() * 2));
    const city = p.row.region.nameEn;
    const name = `${pick(PREFIXES)} ${pick(KINDS)} ${city}`;
    const introduction = `${name} teaches ${styles.join(', ')} yoga in ${city}, ${p.row.country.nameEn}. Small groups, experienced teachers and courses that follow the World Yoga Alliance standards.`;
    const values = { name, introduction, styles, levels, trainingTypes, city, wyaSchoolId: `WYA-S${100000 + i}` };
    return {
      ...values,
      userId: userIds[i],
      slug: `scale-s${i + 1}-${name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .slice(0, 60)}`,
      countryId: p.row.country.id,
      regionId: p.row.region.id,
      latitude: p.lat,
      longitude: p.lng,
      coverImage: covers[i % covers.length].cover,
      memberSince: day(-Math.floor(random() * 3000)),
      viewers: Math.floor(random() * 5000),
      issuesCertificate: true,
      ...status(),
      ...schoolSearchFields({ ...values, latitude: p.lat, longitude: p.lng }, { country: p.row.country, region: p.row.region }),
    };
  });
  await inBatches(schoolRows, (b) => db.insert(schools).values(b));
  const schoolIds = (await db.select({ id: schools.id }).from(schools).where(like(schools.slug, 'scale-s%')).orderBy(asc(schools.id))).map((s) => s.id);
  log(`${schoolIds.length} schools`);

  const teacherRows = Array.from({ length: SCALE.teachers }, (_, i) => {
    const p = place();
    const styles = some(YOGA_STYLES, 1 + Math.floor(random() * 3));
    const displayName = `${userRows[i].firstName} ${userRows[i].lastName}`;
    const type = random() < 0.2 ? 'CYT' : 'RTY';
    const values = {
      displayName,
      headline: `${styles[0]} yoga teacher`,
      introduction: `${displayName} teaches ${styles.join(', ')} yoga in ${p.row.region.nameEn}.`,
      styles,
      registrationType: type,
      city: p.row.region.nameEn,
      wyaTeacherId: `WYA-T${100000 + i}`,
    };
    return {
      ...values,
      userId: userIds[i],
      slug: `scale-t${i + 1}-${displayName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
      registrationLevel: pick(['200', '300', '500', '1000']),
      yearsTeaching: 1 + Math.floor(random() * 25),
      teachingHours: 200 + Math.floor(random() * 8000),
      countryId: p.row.country.id,
      regionId: p.row.region.id,
      latitude: p.lat,
      longitude: p.lng,
      photo: covers[i % covers.length].photo,
      memberSince: day(-Math.floor(random() * 3000)),
      viewers: Math.floor(random() * 3000),
      ...status(),
      ...teacherSearchFields({ ...values, latitude: p.lat, longitude: p.lng }, { country: p.row.country, region: p.row.region }),
    };
  });
  await inBatches(teacherRows, (b) => db.insert(teachers).values(b));
  const teacherIds = (await db.select({ id: teachers.id }).from(teachers).where(like(teachers.slug, 'scale-t%')).orderBy(asc(teachers.id))).map((t) => t.id);
  log(`${teacherIds.length} teachers`);

  const eventRows = Array.from({ length: SCALE.events }, () => {
    const s = Math.floor(random() * schoolRows.length);
    const school = schoolRows[s];
    const start = Math.floor(random() * 540) - 180;
    const subject = `${pick(EVENT_SUBJECTS)} in ${school.city}`;
    const region = regionRows.find((r) => r.region.id === school.regionId);
    return {
      schoolId: schoolIds[s],
      subject,
      description: `${subject}, organised by ${school.name}. Daily practice, theory and supervised teaching.`,
      startDate: day(start),
      endDate: day(start + 1 + Math.floor(random() * 30)),
      startTime: '08:00',
      endTime: '17:00',
      timezone: likelyTimeZone(region?.country.code2, school.longitude) ?? 'UTC',
      price: (100 + Math.floor(random() * 3000)) * 100,
      currency: pick(['USD', 'EUR', 'THB', 'INR']),
      registrationLimit: 10 + Math.floor(random() * 30),
      image: covers[s % covers.length].cover,
      isActive: random() > 0.1,
      acceptEyep: random() > 0.5,
      acceptCe: random() > 0.5,
      countryId: school.countryId,
      regionId: school.regionId,
      city: school.city,
      latitude: school.latitude,
      longitude: school.longitude,
      ...eventSearchFields(
        { subject, school, styles: school.styles, city: school.city, latitude: school.latitude, longitude: school.longitude },
        { country: region?.country ?? null, region: region?.region ?? null },
      ),
    };
  });
  await inBatches(eventRows, (b) => db.insert(events).values(b));
  const eventIds = (
    await db
      .select({ id: events.id })
      .from(events)
      .innerJoin(schools, eq(schools.id, events.schoolId))
      .where(and(like(schools.slug, 'scale-s%')))
      .orderBy(asc(events.id))
  ).map((e) => e.id);
  const instructorRows = eventIds.flatMap((eventId) =>
    [...new Set([pick(teacherIds), pick(teacherIds)])].map((teacherId, order) => ({ eventId, teacherId, order })),
  );
  await inBatches(instructorRows, (b) => db.insert(eventInstructors).values(b));
  log(`${eventIds.length} events`);

  const ratingKeys = new Set<string>();
  const ratingRows = [];
  // Three per school at every size (30,000 at 80,000 listings), so that smaller seeds are not
  // profiles with dozens of reviews each and the sizes compare like with like.
  while (ratingRows.length < schoolIds.length * 3) {
    const schoolId = pick(schoolIds);
    const userId = pick(userIds);
    const key = `${schoolId}:${userId}`;
    if (ratingKeys.has(key)) continue;
    ratingKeys.add(key);
    ratingRows.push({ schoolId, userId, rating: 3 + Math.floor(random() * 3), comment: 'Well organised training with caring teachers.' });
  }
  await inBatches(ratingRows, (b) => db.insert(schoolRatings).values(b));
  await copyAllViewersToCounts(db);
  // As the daily maintenance leaves a site (decision 0059): statistics, and the visibility map that lets index-only scans skip the table.
  await db.execute(sql`vacuum (analyze)`);
  log(`${ratingRows.length} ratings; done`);
}
