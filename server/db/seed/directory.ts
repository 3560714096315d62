import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { hashPassword } from '../../domain/auth/secrets.ts';
import { createLocalStorage } from '../../lib/storage.ts';
import type { Db } from '../client.ts';
import { eventCustomOptions, eventImages, eventInstructors, eventSelectedOptions, schoolGallery, schoolGraduates, schoolRatings, teacherGallery, users } from '../schema/index.ts';
import { COMMENTS, DEMO_EVENTS, DEMO_SCHOOLS, DEMO_TEACHERS, EVENT_KINDS, FIRST_NAMES, LAST_NAMES } from './directory-data.ts';
import { landscapeSvg, lotusSvg, portraitSvg, toWebp } from './directory-images.ts';
import { insertEvent, insertSchool, insertTeacher, placeIndex } from './directory-insert.ts';
import { seedEventOptions } from './directory-options.ts';
import { DEMO_PASSWORD } from './demo.ts';

const en = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../locales/en/directory.json'), 'utf8')) as { styles_list: Record<string, string>; training_list: Record<string, string> };
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const list = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : items[0]);
const GALLERY_CAPTIONS = ['Morning practice in the main shala', 'Teacher training group', 'Pranayama at sunrise', 'Our garden', 'Philosophy class', 'Graduation day'];

function introduction(s: (typeof DEMO_SCHOOLS)[number]) {
  const styles = list(s.styles.map((code) => en.styles_list[code]));
  const training = list(s.training.map((code) => en.training_list[code].toLowerCase()));
  return [
    `${s.name.replace(/[^\x20-\x7EÀ-ɏ’]+/g, '').trim()} was founded in ${s.founded} by ${s.founder} ${s.setting}. The school teaches ${styles}, and welcomes beginners and experienced practitioners from all over the world.`,
    `Our ${training} courses follow the World Yoga Alliance standards: small groups, experienced lead trainers, daily practice, anatomy, philosophy and plenty of supervised teaching. Graduates receive a certificate that lets them register as teachers.`,
    'Between classes, students share meals, study together and get to know the local community. We look forward to practising with you.',
  ].join('\n\n');
}

async function usersByName(db: Db, names: string[]) {
  const rows = await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, names));
  return new Map(rows.map((r) => [r.username, r.id]));
}

