import type { Db } from '../client.ts';
import { teacherGallery } from '../schema/index.ts';
import { DEMO_SCHOOLS, DEMO_TEACHERS } from './directory-data.ts';
import { captionFor, pictureSvg, portraitSvg, type SceneName } from './directory-images.ts';
import { insertTeacher, type PlaceIndex } from './directory-insert.ts';
import { day, type Pictures } from './directory-kit.ts';
import { mobileFor } from './directory-people.ts';
import { TEACHER_LOCAL } from './directory-places.ts';
import { teacherIntroduction } from './directory-texts.ts';

/** What a teacher's gallery shows, from what they teach. */
function galleryScenes(styles: string[], n: number): SceneName[] {
  const taught: SceneName[] = styles.flatMap((s): SceneName[] =>
    s === 'aerial' ? ['aerial'] : s === 'kids' ? ['kids'] : s === 'meditation' ? ['night'] : s === 'yin' ? ['mandala'] : [],
  );
  const outdoors: SceneName[] = ['beach', 'mountains', 'garden', 'jungle', 'city'];
  return [...new Set([...taught, outdoors[n % outdoors.length], 'studio' as const, 'stillLife' as const])].slice(0, 3);
}

type Context = {
  places: PlaceIndex;
  pictures: Pictures;
  userFor: (username: string, first: string, last: string) => Promise<number>;
  existing: Map<string, number>;
};

/** The demo teachers; answers the teachers of each school, for the events' instructors. */
export async function seedDemoTeachers(db: Db, { places, pictures, userFor, existing }: Context): Promise<Map<string, number[]>> {
  const teachersOfSchool = new Map<string, number[]>();
  for (const [n, t] of DEMO_TEACHERS.entries()) {
    const [first, ...rest] = t.name.replace(/^(Dr\.|Yogi|Swami) /, '').split(' ');
    const userId = t.user ? (existing.get(t.user) as number) : await userFor(`teacher.${t.slug}`.slice(0, 60), first, rest.join(' '));
    const local = TEACHER_LOCAL[t.slug];
    const school = DEMO_SCHOOLS.find((s) => s.slug === t.schools[0]);
    const teacher = await insertTeacher(db, places, {
      userId,
      slug: t.slug,
      displayName: t.name,
      localName: local?.localName ?? null,
      localAddress: local?.localAddress ?? null,
      headline: t.headline,
      introduction: teacherIntroduction(t, n, school?.name),
      wyaTeacherId: `WYA-T${String(5000 + n * 53).padStart(5, '0')}`,
      yearsTeaching: t.years,
      teachingHours: t.hours,
      registrationType: t.type,
      registrationLevel: t.level,
      styles: t.styles,
      email: `${t.slug}@teachers.example.com`,
      phone: mobileFor(t.country, t.slug),
      website: n % 2 ? `https://${t.slug}.example.com` : null,
      instagram: `https://instagram.com/${t.slug.replace(/-/g, '')}`,
      photo: pictures.draw(`public/directory/teachers/${t.slug}/photo.webp`, portraitSvg(n + 3)),
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
    for (const s of t.schools) teachersOfSchool.set(s, [...(teachersOfSchool.get(s) ?? []), teacher.id]);
    if (n % 3 === 0)
      await db.insert(teacherGallery).values(
        galleryScenes(t.styles, n).map((scene, g) => ({
          teacherId: teacher.id,
          image: pictures.draw(`public/directory/teachers/${t.slug}/gallery-${g + 1}.webp`, pictureSvg(scene, n * 3 + g + 200, 800, 560)),
          description: captionFor(scene, n + g + 1),
          order: g,
        })),
      );
  }
  return teachersOfSchool;
}
