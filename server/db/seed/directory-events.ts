import { likelyTimeZone } from '#common/country-time-zones.ts';
import type { Db } from '../client.ts';
import { eventCustomOptions, eventImages, eventInstructors, eventSelectedOptions } from '../schema/index.ts';
import { DEMO_EVENTS, DEMO_SCHOOLS, EVENT_KINDS } from './directory-data.ts';
import { captionFor, pictureSvg, type SceneName } from './directory-images.ts';
import { insertEvent, type PlaceIndex } from './directory-insert.ts';
import { day, type Pictures } from './directory-kit.ts';
import { seedEventOptions } from './directory-options.ts';
import { phoneFrom } from './directory-people.ts';
import { SCHOOL_PLACES } from './directory-places.ts';
import { eventDescription } from './directory-texts.ts';

/** What each kind of course looks like in its main picture. */
const KIND_SCENES: Record<string, SceneName> = {
  ttc200: 'studio',
  ttc300: 'circle',
  yin50: 'mandala',
  meditation: 'night',
  ashtanga: 'studio',
  ayurveda: 'stillLife',
  aerial: 'aerial',
  retreat: 'beach',
  prenatal: 'garden',
  kids: 'kids',
  therapy: 'studio',
  workshop: 'circle',
  online: 'online',
};

type Context = { places: PlaceIndex; pictures: Pictures; schoolIds: Map<string, number>; teachersOfSchool: Map<string, number[]> };

/** The demo trainings, held at their schools, with pictures of the course and of the place. */
export async function seedDemoEvents(db: Db, { places, pictures, schoolIds, teachersOfSchool }: Context): Promise<void> {
  const { options, categories } = await seedEventOptions(db);
  for (const [n, e] of DEMO_EVENTS.entries()) {
    const school = DEMO_SCHOOLS.find((s) => s.slug === e.school) as (typeof DEMO_SCHOOLS)[number];
    const where = SCHOOL_PLACES[school.slug];
    const kind = EVENT_KINDS[e.kind];
    const scenes: SceneName[] = [...new Set([KIND_SCENES[e.kind], where.scene, 'stillLife' as const, 'circle' as const])].slice(0, 3);
    const event = await insertEvent(db, places, {
      schoolId: schoolIds.get(e.school) as number,
      subject: `${kind.subject} in ${school.city}`,
      description: eventDescription(kind.text, school, n),
      startDate: day(e.start),
      endDate: day(e.start + e.days - 1),
      startTime: kind.start,
      endTime: kind.end,
      timezone: likelyTimeZone(school.country, school.lng) ?? 'UTC',
      price: e.price * 100,
      currency: e.currency,
      registrationLimit: kind.limit,
      image: pictures.draw(`public/directory/events/${n + 1}/main.webp`, pictureSvg(scenes[0], n + 400, 900, 506)),
      freeTimeActivities: kind.free,
      acceptEyep: e.kind.startsWith('ttc'),
      acceptCe: e.kind !== 'retreat',
      isActive: e.active ?? true,
      address: where.address,
      contactName: school.founder,
      contactEmail: `courses@${school.slug}.example.com`,
      contactPhone: phoneFrom(where.tel, `${school.slug}:courses`),
      country: school.country,
      region: school.region,
      city: school.city,
      latitude: school.lat,
      longitude: school.lng,
      styles: kind.styles,
    });
    const instructors = teachersOfSchool.get(e.school) ?? [];
    if (instructors.length) await db.insert(eventInstructors).values(instructors.map((teacherId, order) => ({ eventId: event.id, teacherId, order })));
    await db.insert(eventImages).values(
      scenes.map((scene, i) => ({
        eventId: event.id,
        image: pictures.draw(`public/directory/events/${n + 1}/photo-${i + 1}.webp`, pictureSvg(scene, n * 5 + i + 600, 900, 506)),
        caption: captionFor(scene, n + i),
        order: i,
        isPrimary: i === 0,
      })),
    );
    const chosen = [
      e.days > 3 ? (n % 2 ? 'shared_room' : 'private_room') : 'no_accommodation',
      n % 3 ? 'vegetarian' : 'vegan',
      'manual',
      'certificate',
      ...(n % 2 ? ['airport_pickup'] : []),
    ];
    await db.insert(eventSelectedOptions).values(chosen.map((code) => ({ eventId: event.id, optionId: options.get(code) as number })));
    if (n % 4 === 0 && e.days > 3)
      await db
        .insert(eventCustomOptions)
        .values({ eventId: event.id, categoryId: categories.get('transport') as number, name: 'Bicycle to borrow for the whole stay' });
  }
}