/** A few dozen schools, teachers and events across many countries, with images, graduates, gallery, ratings and comments. */
export async function seedDirectory(db: Db, config: Config): Promise<void> {
  const storage = createLocalStorage({ dataDir: config.dataDir });
  const places = await placeIndex(db);
  const { options } = await seedEventOptions(db);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const existing = await usersByName(db, ['ananda', 'mali', 'li.wei', 'sofia']);
  const userFor = async (username: string, first: string, last: string) => {
    const known = existing.get(username);
    if (known) return known;
    const [u] = await db.insert(users).values({ username, email: `${username}@directory.example.com`, emailVerified: true, passwordHash, firstName: first, lastName: last, termsAcceptedAt: new Date() }).returning({ id: users.id });
    return u.id;
  };
  const students: number[] = [];
  for (let i = 0; i < 12; i++) students.push(await userFor(`student${i + 1}`, FIRST_NAMES[(i * 7) % FIRST_NAMES.length], LAST_NAMES[(i * 5) % LAST_NAMES.length]));

  const schoolIds = new Map<string, number>();
  for (const [n, s] of DEMO_SCHOOLS.entries()) {
    const owner = s.owner ? (existing.get(s.owner) as number) : await userFor(`school.${s.slug}`.slice(0, 60), s.founder.split(' ')[0], s.founder.split(' ').slice(1).join(' '));
    const cover = `public/directory/schools/${s.slug}/cover.webp`;
    const logo = `public/directory/schools/${s.slug}/logo.webp`;
    await storage.put(cover, await toWebp(landscapeSvg(n + 1, 1200, 480)));
    await storage.put(logo, await toWebp(portraitSvg(n, s.name.replace(/[^A-Za-z ]/g, '').split(' ').filter(Boolean).slice(0, 2).map((w) => w[0]).join(''))));
    const wya = `WYA-S${String(1000 + n * 37).padStart(5, '0')}`;
    const school = await insertSchool(db, places, {
      userId: owner,
      slug: s.slug,
      name: s.name,
      country: s.country,
      region: s.region,
      city: s.city,
      latitude: s.lat,
      longitude: s.lng,
      address: `${12 + n} Yoga Lane, ${s.city}`,
      email: `hello@${s.slug}.example.com`,
      phone: `+1555${String(1000000 + n * 7919).slice(0, 7)}`,
      website: `https://${s.slug}.example.com`,
      facebook: `https://facebook.com/${s.slug}`,
      instagram: `https://instagram.com/${s.slug.replace(/-/g, '')}`,
      youtube: n % 3 === 0 ? `https://youtube.com/@${s.slug}` : null,
      ownerName: s.founder,
      primaryContactName: s.founder,
      primaryContactEmail: `office@${s.slug}.example.com`,
      primaryContactPhone: `+1555${String(2000000 + n * 6151).slice(0, 7)}`,
      designation: 'Founder and lead trainer',
      levels: s.levels,
      additionalLevels: s.levels.includes('CYS') ? [{ level: 'RTY 300', hours: 300 }] : [],
      trainingTypes: s.training,
      styles: s.styles,
      styleDescription: `Classes combine ${list(s.styles.map((c) => en.styles_list[c]))} with meditation and philosophy.`,
      numberOfTeachers: 3 + (n % 9),
      mainTeacherHours: 3000 + (n % 5) * 400,
      issuesCertificate: true,
      introduction: introduction(s),
      wyaSchoolId: wya,
      coverImage: cover,
      logo,
      status: s.status === 'pending' || s.status === 'suspended' ? s.status : 'approved',
      memberSince: `${Math.max(s.founded, 2012)}-0${1 + (n % 9)}-15`,
      validUntil: s.status === 'expired' ? day(-20) : day(200 + n * 9),
      viewers: 40 + ((n * 137) % 900),
      instructors: [
        { name: s.founder, certification: 'E-RYT 500, CYT', yearsTeaching: 2026 - s.founded + 5 },
        { name: `${FIRST_NAMES[n % FIRST_NAMES.length]} ${LAST_NAMES[(n + 3) % LAST_NAMES.length]}`, certification: 'RTY 500', yearsTeaching: 4 + (n % 10) },
        { name: `${FIRST_NAMES[(n + 11) % FIRST_NAMES.length]} ${LAST_NAMES[(n + 8) % LAST_NAMES.length]}`, certification: 'RTY 200', yearsTeaching: 2 + (n % 6) },
      ],
    });
    schoolIds.set(s.slug, school.id);
    const gallery = [];
    for (let g = 0; g < 4; g++) {
      const key = `public/directory/schools/${s.slug}/gallery-${g + 1}.webp`;
      await storage.put(key, await toWebp(g % 2 ? lotusSvg(n * 4 + g, 800, 560) : landscapeSvg(n * 4 + g + 50, 800, 560)));
      gallery.push({ schoolId: school.id, image: key, description: GALLERY_CAPTIONS[(n + g) % GALLERY_CAPTIONS.length], order: g });
    }
    await db.insert(schoolGallery).values(gallery);
    const graduates = Array.from({ length: 6 + (n % 9) }, (_, g) => ({
      schoolId: school.id,
      graduateNumber: `${wya}-G${String(g + 1).padStart(3, '0')}`,
      name: `${FIRST_NAMES[(n * 3 + g * 7) % FIRST_NAMES.length]} ${LAST_NAMES[(n + g * 11) % LAST_NAMES.length]}`,
      graduationDate: day(-30 - ((g * 97 + n * 13) % 1400)),
      teacherLevel: [g % 3 ? '200' : '500'],
      styleOfYoga: [s.styles[g % s.styles.length]],
      teacherApplyType: [g % 4 ? 'RTY' : 'CYT'],
    }));
    await db.insert(schoolGraduates).values(graduates);
    const raters = students.slice(n % 5, (n % 5) + (n % 6));
    if (raters.length)
      await db.insert(schoolRatings).values(
        raters.map((userId, r) => {
          const [rating, comment] = COMMENTS[(n + r * 5) % COMMENTS.length];
          return { schoolId: school.id, userId, rating, comment, createdAt: new Date(Date.now() - (r + 1) * 86_400_000 * (3 + n)) };
        }),
      );
  }

  const teacherIds = new Map<string, number>();
  const teachersOfSchool = new Map<string, number[]>();
  for (const [n, t] of DEMO_TEACHERS.entries()) {
    const [first, ...rest] = t.name.replace(/[^\x20-\x7EÀ-ɏ’]+/g, '').trim().split(' ');
    const userId = t.user ? (existing.get(t.user) as number) : await userFor(`teacher.${t.slug}`.slice(0, 60), first, rest.join(' '));
    const photo = `public/directory/teachers/${t.slug}/photo.webp`;
    await storage.put(photo, await toWebp(portraitSvg(n + 3, `${first[0]}${(rest.at(-1) ?? first)[0]}`)));
    const teacher = await insertTeacher(db, places, {
      userId,
      slug: t.slug,
      displayName: t.name,
      headline: t.headline,
      introduction: `${t.name} has taught ${list(t.styles.map((c) => en.styles_list[c]))} for ${t.years} years in ${t.city} and around the world, with more than ${t.hours.toLocaleString('en')} hours of teaching. ${t.headline}. Classes are practical, kind and rooted in the tradition, with attention to breath and alignment so that every student can practise safely.`,
      wyaTeacherId: `WYA-T${String(5000 + n * 53).padStart(5, '0')}`,
      yearsTeaching: t.years,
      teachingHours: t.hours,
      registrationType: t.type,
      registrationLevel: t.level,
      styles: t.styles,
      email: `${t.slug}@teachers.example.com`,
      phone: `+1555${String(3000000 + n * 4513).slice(0, 7)}`,
      website: n % 2 ? `https://${t.slug}.example.com` : null,
      instagram: `https://instagram.com/${t.slug.replace(/-/g, '')}`,
      photo,
      country: t.country,
      region: t.region,
      city: t.city,
      latitude: t.lat,
      longitude: t.lng,
      status: t.hidden ? 'pending' : 'approved',
      memberSince: `${2014 + (n % 10)}-0${1 + (n % 9)}-01`,
      validUntil: day(150 + n * 11),
      viewers: 20 + ((n * 211) % 700),
    });
    teacherIds.set(t.slug, teacher.id);
    for (const s of t.schools) teachersOfSchool.set(s, [...(teachersOfSchool.get(s) ?? []), teacher.id]);
    if (n % 3 === 0) {
      const rows = [];
      for (let g = 0; g < 3; g++) {
        const key = `public/directory/teachers/${t.slug}/gallery-${g + 1}.webp`;
        await storage.put(key, await toWebp(g % 2 ? lotusSvg(n + g * 5, 800, 560) : landscapeSvg(n * 3 + g + 200, 800, 560)));
        rows.push({ teacherId: teacher.id, image: key, description: GALLERY_CAPTIONS[(n + g + 2) % GALLERY_CAPTIONS.length], order: g });
      }
      await db.insert(teacherGallery).values(rows);
    }
  }

  for (const [n, e] of DEMO_EVENTS.entries()) {
    const school = DEMO_SCHOOLS.find((s) => s.slug === e.school) as (typeof DEMO_SCHOOLS)[number];
    const kind = EVENT_KINDS[e.kind];
    const image = `public/directory/events/${n + 1}/main.webp`;
    await storage.put(image, await toWebp(landscapeSvg(n + 400, 900, 506)));
    const event = await insertEvent(db, places, {
      schoolId: schoolIds.get(e.school) as number,
      subject: `${kind.subject} in ${school.city}`,
      description: `${kind.text}\n\nThe course is held at ${school.name.replace(/[^\x20-\x7EÀ-ɏ’]+/g, '').trim()}, ${school.setting}. Classes are in English; all levels of experience are welcome unless stated otherwise.`,
      startDate: day(e.start),
      endDate: day(e.start + e.days - 1),
      startTime: kind.start,
      endTime: kind.end,
      price: e.price * 100,
      currency: e.currency,
      registrationLimit: kind.limit,
      image,
      freeTimeActivities: kind.free,
      acceptEyep: e.kind.startsWith('ttc'),
      acceptCe: e.kind !== 'retreat',
      isActive: e.active ?? true,
      address: `${12 + DEMO_SCHOOLS.indexOf(school)} Yoga Lane, ${school.city}`,
      contactName: school.founder,
      contactEmail: `courses@${school.slug}.example.com`,
      contactPhone: `+1555${String(4000000 + n * 3571).slice(0, 7)}`,
      country: school.country,
      region: school.region,
      city: school.city,
      latitude: school.lat,
      longitude: school.lng,
      styles: kind.styles,
    });
    const instructors = teachersOfSchool.get(e.school) ?? [];
    if (instructors.length) await db.insert(eventInstructors).values(instructors.map((teacherId, order) => ({ eventId: event.id, teacherId, order })));
    const images = [];
    for (let i = 0; i < 3; i++) {
      const key = `public/directory/events/${n + 1}/photo-${i + 1}.webp`;
      await storage.put(key, await toWebp(i % 2 ? lotusSvg(n + i * 3 + 90, 900, 506) : landscapeSvg(n * 5 + i + 600, 900, 506)));
      images.push({ eventId: event.id, image: key, caption: GALLERY_CAPTIONS[(n + i) % GALLERY_CAPTIONS.length], order: i, isPrimary: i === 0 });
    }
    await db.insert(eventImages).values(images);
    const chosen = [e.days > 3 ? (n % 2 ? 'shared_room' : 'private_room') : 'no_accommodation', n % 3 ? 'vegetarian' : 'vegan', 'manual', 'certificate', ...(n % 2 ? ['airport_pickup'] : [])];
    await db.insert(eventSelectedOptions).values(chosen.map((code) => ({ eventId: event.id, optionId: options.get(code) as number })));
    if (n % 4 === 0) {
      const { categories } = await seedEventOptions(db);
      await db.insert(eventCustomOptions).values({ eventId: event.id, categoryId: categories.get('transport') as number, name: 'Bicycle to borrow for the whole stay' });
    }
  }
}
