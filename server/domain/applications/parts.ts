import type { ApplicationDocument, ApplicationKind, MissingField } from '#common/applications.ts';
import type { Language } from '#common/constants.ts';
import type { Db } from '../../db/client.ts';
import type { PlaceRow } from '../../lib/search-fields.ts';
import type { Deps } from '../deps.ts';
import type { lockMember } from './applications.queries.ts';
import type { StateRow, stateJson } from './states.ts';

// What a school's application and a teacher's differ in (../schools/school-applications.ts,
// ../teachers/teacher-applications.ts); the flow around these parts is one (applications.ts, documents.ts).

/** A listing row as the shared steps read it; a school's name is `name`, a teacher's `displayName`. */
export type ListingRow = StateRow & { id: number; userId: number; countryId: number | null; regionId: number | null; name?: string; displayName?: string };

/** An answer's own fields: the state and the documents are added by the shared steps. */
export type AnswerFields<A> = Omit<A, keyof ReturnType<typeof stateJson> | 'documents'>;

type Member = NonNullable<Awaited<ReturnType<typeof lockMember>>>;

export type ApplicationParts<L extends ListingRow = ListingRow, D extends object = object, F extends object = Record<string, unknown>> = {
  kind: ApplicationKind;
  /** The message of an incomplete submission, beside the fields it names. */
  refusalKey: string;
  /** Upload field → image column, in the order the files are stored and replaced ones dropped. */
  images: Record<string, string>;
  /** The row in any state, with its place; `lock` holds it for the rest of the transaction. */
  select(db: Db, id: number): Promise<({ listing: L } & PlaceRow) | null>;
  lock(db: Db, id: number): Promise<L | null>;
  insert(db: Db, values: object): Promise<L>;
  /** Writes values on the row (none: only its updated time). */
  update(db: Db, id: number, values: object): Promise<unknown>;
  fields(deps: Deps, db: Db, row: { listing: L } & PlaceRow, lang: Language): Promise<F>;
  /** What a submission still needs (message keys). */
  missing(application: F & { documents: ApplicationDocument[] }): MissingField[];
  /** More of the answer, which the submission's check does not need (a teacher's certifications). */
  extra?(deps: Deps, db: Db, listing: L): Promise<object>;
  /** The row's columns from what a save sent (only what was sent). */
  values(input: D): object;
  /** The first save's name (the slug is made from it) and the columns that default to the member's. */
  first(input: D, member: Member): { name: string; values: object };
  /** The fields the office approved, as the row holds them: an approved listing keeps them (applications.ts). */
  reviewed(row: L): Record<string, unknown>;
  /** A save's checks against other rows (priced levels, a listed school); `row` is null on creation. */
  check(db: Db, input: D, row: L | null): Promise<void>;
  /** In the save's transaction, after the row: what hangs from it (instructors) and its search columns. */
  saved(db: Db, id: number, input: D): Promise<void>;
};
