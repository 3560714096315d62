import { type ApplicationSubmit, MAX_FILES_PER_DOCUMENT_KIND, MULTIPLE_DOCUMENT_KINDS } from '#common/applications.ts';
import type { Language } from '#common/constants.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import type { UploadSource } from '../../lib/uploads/index.ts';
import { createApplicationInvoice } from '../billing/invoices.ts';
import type { Deps } from '../deps.ts';
import { forgetStoredFile } from '../files/files.ts';
import { notifyMember } from '../notifications/notifications.ts';
import { assertDocumentsEditable, assertSubmittable, incomplete } from './states.ts';
import { prepareAll, removeReplaced, storeAll } from './uploads.ts';

/** The values a submission writes on the listing's row. */
export type SubmittedValues =
  | {
      status: 'awaiting_payment';
      membershipType: ApplicationSubmit['membership_type'];
      currency: ApplicationSubmit['currency'];
      language: Language;
      submittedAt: Date;
    }
  | { status: 'pending'; language: Language; submittedAt: Date };

/** The table steps of one kind of listing (school or teacher); the rules around them are the same for both. */
export type ApplicationStore = {
  kind: 'school' | 'teacher';
  /** The row under lock: its status, its member and its name (a school's `name`, a teacher's `displayName`). */
  lock(tx: Db, id: number): Promise<{ status: string; userId: number; name?: string; displayName?: string } | null>;
  countDocuments(tx: Db, id: number, kind: string): Promise<number>;
  deleteDocumentsOfKind(tx: Db, id: number, kind: string): Promise<string[]>;
  insertDocument(tx: Db, id: number, document: { kind: string; fileKey: string; fileName: string }): Promise<unknown>;
  deleteDocument(tx: Db, id: number, documentId: number): Promise<string | null>;
  /** Writes values on the row (none: only its updated time). */
  update(tx: Db, id: number, values: Partial<SubmittedValues>): Promise<unknown>;
};

const lockedOrMissing = async (store: ApplicationStore, tx: Db, id: number) => {
  const locked = await store.lock(tx, id);
  if (!locked) throw new AppError('NOT_FOUND', 'errors.not_found');
  return locked;
};

/**
 * Adds documents (private files under the application-document policy): a new file of a kind
 * replaces the old one, except kinds that keep several (certificates). All files are checked before
 * any is stored.
 */
export async function addApplicationDocuments(
  deps: Deps,
  store: ApplicationStore,
  options: { id: number; ownerId: number; status: string; files: UploadSource[] },
) {
  assertDocumentsEditable(options.status);
  if (!options.files.length) throw new AppError('VALIDATION', 'validation.document_missing', { fields: { non_field_errors: ['validation.document_missing'] } });
  const uploads = await prepareAll(options.files);
  const replaced = await storeAll(deps, { ownerId: options.ownerId, uploads }, async (tx, files) => {
    assertDocumentsEditable((await lockedOrMissing(store, tx, options.id)).status);
    const old: string[] = [];
    for (const [index, file] of files.entries()) {
      const kind = uploads[index].field;
      if (MULTIPLE_DOCUMENT_KINDS.includes(kind)) {
        if ((await store.countDocuments(tx, options.id, kind)) >= MAX_FILES_PER_DOCUMENT_KIND)
          throw fieldError(kind, `validation.too_many_documents?max=${MAX_FILES_PER_DOCUMENT_KIND}`);
      } else old.push(...(await store.deleteDocumentsOfKind(tx, options.id, kind)));
      await store.insertDocument(tx, options.id, { kind, fileKey: file.storageKey, fileName: file.originalName });
    }
    for (const key of old) await forgetStoredFile(tx, key);
    await store.update(tx, options.id, {});
    return old;
  });
  await removeReplaced(deps, replaced);
}

export async function deleteApplicationDocument(deps: Deps, store: ApplicationStore, options: { id: number; status: string; documentId: number }) {
  assertDocumentsEditable(options.status);
  const key = await inTransaction(deps.db, async (tx) => {
    assertDocumentsEditable((await lockedOrMissing(store, tx, options.id)).status);
    const removed = await store.deleteDocument(tx, options.id, options.documentId);
    if (!removed) throw new AppError('NOT_FOUND', 'errors.not_found');
    await forgetStoredFile(tx, removed);
    await store.update(tx, options.id, {});
    return removed;
  });
  await removeReplaced(deps, [key]);
}

/**
 * Submits an application. A draft needs every required field and document (`missing`, read inside
 * the transaction) and the membership type and currency of its invoice: it then waits for payment.
 * An application the office sent back for changes goes straight back to review (it was paid for).
 */
export async function submitApplication(
  deps: Deps,
  store: ApplicationStore,
  options: { id: number; lang: Language; input: ApplicationSubmit; refusalKey: string; missing: (tx: Db) => Promise<{ field: string; message: string }[]> },
) {
  await inTransaction(deps.db, async (tx) => {
    const locked = await lockedOrMissing(store, tx, options.id);
    assertSubmittable(locked.status);
    const fields: Record<string, string[]> = {};
    for (const m of await options.missing(tx)) (fields[m.field] ??= []).push(m.message);
    const fromDraft = locked.status === 'draft';
    if (fromDraft && !options.input.membership_type) fields.membership_type = ['validation.required'];
    if (fromDraft && !options.input.currency) fields.currency = ['validation.required'];
    if (Object.keys(fields).length) throw incomplete(fields, options.refusalKey);
    const submittedAt = new Date();
    const { membership_type: membershipType, currency } = options.input;
    const notice = {
      userId: locked.userId,
      messageKey: `${store.kind}_${fromDraft ? 'submitted' : 'resubmitted'}` as const,
      params: { listing: locked.name ?? locked.displayName ?? '' },
      about: { id: options.id },
    };
    // From a draft the invoice's mail (below) thanks for the application: no second mail.
    await notifyMember(deps, tx, notice, { mailed: fromDraft });
    if (fromDraft && membershipType && currency) {
      await store.update(tx, options.id, { status: 'awaiting_payment', membershipType, currency, language: options.lang, submittedAt });
      // Its invoice, in the same transaction: no application waits for payment without one.
      await createApplicationInvoice(deps, { db: tx, application: { kind: store.kind, id: options.id }, membershipType, currency, language: options.lang });
    } else await store.update(tx, options.id, { status: 'pending', language: options.lang, submittedAt });
  });
}
