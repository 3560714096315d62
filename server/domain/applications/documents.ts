import { type ApplicationKind, type ApplicationSubmit, MAX_FILES_PER_DOCUMENT_KIND, MULTIPLE_DOCUMENT_KINDS } from '#common/applications.ts';
import type { Language } from '#common/constants.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import type { UploadSource } from '../../lib/uploads/index.ts';
import type { Actor } from '../access.ts';
import { createApplicationInvoice } from '../billing/invoices.ts';
import type { Deps } from '../deps.ts';
import { forgetStoredFile } from '../files/files.ts';
import { notifyMember } from '../notifications/notifications.ts';
import { type Application, applicationParts, getApplication, ownApplication, partsOf } from './applications.ts';
import { countDocuments, deleteDocument, deleteDocumentsOfKind, insertDocument } from './documents.queries.ts';
import type { ApplicationParts } from './parts.ts';
import { assertDocumentsEditable, assertSubmittable, incomplete } from './states.ts';
import { prepareAll, removeReplaced, storeAll } from './uploads.ts';

// An application's documents and its submission, the same rules for a school's and a teacher's.

type Own = { actor: Actor; kind: ApplicationKind; id: number; lang: Language };

const lockedOrMissing = async (parts: ApplicationParts, tx: Db, id: number) => {
  const locked = await parts.lock(tx, id);
  if (!locked) throw new AppError('NOT_FOUND', 'errors.not_found');
  return locked;
};

/**
 * Adds documents (private files under the application-document policy): a new file of a kind
 * replaces the old one, except kinds that keep several (certificates, at most
 * MAX_FILES_PER_DOCUMENT_KIND). All files are checked before any is stored.
 */
export async function addApplicationDocuments(deps: Deps, options: Own & { files: UploadSource[] }): Promise<Application> {
  const parts = partsOf(options.kind);
  const { id } = options;
  const { listing } = await ownApplication(deps, options);
  assertDocumentsEditable(listing.status);
  if (!options.files.length) throw new AppError('VALIDATION', 'validation.document_missing', { fields: { non_field_errors: ['validation.document_missing'] } });
  const uploads = await prepareAll(options.files);
  const replaced = await storeAll(deps, { ownerId: listing.userId, uploads }, async (tx, files) => {
    assertDocumentsEditable((await lockedOrMissing(parts, tx, id)).status);
    const old: string[] = [];
    for (const [index, file] of files.entries()) {
      const kind = uploads[index].field;
      if (MULTIPLE_DOCUMENT_KINDS.includes(kind)) {
        if ((await countDocuments(tx, parts.kind, id, kind)) >= MAX_FILES_PER_DOCUMENT_KIND)
          throw fieldError(kind, `validation.too_many_documents?max=${MAX_FILES_PER_DOCUMENT_KIND}`);
      } else old.push(...(await deleteDocumentsOfKind(tx, parts.kind, id, kind)));
      await insertDocument(tx, parts.kind, id, { kind, fileKey: file.storageKey, fileName: file.originalName });
    }
    for (const key of old) await forgetStoredFile(tx, key);
    await parts.update(tx, id, {});
    return old;
  });
  await removeReplaced(deps, replaced);
  return getApplication(deps, options);
}

export async function deleteApplicationDocument(deps: Deps, options: Own & { documentId: number }): Promise<Application> {
  const parts = partsOf(options.kind);
  const { id } = options;
  assertDocumentsEditable((await ownApplication(deps, options)).listing.status);
  const key = await inTransaction(deps.db, async (tx) => {
    assertDocumentsEditable((await lockedOrMissing(parts, tx, id)).status);
    const removed = await deleteDocument(tx, parts.kind, id, options.documentId);
    if (!removed) throw new AppError('NOT_FOUND', 'errors.not_found');
    await forgetStoredFile(tx, removed);
    await parts.update(tx, id, {});
    return removed;
  });
  await removeReplaced(deps, [key]);
  return getApplication(deps, options);
}

/**
 * Submits an application. A draft needs every required field and document (read inside the
 * transaction) and the membership type and currency of its invoice: it then waits for payment. An
 * application the office sent back for changes goes straight back to review (it was paid for). A
 * refused one names each missing field, beside the kind's message (a teacher's: SPEC §8).
 */
export async function submitApplication(deps: Deps, options: Own & { input: ApplicationSubmit }): Promise<Application> {
  const parts = partsOf(options.kind);
  const { id, lang } = options;
  await ownApplication(deps, options);
  await inTransaction(deps.db, async (tx) => {
    const locked = await lockedOrMissing(parts, tx, id);
    assertSubmittable(locked.status);
    const row = await parts.select(tx, id);
    if (!row) throw new AppError('NOT_FOUND', 'errors.not_found');
    const fields: Record<string, string[]> = {};
    for (const m of (await applicationParts(deps, tx, parts, row, lang)).missing) (fields[m.field] ??= []).push(m.message);
    const fromDraft = locked.status === 'draft';
    if (fromDraft && !options.input.membership_type) fields.membership_type = ['validation.required'];
    if (fromDraft && !options.input.currency) fields.currency = ['validation.required'];
    if (Object.keys(fields).length) throw incomplete(fields, parts.refusalKey);
    const submittedAt = new Date();
    const { membership_type: membershipType, currency } = options.input;
    const notice = {
      userId: locked.userId,
      messageKey: `${parts.kind}_${fromDraft ? 'submitted' : 'resubmitted'}` as const,
      params: { listing: locked.name ?? locked.displayName ?? '' },
      about: { id },
    };
    // From a draft the invoice's mail (below) thanks for the application: no second mail.
    await notifyMember(deps, tx, notice, { mailed: fromDraft });
    if (fromDraft && membershipType && currency) {
      await parts.update(tx, id, { status: 'awaiting_payment', membershipType, currency, language: lang, submittedAt });
      // Its invoice, in the same transaction: no application waits for payment without one.
      await createApplicationInvoice(deps, { db: tx, application: { kind: parts.kind, id }, membershipType, currency, language: lang });
    } else await parts.update(tx, id, { status: 'pending', language: lang, submittedAt });
  });
  return getApplication(deps, options);
}
