import { inArray } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { hashPassword } from '../../lib/secrets.ts';
import type { Db } from '../client.ts';
import { schoolGallery, schoolGraduates, schoolRatings, users } from '../schema/index.ts';
import { DEMO_PASSWORD } from './demo-logins.ts';
import { COMMENTS, DEMO_SCHOOLS, FIRST_NAMES, LAST_NAMES } from './directory-data.ts';
import { seedDemoEvents } from './directory-events.ts';
import { captionFor, logoSvg, pictureSvg, type SceneName } from './directory-images.ts';
import { insertSchool, placeIndex } from './directory-insert.ts';
import { day, pictureQueue } from './directory-kit.ts';
import { mobileFor, phoneFrom, schoolFaculty } from './directory-people.ts';
import { SCHOOL_PLACES } from './directory-places.ts';
import { seedDemoTeachers } from './directory-teachers.ts';
import { schoolIntroduction, styleDescription } from './directory-texts.ts';

/** Scenes a school's gallery shows beyond its cover: what it teaches first, then shala life. */
function galleryScenes(s: (typeof DEMO_SCHOOLS)[number], n: number): SceneName[] {
  const cover = SCHOOL_PLACES[s.slug].scene;
  const taught: SceneName[] = [
    ...(s.styles.includes('kids') ? ['kids' as const] : []),
    ...(s.styles.includes('aerial') ? ['aerial' as const] : []),
    ...(s.training.includes('online') ? ['online' as const] : []),
  ];
  const life: SceneName[] = ['studio', 'circle', 'stillLife', 'mandala', 'night', 'garden', 'temple', 'beach'];
  const rotated = [...life.slice(n % life.length), ...life.slice(0, n % life.length)];
  return [...new Set([cover, ...taught, ...rotated])].slice(0, 4);
}

/** A few dozen schools, teachers and events across many countries, with pictures, graduates, gallery, ratings and comments. */
export async function seedDirectory(db: Db, config: Config): Promise<void> {
  const pictures = pictureQueue(config);
  const places = await placeIndex(db);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['ananda', 'mali', 'li.wei', 'sofia']));
  const existing = new Map(rows.map((r) => [r.username, r.id]));
  const userFor = async (username: string, first: string, last: string) => {
    const known = existing.get(username);
    if (known) return known;
    const [u] = await db
      .insert(users)
      .values({
        username,
        email: `${username}@directory.example.com`,
        emailVerified: true,
        passwordHash,
        firstName: first,
        lastName: last,
        termsAcceptedAt: new Date(),
      })
      .returning({ id: users.id });
    return u.id;
  };
  const students: number[] = [];
  for (let i = 0; i < 12; i++)
    students.push(await userFor(`student${i + 1}`, FIRST_NAMES[(i * 7) % FIRST_NAMES.length], LAST_NAMES[(i * 5) % LAST_NAMES.length]));

  const schoolIds = new Map<string, number>();
  for (const [n, s] of DEMO_SCHOOLS.entries()) {
    const where = SCHOOL_PLACES[s.slug];
    const [first, ...rest] = s.founder.replace(/^(Dr\.|Yogi|Swami) /, '').split(' ');
    const owner = s.owner ? (existing.get(s.owner) as number) : await userFor(`school.${s.slug}`.slice(0, 60), first, rest.join(' '));
    const initials = s.name
      .split(' ')
      .filter((w) => /^[A-Z]/.test(w))
      .slice(0, 2)
      .map((w) => w[0])
      .join('');
    const { faculty, mainHours } = schoolFaculty(s);
    const wya = `WYA-S${String(1000 + n * 37).padStart(5, '0')}`;
    const school = await insertSchool(db, places, {
      userId: owner,
      slug: s.slug,
      name: s.name,
      localName: where.localName ?? null,
      country: s.country,
      region: s.region,
      city: s.city,
      latitude: s.lat,
      longitude: s.lng,
      address: where.address,
      localAddress: where.localAddress ?? null,
      email: `hello@${s.slug}.example.com`,
      phone: phoneFrom(where.tel, s.slug),
      website: `https://${s.slug}.example.com`,
      facebook: `https://facebook.com/${s.slug}`,
      instagram: `https://instagram.com/${s.slug.replace(/-/g, '')}`,
      youtube: n % 3 === 0 ? `https://youtube.com/@${s.slug}` : null,
      ownerName: s.founder,
      primaryContactName: s.founder,
      primaryContactEmail: `office@${s.slug}.example.com`,
      primaryContactPhone: mobileFor(s.country, `${s.slug}:office`),
      designation: 'Founder and lead trainer',
      levels: s.levels,
      additionalLevels: s.levels.includes('CYS') ? [{ level: 'RTY 300', hours: 300 }] : [],
      trainingTypes: s.training,
      styles: s.styles,
      styleDescription: styleDescription(s.styles, n),
      numberOfTeachers: faculty.length,
      mainTeacherHours: mainHours,
      issuesCertificate: true,
      introduction: schoolIntroduction(s, n, faculty.length, mainHours),
      wyaSchoolId: wya,
      coverImage: pictures.draw(`public/directory/schools/${s.slug}/cover.webp`, pictureSvg(where.scene, n + 1, 1200, 480)),
      logo: pictures.draw(`public/directory/schools/${s.slug}/logo.webp`, logoSvg(n, initials)),
      status: s.status === 'pending' || s.status === 'suspended' ? s.status : 'approved',
      memberSince: `${Math.max(s.founded, 2012)}-0${1 + (n % 9)}-15`,
      validUntil: s.status === 'expired' ? day(-20) : day(200 + n * 9),
      viewers: 40 + ((n * 137) % 900),
      instructors: faculty,
    });
    schoolIds.set(s.slug, school.id);
    await db.insert(schoolGallery).values(
      galleryScenes(s, n).map((scene, g) => ({
        schoolId: school.id,
        image: pictures.draw(`public/directory/schools/${s.slug}/gallery-${g + 1}.webp`, pictureSvg(scene, n * 4 + g + 50, 800, 560)),
        description: captionFor(scene, n + g),
        order: g,
      })),
    );
    const graduates = Array.from({ length: 6 + (n % 9) }, (_, g) => ({
      schoolId: school.id,
      graduateNumber: `${wya}-G${String(g + 1).padStart(3, '0')}`,
      name: `${FIRST_NAMES[(n * 3 + g * 7) % FIRST_NAMES.length]} ${LAST_NAMES[(n + g * 11) % LAST_NAMES.length]}`,
      graduationDate: day(-30 - ((g * 97 + n * 13) % 1400)),
      teacherLevel: [g % 3 ? '200' : '500'],
      styleOfYoga: [s.styles[g % s.styles.length]],
      teacherApplyType: [g % 4 || !s.levels.includes('CYS') ? 'RTY' : 'CYT'],
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

  const teachersOfSchool = await seedDemoTeachers(db, { places, pictures, userFor, existing });
  await seedDemoEvents(db, { places, pictures, schoolIds, teachersOfSchool });
  await pictures.done();
}
