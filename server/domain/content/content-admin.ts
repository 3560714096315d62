import type { AuditAction } from '#common/audit-actions.ts';
import { CONTENT_SUBJECTS, type ContentAnswer, type ContentInput, type ContentKind } from '#common/staff-content.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { publicContentChanged } from '../../lib/public-changes.ts';
import { type Actor, requireStaff } from '../access.ts';
import { recordAudit } from '../audit/audit.ts';
import type { Deps } from '../deps.ts';
import { countEventApplications, faqRows, isEventSlugTaken, platformEventRows, teamRows, testimonialRows, videoRows } from './content-admin.queries.ts';

// The office edits listable content in all four languages (issue 12). Each kind says how its rows
// become answers and inputs become rows; listing, saving, deleting and the audit are shared.

type Kind<K extends ContentKind> = {
  list(deps: Deps, db: Db): Promise<ContentAnswer<K>[]>;
  /** The record as the office sees it, locked for a change when `lock` is set. */
  get(deps: Deps, db: Db, id: number, lock?: boolean): Promise<ContentAnswer<K> | null>;
  insert(db: Db, input: ContentInput<K>): Promise<number>;
  update(db: Db, id: number, input: ContentInput<K>): Promise<void>;
  remove(db: Db, id: number): Promise<void>;
  /** Refuses an input that would clash with another record (400 naming the field). */
  check?(db: Db, input: ContentInput<K>, id?: number): Promise<void>;
  /** Refuses to delete a record others depend on (409). */
  deletable?(record: ContentAnswer<K>): boolean;
};

const iso = (d: Date) => d.toISOString();
const getter =
  <R, A>(rows: { one(db: Db, id: number): Promise<R | undefined>; lock(db: Db, id: number): Promise<R | undefined> }, view: (row: R) => A | Promise<A>) =>
  async (_deps: Deps, db: Db, id: number, lock?: boolean) => {
    const row = await (lock ? rows.lock(db, id) : rows.one(db, id));
    return row ? view(row) : null;
  };

const faqView = (r: Awaited<ReturnType<typeof faqRows.all>>[number]): ContentAnswer<'faq'> => ({
  id: r.id,
  group: r.groupKey,
  question: r.question,
  answer: r.answer,
  sort_order: r.sortOrder,
});
const faqValues = (i: ContentInput<'faq'>) => ({ groupKey: i.group, question: i.question, answer: i.answer, sortOrder: i.sort_order });

const videoView = (r: Awaited<ReturnType<typeof videoRows.all>>[number]): ContentAnswer<'videos'> => ({
  id: r.id,
  title: r.title,
  description: r.description,
  category: r.category,
  provider: r.provider,
  external_id: r.externalId,
  duration_seconds: r.durationSeconds,
  members_only: r.membersOnly,
  is_published: r.isPublished,
  published_at: iso(r.publishedAt),
});
const videoValues = (i: ContentInput<'videos'>) => ({
  title: i.title,
  description: i.description,
  category: i.category,
  provider: i.provider,
  externalId: i.external_id,
  durationSeconds: i.duration_seconds,
  membersOnly: i.members_only,
  isPublished: i.is_published,
});

const teamView = (deps: Deps, r: Awaited<ReturnType<typeof teamRows.all>>[number]): ContentAnswer<'team'> => ({
  id: r.id,
  name: r.name,
  role: r.role,
  bio: r.bio,
  photo: r.photo ? deps.storage.publicUrl(r.photo) : null,
  sort_order: r.sortOrder,
});
const teamValues = (i: ContentInput<'team'>) => ({ name: i.name, role: i.role, bio: i.bio, sortOrder: i.sort_order });

const testimonialView = (r: Awaited<ReturnType<typeof testimonialRows.all>>[number]): ContentAnswer<'testimonials'> => ({
  id: r.id,
  name: r.name,
  role: r.role,
  quote: r.quote,
  country: r.country,
  rating: r.rating,
  is_published: r.isPublished,
  sort_order: r.sortOrder,
});
const testimonialValues = (i: ContentInput<'testimonials'>) => ({
  name: i.name,
  role: i.role,
  quote: i.quote,
  country: i.country ?? null,
  rating: i.rating,
  isPublished: i.is_published,
  sortOrder: i.sort_order,
});

type EventRow = Awaited<ReturnType<typeof platformEventRows.all>>[number];
const eventView = (r: EventRow, applications: number): ContentAnswer<'platform-events'> => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  summary: r.summary,
  description: r.description,
  location: r.location,
  is_online: r.isOnline,
  starts_at: iso(r.startsAt),
  ends_at: iso(r.endsAt),
  capacity: r.capacity,
  is_active: r.isActive,
  applications,
});
const eventValues = (i: ContentInput<'platform-events'>) => ({
  slug: i.slug,
  title: i.title,
  summary: i.summary,
  description: i.description,
  location: i.location,
  isOnline: i.is_online,
  startsAt: new Date(i.starts_at),
  endsAt: new Date(i.ends_at),
  capacity: i.capacity ?? null,
  isActive: i.is_active,
});

