import { type ApplicationKind, SLUG_MAX, type SlugCheck, SlugField } from '#common/applications.ts';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../lib/errors.ts';
import { type Actor, requireMember } from '../access.ts';
import type { Deps } from '../deps.ts';
import { isSlugTaken, selectSlugsLike } from './applications.queries.ts';

/** "Escola de Yoga São Paulo" → "escola-de-yoga-sao-paulo"; empty when nothing Latin is left (a Thai name). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX - 10)
    .replace(/-+$/g, '');
}

/** A slug the rule accepts, made from a name (or from the kind and the member's id when the name has no Latin letters). */
export function slugBase(kind: ApplicationKind, name: string, userId: number): string {
  const base = slugify(name);
  if (base.length >= 3 && !/^\d+$/.test(base)) return base;
  return base ? `${kind}-${base}` : `${kind}-${userId}`;
}

/** `base` if free, else the first free `base-2`, `base-3`… */
export async function freeSlug(db: Db, kind: ApplicationKind, base: string, skip?: { id: number; userId: number }): Promise<string> {
  if (!(await isSlugTaken(db, kind, base, skip))) return base;
  const stem = base.slice(0, SLUG_MAX - 8).replace(/-+$/g, '');
  const taken = await selectSlugsLike(db, kind, stem);
  for (let n = 2; ; n++) {
    const candidate = `${stem}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * `check_slug`: whether the public address is free (the member's own record excepted), and a free
 * one like it when not. A malformed slug is a 400 naming the rule.
 */
export async function checkSlug(deps: Deps, options: { actor: Actor; kind: ApplicationKind; slug: string; skipId?: number | null }): Promise<SlugCheck> {
  const userId = requireMember(options.actor);
  const parsed = SlugField.safeParse(options.slug);
  if (!parsed.success) throw fieldError('slug', parsed.error.issues[0]?.message ?? 'validation.slug');
  const slug = parsed.data;
  const skip = options.skipId ? { id: options.skipId, userId } : undefined;
  if (!(await isSlugTaken(deps.db, options.kind, slug, skip))) return { slug, available: true, suggestion: null };
  return { slug, available: false, suggestion: await freeSlug(deps.db, options.kind, slug, skip) };
}
