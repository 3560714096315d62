import type { Language } from '#common/constants.ts';
import type { FaqEntry, TeamMember, Testimonial } from '#common/content.ts';
import type { Deps } from '../deps.ts';
import { selectFaq, selectTeam, selectTestimonials } from './content.queries.ts';
import { pick } from './localize.ts';

/** FAQ entries in the caller's language, in group order; the page filters them as the visitor types. */
export async function findFaq(deps: Deps, options: { lang: Language; search?: string }): Promise<FaqEntry[]> {
  const rows = await selectFaq(deps.db);
  const needle = options.search?.trim().toLocaleLowerCase(options.lang);
  const entries = rows.map((r) => ({ id: r.id, group: r.groupKey, question: pick(r.question, options.lang), answer: pick(r.answer, options.lang) }));
  return needle ? entries.filter((e) => `${e.question} ${e.answer}`.toLocaleLowerCase(options.lang).includes(needle)) : entries;
}

export async function findTeam(deps: Deps, options: { lang: Language }): Promise<TeamMember[]> {
  const rows = await selectTeam(deps.db);
  return rows.map((r) => ({
    id: r.id,
    name: pick(r.name, options.lang),
    role: pick(r.role, options.lang),
    bio: pick(r.bio, options.lang),
    photo: r.photo ? deps.storage.publicUrl(r.photo) : null,
  }));
}

export async function findTestimonials(
  deps: Deps,
  options: { lang: Language; limit: number; offset: number },
): Promise<{ total: number; results: Testimonial[] }> {
  const { total, rows } = await selectTestimonials(deps.db, options);
  return {
    total,
    results: rows.map((r) => ({
      id: r.id,
      name: r.name,
      role: pick(r.role, options.lang),
      quote: pick(r.quote, options.lang),
      country: r.country,
      rating: r.rating,
    })),
  };
}
