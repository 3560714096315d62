import type { ApplicationKind, SchoolApplication, SchoolDraft, TeacherApplication, TeacherDraft } from '#common/applications.ts';
import type { Language } from '#common/constants.ts';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import type { UploadSource } from '../../lib/uploads/index.ts';
import { type Actor, requireMember, requireOwner } from '../access.ts';
import type { Deps } from '../deps.ts';
import { forgetStoredFile } from '../files/files.ts';
import { schoolApplication } from '../schools/school-applications.ts';
import { teacherApplication } from '../teachers/teacher-applications.ts';
import { isSlugTaken, isUniqueViolation, lockMember, selectOpenApplicationId } from './applications.queries.ts';
import { selectDocuments } from './documents.queries.ts';
import { documentsJson, resolvePlace } from './fields.ts';
import type { ApplicationParts, ListingRow } from './parts.ts';
import { freeSlug, slugBase } from './slugs.ts';
import { assertEditable, stateJson } from './states.ts';
import { prepareAll, removeReplaced, storeAll } from './uploads.ts';

// A member's school or teacher application (issue 10): the wizard's drafts and saves, one flow for
// both kinds around their parts (parts.ts). Documents and the submission are in documents.ts, the
// state machine in states.ts, payment and review in review.ts.

export type Application = SchoolApplication | TeacherApplication;
export type ApplicationDraft = SchoolDraft | TeacherDraft;
/** The information step's images by upload field, each under its own upload policy. */
export type ApplicationImages = Partial<Record<string, UploadSource>>;
type Own = { actor: Actor; kind: ApplicationKind; id: number; lang: Language };

const KINDS: Record<ApplicationKind, ApplicationParts> = { school: schoolApplication, teacher: teacherApplication };
export const partsOf = (kind: ApplicationKind) => KINDS[kind];

/** The application, for its owner or staff; anyone else is told it does not exist. */
export async function ownApplication(deps: Deps, options: Omit<Own, 'lang'>) {
  requireMember(options.actor);
  const row = await KINDS[options.kind].select(deps.db, options.id);
  requireOwner(options.actor, row?.listing.userId ?? null);
  if (!row) throw new AppError('NOT_FOUND', 'errors.not_found');
  return row;
}

type Row = Awaited<ReturnType<typeof ownApplication>>;

/** The answer's fields and documents, and what a submission still needs (read in `db`: a transaction's too). */
export async function applicationParts(deps: Deps, db: Db, parts: ApplicationParts, row: Row, lang: Language) {
  const [fields, documentRows] = await Promise.all([parts.fields(deps, db, row, lang), selectDocuments(db, parts.kind, row.listing.id)]);
  const documents = await documentsJson(db, documentRows, lang);
  return { fields, documents, missing: parts.missing({ ...fields, documents }) };
}

/** The member's own application in full: every field, documents, state and what to do next. */
export async function getApplication(deps: Deps, options: Own): Promise<Application> {
  const parts = KINDS[options.kind];
  const row = await ownApplication(deps, options);
  const { fields, documents, missing } = await applicationParts(deps, deps.db, parts, row, options.lang);
  const extra = await parts.extra?.(deps, deps.db, row.listing);
  return { ...fields, ...extra, ...stateJson(parts.kind, row.listing, missing, options.lang), documents } as Application;
}

const slugTaken = () => fieldError('slug', 'validation.slug_taken');

/** Two saves taking one slug at once: the unique index decides, and the loser is told like anyone else. */
async function guardSlug<T>(kind: ApplicationKind, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, `${kind}s_slug_idx`)) throw slugTaken();
    throw error;
  }
}

/** A list of codes is reviewed as a set: its order may change. */
const comparable = (value: unknown) => JSON.stringify(Array.isArray(value) && value.every((v) => typeof v === 'string') ? [...value].sort() : (value ?? null));

/** What the office approved stays as approved: another value of a reviewed field is a 400 on the field. */
function keepReviewed(parts: ApplicationParts, row: ListingRow, input: ApplicationDraft) {
  if (row.status !== 'approved') return;
  const sent: Record<string, unknown> = input;
  for (const [field, current] of Object.entries(parts.reviewed(row))) {
    if (sent[field] !== undefined && comparable(sent[field]) !== comparable(current)) throw fieldError(field, 'validation.reviewed_field');
  }
}

