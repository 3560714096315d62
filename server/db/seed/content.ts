import type { Config } from '../../config.ts';
import type { Db } from '../client.ts';
import { faqEntries, feeAmounts, feeItems, platformEvents, teamMembers, testimonials, videos } from '../schema/index.ts';
import { PLATFORM_EVENT_SEEDS } from './content-events.ts';
import { FAQ_SEEDS } from './content-faq.ts';
import { FEE_SEEDS } from './content-fees.ts';
import { TEAM_SEEDS, TESTIMONIAL_SEEDS } from './content-people.ts';
import { VIDEO_SEEDS } from './content-videos.ts';

const DAY = 24 * 3600 * 1000;

/** The fee table alone (tests that invoice applications need it without the rest of the content). */
export async function seedFees(db: Db): Promise<void> {
  for (const [index, fee] of FEE_SEEDS.entries()) {
    // The item may exist already (ensureFeeItems, with the migrations): the seed's words and amounts win.
    const values = { code: fee.code, audience: fee.audience, name: fee.name, description: fee.description, sortOrder: index };
    const [item] = await db
      .insert(feeItems)
      .values(values)
      .onConflictDoUpdate({ target: feeItems.code, set: { name: values.name, description: values.description } })
      .returning();
    const amounts = (['annual', 'lifetime'] as const).flatMap((feeType) =>
      Object.entries(fee[feeType]).map(([currency, units]) => ({ itemId: item.id, feeType, currency, amount: units * 100 })),
    );
    await db.insert(feeAmounts).values(amounts);
  }
}

/** The organisation's listable content: fee table, FAQ, team, testimonials, videos and its own events. */
export async function seedContent(db: Db, _config?: Config): Promise<void> {
  await seedFees(db);
  await db.insert(faqEntries).values(FAQ_SEEDS.map((f, i) => ({ groupKey: f.group, question: f.question, answer: f.answer, sortOrder: i })));
  await db.insert(teamMembers).values(TEAM_SEEDS.map((m, i) => ({ ...m, sortOrder: i })));
  await db.insert(testimonials).values(TESTIMONIAL_SEEDS.map((t, i) => ({ ...t, sortOrder: i })));
  const now = Date.now();
  await db.insert(videos).values(
    VIDEO_SEEDS.map((v) => ({
      title: v.title,
      description: v.description,
      category: v.category,
      externalId: v.externalId,
      durationSeconds: v.minutes * 60,
      membersOnly: v.membersOnly ?? false,
      publishedAt: new Date(now - v.daysAgo * DAY),
    })),
  );
  const today = new Date(now);
  today.setUTCHours(2, 0, 0, 0);
  await db.insert(platformEvents).values(
    PLATFORM_EVENT_SEEDS.map((e) => {
      const startsAt = e.nextDate ? nextOccurrence(today, e.nextDate) : new Date(today.getTime() + e.startInDays * DAY);
      return {
        slug: e.slug,
        title: e.title,
        summary: e.summary,
        description: e.description,
        location: e.location,
        isOnline: e.isOnline,
        startsAt,
        endsAt: new Date(startsAt.getTime() + (e.days - 1) * DAY + 8 * 3600 * 1000),
        capacity: e.capacity,
      };
    }),
  );
}

function nextOccurrence(from: Date, date: { month: number; day: number }): Date {
  const candidate = new Date(Date.UTC(from.getUTCFullYear(), date.month - 1, date.day, 2));
  if (candidate.getTime() <= from.getTime()) candidate.setUTCFullYear(candidate.getUTCFullYear() + 1);
  return candidate;
}