const KINDS: { [K in ContentKind]: Kind<K> } = {
  faq: {
    list: async (_deps, db) => (await faqRows.all(db)).map(faqView),
    get: getter(faqRows, faqView),
    insert: (db, i) => faqRows.insert(db, faqValues(i)),
    update: (db, id, i) => faqRows.update(db, id, faqValues(i)),
    remove: faqRows.remove,
  },
  videos: {
    list: async (_deps, db) => (await videoRows.all(db)).map(videoView),
    get: getter(videoRows, videoView),
    insert: (db, i) => videoRows.insert(db, videoValues(i)),
    update: (db, id, i) => videoRows.update(db, id, videoValues(i)),
    remove: videoRows.remove,
  },
  team: {
    list: async (deps, db) => (await teamRows.all(db)).map((r) => teamView(deps, r)),
    get: (deps, db, id, lock) => getter(teamRows, (r) => teamView(deps, r))(deps, db, id, lock),
    insert: (db, i) => teamRows.insert(db, teamValues(i)),
    update: (db, id, i) => teamRows.update(db, id, teamValues(i)),
    remove: teamRows.remove,
  },
  testimonials: {
    list: async (_deps, db) => (await testimonialRows.all(db)).map(testimonialView),
    get: getter(testimonialRows, testimonialView),
    insert: (db, i) => testimonialRows.insert(db, testimonialValues(i)),
    update: (db, id, i) => testimonialRows.update(db, id, testimonialValues(i)),
    remove: testimonialRows.remove,
  },
  'platform-events': {
    list: async (_deps, db) => {
      const rows = await platformEventRows.all(db);
      const counts = await countEventApplications(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((r) => eventView(r, counts.get(r.id) ?? 0));
    },
    get: getter(platformEventRows, async (r: EventRow) => eventView(r, 0)),
    insert: (db, i) => platformEventRows.insert(db, eventValues(i)),
    update: (db, id, i) => platformEventRows.update(db, id, eventValues(i)),
    remove: platformEventRows.remove,
    check: async (db, i, id) => {
      if (await isEventSlugTaken(db, i.slug, id)) throw fieldError('slug', 'validation.slug_taken');
    },
    deletable: (record) => record.applications === 0,
  },
};

/** A platform event's applications are counted apart: `get` reads one row. */
async function withApplications<K extends ContentKind>(db: Db, kind: K, record: ContentAnswer<K> | null): Promise<ContentAnswer<K> | null> {
  if (kind !== 'platform-events' || !record) return record;
  const counts = await countEventApplications(db, [record.id]);
  return { ...record, applications: counts.get(record.id) ?? 0 };
}

const auditAction = (kind: ContentKind, verb: 'create' | 'update' | 'delete'): AuditAction => `content.${CONTENT_SUBJECTS[kind]}.${verb}`;

export async function findContent<K extends ContentKind>(deps: Deps, options: { actor: Actor; kind: K }): Promise<ContentAnswer<K>[]> {
  requireStaff(options.actor);
  return (KINDS[options.kind] as Kind<K>).list(deps, deps.db);
}

export async function getContent<K extends ContentKind>(deps: Deps, options: { actor: Actor; kind: K; id: number }): Promise<ContentAnswer<K>> {
  requireStaff(options.actor);
  const record = await withApplications(deps.db, options.kind, await (KINDS[options.kind] as Kind<K>).get(deps, deps.db, options.id));
  if (!record) throw new AppError('NOT_FOUND', 'errors.not_found');
  return record;
}

export async function createContent<K extends ContentKind>(deps: Deps, options: { actor: Actor; kind: K; input: ContentInput<K> }): Promise<ContentAnswer<K>> {
  const staffId = requireStaff(options.actor);
  const kind = KINDS[options.kind] as Kind<K>;
  const record = await inTransaction(deps.db, async (tx) => {
    await kind.check?.(tx, options.input);
    const id = await kind.insert(tx, options.input);
    const after = await withApplications(tx, options.kind, await kind.get(deps, tx, id));
    await recordAudit(tx, { actorId: staffId, action: auditAction(options.kind, 'create'), subject: { kind: CONTENT_SUBJECTS[options.kind], id }, after });
    return after as ContentAnswer<K>;
  });
  publicContentChanged();
  return record;
}

export async function updateContent<K extends ContentKind>(
  deps: Deps,
  options: { actor: Actor; kind: K; id: number; input: ContentInput<K> },
): Promise<ContentAnswer<K>> {
  const staffId = requireStaff(options.actor);
  const kind = KINDS[options.kind] as Kind<K>;
  const record = await inTransaction(deps.db, async (tx) => {
    const before = await withApplications(tx, options.kind, await kind.get(deps, tx, options.id, true));
    if (!before) throw new AppError('NOT_FOUND', 'errors.not_found');
    await kind.check?.(tx, options.input, options.id);
    await kind.update(tx, options.id, options.input);
    const after = await withApplications(tx, options.kind, await kind.get(deps, tx, options.id));
    await recordAudit(tx, {
      actorId: staffId,
      action: auditAction(options.kind, 'update'),
      subject: { kind: CONTENT_SUBJECTS[options.kind], id: options.id },
      before,
      after,
    });
    return after as ContentAnswer<K>;
  });
  publicContentChanged();
  return record;
}

/** Deletes a record; a platform event members applied to is refused (409): deactivate it instead. */
export async function deleteContent(deps: Deps, options: { actor: Actor; kind: ContentKind; id: number }): Promise<void> {
  const staffId = requireStaff(options.actor);
  const kind = KINDS[options.kind] as Kind<ContentKind>;
  await inTransaction(deps.db, async (tx) => {
    const before = await withApplications(tx, options.kind, await kind.get(deps, tx, options.id, true));
    if (!before) throw new AppError('NOT_FOUND', 'errors.not_found');
    if (kind.deletable && !kind.deletable(before)) throw new AppError('CONFLICT', 'content_admin.event_has_applications');
    await kind.remove(tx, options.id);
    await recordAudit(tx, {
      actorId: staffId,
      action: auditAction(options.kind, 'delete'),
      subject: { kind: CONTENT_SUBJECTS[options.kind], id: options.id },
      before,
    });
  });
  publicContentChanged();
}