const imageSources = (images: ApplicationImages | undefined) => Object.values(images ?? {}).filter((source): source is UploadSource => Boolean(source));

/** The image columns a save sets, from the files it stored (in the order of the sources). */
function imageValues(parts: ApplicationParts, sources: UploadSource[], keys: string[]) {
  const values: Record<string, string> = {};
  sources.forEach((source, index) => {
    const column = parts.images[source.field];
    if (column) values[column] = keys[index];
  });
  return values;
}

/**
 * The wizard's first save: creates the member's draft (one open application of a kind per member).
 * The public address follows from the name unless a slug is given.
 */
export async function createApplication(deps: Deps, options: Omit<Own, 'id'> & { input: ApplicationDraft; images?: ApplicationImages }): Promise<Application> {
  const parts = KINDS[options.kind];
  const { kind } = parts;
  const { input } = options;
  const userId = requireMember(options.actor);
  const exists = () => new AppError('CONFLICT', `errors.${kind}_application_exists`);
  if (await selectOpenApplicationId(deps.db, kind, userId)) throw exists();
  const place = await resolvePlace(deps.db, input, { countryId: null, regionId: null });
  await parts.check(deps.db, input, null);
  if (input.slug && (await isSlugTaken(deps.db, kind, input.slug))) throw slugTaken();
  const sources = imageSources(options.images);
  const uploads = await prepareAll(sources);
  const id = await guardSlug(kind, () =>
    storeAll(deps, { ownerId: userId, uploads }, async (tx, files) => {
      const member = await lockMember(tx, userId);
      if (!member) throw new AppError('NOT_FOUND', 'errors.not_found');
      if (await selectOpenApplicationId(tx, kind, userId)) throw exists();
      const first = parts.first(input, member);
      const slug = input.slug ?? (await freeSlug(tx, kind, slugBase(kind, first.name, userId)));
      const images = imageValues(
        parts,
        sources,
        files.map((f) => f.storageKey),
      );
      const row = await parts.insert(tx, {
        ...parts.values(input),
        ...place,
        ...images,
        ...first.values,
        userId,
        slug,
        status: 'draft',
        language: options.lang,
      });
      await parts.saved(tx, row.id, input);
      return row.id;
    }),
  );
  return getApplication(deps, { ...options, id });
}

/** A wizard step's save (or, once approved, an edit of the public profile); only what is sent changes. */
export async function updateApplication(deps: Deps, options: Own & { input: ApplicationDraft; images?: ApplicationImages }): Promise<Application> {
  const parts = KINDS[options.kind];
  const { input, id } = options;
  const { listing } = await ownApplication(deps, options);
  assertEditable(listing.status);
  keepReviewed(parts, listing, input);
  const place = await resolvePlace(deps.db, input, listing);
  await parts.check(deps.db, input, listing);
  if (input.slug && input.slug !== listing.slug && (await isSlugTaken(deps.db, parts.kind, input.slug, { id, userId: listing.userId }))) throw slugTaken();
  const sources = imageSources(options.images);
  const uploads = await prepareAll(sources);
  const replaced = await guardSlug(parts.kind, () =>
    storeAll(deps, { ownerId: listing.userId, uploads }, async (tx, files) => {
      const locked = await parts.lock(tx, id);
      if (!locked) throw new AppError('NOT_FOUND', 'errors.not_found');
      assertEditable(locked.status);
      keepReviewed(parts, locked, input);
      const images = imageValues(
        parts,
        sources,
        files.map((f) => f.storageKey),
      );
      await parts.update(tx, id, { ...parts.values(input), ...place, ...images });
      await parts.saved(tx, id, input);
      const columns: Record<string, unknown> = locked;
      const old = Object.values(parts.images)
        .map((column) => (images[column] ? columns[column] : null))
        .filter((key): key is string => typeof key === 'string' && key !== '');
      for (const key of old) await forgetStoredFile(tx, key);
      return old;
    }),
  );
  await removeReplaced(deps, replaced);
  return getApplication(deps, options);
}
