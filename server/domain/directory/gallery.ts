import { GALLERY_MAX_IMAGES, type GalleryUpdate } from '#common/gallery.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { type PreparedUpload, prepareUpload, type UploadSource } from '../../lib/uploads/prepare.ts';
import { type Actor, requireMember, requireOwner } from '../access.ts';
import type { Deps } from '../deps.ts';
import { forgetStoredFile, removeStoredObject, type StoredFile, storeUpload } from '../files/files.ts';
import { imageUrl } from './answer-parts.ts';
import {
  deleteGalleryItem,
  type GalleryKind,
  type GalleryRow,
  insertGalleryItems,
  selectGallery,
  selectGalleryItem,
  selectGalleryStats,
  setGalleryOrder,
  updateGalleryDescription,
} from './gallery.queries.ts';
import { lockListing, selectListingOwner } from './owners.queries.ts';

export type { GalleryKind };

// The owner's side of a school's or teacher's gallery. Owners manage it in every state of their listing
// (a draft too); visitors only ever see public listings' galleries (findSchoolGallery, findTeacherGallery).

const notFound = (kind: GalleryKind) => new AppError('NOT_FOUND', kind === 'school' ? 'errors.school_not_found' : 'errors.teacher_not_found');

/** The listing's owner (or staff) passes; anyone else is told the listing does not exist. Answers the owner's id. */
async function requireListingOwner(deps: Deps, actor: Actor, kind: GalleryKind, listingId: number): Promise<number> {
  requireMember(actor);
  const ownerId = await selectListingOwner(deps.db, kind, listingId);
  requireOwner(actor, ownerId);
  if (ownerId === undefined) throw notFound(kind);
  return ownerId;
}

/** An item of a listing the caller owns; 404 for anyone else's. */
async function requireOwnItem(deps: Deps, actor: Actor, kind: GalleryKind, itemId: number) {
  requireMember(actor);
  const item = await selectGalleryItem(deps.db, kind, itemId);
  requireOwner(actor, item?.ownerId);
  if (!item) throw new AppError('NOT_FOUND', 'errors.not_found');
  return item;
}

function itemJson(deps: Deps, kind: GalleryKind, row: GalleryRow) {
  return {
    id: row.id,
    [kind]: row.listingId,
    image: imageUrl(deps.storage, row.image),
    description: row.description ?? '',
    order: row.order,
  } as { id: number; image: string | null; description: string; order: number } & Record<typeof kind, number>;
}

export async function findOwnGallery(deps: Deps, options: { actor: Actor; kind: GalleryKind; listingId: number }) {
  await requireListingOwner(deps, options.actor, options.kind, options.listingId);
  const rows = await selectGallery(deps.db, options.kind, options.listingId);
  return rows.map((row) => itemJson(deps, options.kind, row));
}

const galleryFull = (field: string) => fieldError(field, `errors.gallery_full?max=${GALLERY_MAX_IMAGES}`);

/**
 * Adds one or several images at the end of the gallery, all or none: every file is checked against the
 * gallery policy before any is stored, and the stored files and their items are written in one
 * transaction that also holds the listing, so two uploads at once cannot overfill the gallery.
 */
export async function addGalleryImages(
  deps: Deps,
  options: { actor: Actor; kind: GalleryKind; listingId: number; images: { source: UploadSource; caption: string | null }[] },
) {
  const { kind, listingId, images } = options;
  const ownerId = await requireListingOwner(deps, options.actor, kind, listingId);
  if (!images.length) throw fieldError('image', 'validation.image_required');
  const field = images[0].source.field;
  if ((await selectGalleryStats(deps.db, kind, listingId)).total + images.length > GALLERY_MAX_IMAGES) throw galleryFull(field);
  const prepared: PreparedUpload[] = [];
  // One at a time: each re-encoded image is held in memory until it is stored.
  for (const image of images) prepared.push(await prepareUpload(image.source));
  const rows = await storeAll(deps, ownerId, prepared, [], async (tx, files) => {
    await lockListing(tx, kind, listingId);
    const stats = await selectGalleryStats(tx, kind, listingId);
    if (stats.total + files.length > GALLERY_MAX_IMAGES) throw galleryFull(field);
    return insertGalleryItems(
      tx,
      kind,
      listingId,
      files.map((file, i) => ({ image: file.storageKey, description: images[i].caption, order: stats.lastOrder + 1 + i })),
    );
  });
  return rows.map((row) => itemJson(deps, kind, row));
}

/** Stores each upload in turn inside the previous one's transaction, so all are recorded together or none is (and none is left in storage). */
async function storeAll<T>(
  deps: Deps,
  ownerId: number,
  uploads: PreparedUpload[],
  stored: StoredFile[],
  use: (tx: Db, files: StoredFile[]) => Promise<T>,
): Promise<T> {
  if (!uploads.length) return inTransaction(deps.db, (tx) => use(tx, stored));
  const [upload, ...rest] = uploads;
  const { result } = await storeUpload(deps, { ownerId, upload }, (tx, file) => storeAll({ ...deps, db: tx }, ownerId, rest, [...stored, file], use));
  return result;
}

/**
 * Changes an image's caption and/or moves it: `order` is the position it takes (0 = first); the
 * others close up behind it and the gallery is numbered again from 0.
 */
export async function updateGalleryImage(deps: Deps, options: { actor: Actor; kind: GalleryKind; itemId: number; input: GalleryUpdate }) {
  const { kind, input } = options;
  const item = await requireOwnItem(deps, options.actor, kind, options.itemId);
  await inTransaction(deps.db, async (tx) => {
    await lockListing(tx, kind, item.listingId);
    if (input.description !== undefined) await updateGalleryDescription(tx, kind, item.id, input.description);
    if (input.order !== undefined) {
      const ids = (await selectGallery(tx, kind, item.listingId)).map((row) => row.id).filter((id) => id !== item.id);
      ids.splice(Math.min(input.order, ids.length), 0, item.id);
      await setGalleryOrder(tx, kind, item.listingId, ids);
    }
  });
  const row = (await selectGallery(deps.db, kind, item.listingId)).find((r) => r.id === item.id);
  if (!row) throw new AppError('NOT_FOUND', 'errors.not_found');
  return itemJson(deps, kind, row);
}

/** Puts the whole gallery in the order given: every image of it exactly once. */
export async function reorderGallery(deps: Deps, options: { actor: Actor; kind: GalleryKind; listingId: number; ids: number[] }) {
  const { kind, listingId, ids } = options;
  await requireListingOwner(deps, options.actor, kind, listingId);
  const rows = await inTransaction(deps.db, async (tx) => {
    await lockListing(tx, kind, listingId);
    const current = (await selectGallery(tx, kind, listingId)).map((row) => row.id);
    const same = ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
    if (!same) throw fieldError('image_ids', 'validation.gallery_order');
    await setGalleryOrder(tx, kind, listingId, ids);
    return selectGallery(tx, kind, listingId);
  });
  return rows.map((row) => itemJson(deps, kind, row));
}

/** Removes the item, then its stored file once that has committed. */
export async function deleteGalleryImage(deps: Deps, options: { actor: Actor; kind: GalleryKind; itemId: number }) {
  const { kind } = options;
  const item = await requireOwnItem(deps, options.actor, kind, options.itemId);
  const image = await inTransaction(deps.db, async (tx) => {
    await lockListing(tx, kind, item.listingId);
    const key = await deleteGalleryItem(tx, kind, item.id);
    if (key) await forgetStoredFile(tx, key);
    return key;
  });
  if (!image) throw new AppError('NOT_FOUND', 'errors.not_found');
  await removeStoredObject(deps, image);
}
