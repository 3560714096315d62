import type { Language } from '#common/constants.ts';
import type { Video, VideoDetail } from '#common/content.ts';
import { AppError } from '../../lib/errors.ts';
import { type Actor, isMember } from '../access.ts';
import type { Deps } from '../deps.ts';
import { selectVideo, selectVideos, type VideoRow } from './content.queries.ts';
import { pick } from './localize.ts';

const EMBED: Record<string, (id: string) => string> = {
  youtube: (id) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}`,
};

/**
 * A video as the caller may see it: a members-only video shown to a visitor keeps its title and
 * description (so visitors know what exists) but never its host id or embed address.
 */
export function videoView(row: VideoRow, options: { lang: Language; actor: Actor }): Video {
  const locked = row.membersOnly && !isMember(options.actor);
  return {
    id: row.id,
    title: pick(row.title, options.lang),
    description: pick(row.description, options.lang),
    category: row.category,
    duration_seconds: row.durationSeconds,
    members_only: row.membersOnly,
    published_at: row.publishedAt.toISOString(),
    locked,
    provider: locked ? null : row.provider,
    video_id: locked ? null : row.externalId,
    embed_url: locked ? null : (EMBED[row.provider]?.(row.externalId) ?? null),
  };
}

export async function findVideos(
  deps: Deps,
  options: { lang: Language; actor: Actor; membersOnly?: boolean; category?: string; limit: number; offset: number },
): Promise<{ total: number; results: Video[] }> {
  const { total, rows } = await selectVideos(deps.db, options);
  return { total, results: rows.map((row) => videoView(row, options)) };
}

/** One video with up to four related ones of the same kind (public or members-only) and category first. */
export async function getVideo(deps: Deps, options: { id: number; lang: Language; actor: Actor }): Promise<VideoDetail> {
  const row = await selectVideo(deps.db, options.id);
  if (!row) throw new AppError('NOT_FOUND', 'errors.video_not_found');
  const sameCategory = await selectVideos(deps.db, { membersOnly: row.membersOnly, category: row.category, excludeId: row.id, limit: 4, offset: 0 });
  let related = sameCategory.rows;
  if (related.length < 4) {
    const more = await selectVideos(deps.db, { membersOnly: row.membersOnly, excludeId: row.id, limit: 8, offset: 0 });
    related = [...related, ...more.rows.filter((r) => !related.some((x) => x.id === r.id))].slice(0, 4);
  }
  return { ...videoView(row, options), related: related.map((r) => videoView(r, options)) };
}
