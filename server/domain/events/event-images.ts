import { EVENT_MAX_IMAGES, type EventImageUpdate } from '#common/events.ts';
import type { Db } from '../../db/client.ts';
import type { eventImages } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { type PreparedUpload, prepareUpload, type UploadSource } from '../../lib/uploads/prepare.ts';
import type { Actor } from '../access.ts';
import type { Deps } from '../deps.ts';
import { imageUrl } from '../directory/answer-parts.ts';
import { forgetStoredFile, removeStoredObject, type StoredFile, storeUpload } from '../files/files.ts';
import {
  deleteEventImageRow,
  insertEventImages,
  selectEventImage,
  selectImagesOfEvent,
  setImageOrder,
  setPrimaryImage,
  updateEventImage as updateEventImageRow,
} from './event-editing.queries.ts';
import { requireOwnEvent, requireReadableEvent } from './event-owner.ts';

// An event's images (SPEC §3, §5): each exactly 900×506, PNG or JPEG (the event_image upload policy),
// captioned and ordered, one of them primary: the event's card image.

type ImageRow = typeof eventImages.$inferSelect;
const imageJson = (deps: Deps, row: ImageRow) => ({
  id: row.id,
  event: row.eventId,
  image: imageUrl(deps.storage, row.image),
  caption: row.caption ?? '',
  order: row.order,
  is_primary: row.isPrimary,
});

export async function findEventImages(deps: Deps, options: { actor: Actor; eventId: number }) {
  await requireReadableEvent(deps, options.actor, options.eventId);
  return (await selectImagesOfEvent(deps.db, options.eventId)).map((r) => imageJson(deps, r));
}

/** Stores each upload inside the previous one's transaction: all are recorded, or none is kept. */
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
 * Adds images at `order` (or the end), all or none: each is checked against the event image policy
 * (exactly 900×506, PNG or JPEG) before any is stored. The first image of an event becomes primary.
 */
export async function addEventImages(
  deps: Deps,
  options: { actor: Actor; eventId: number; images: { source: UploadSource; caption: string | null }[]; order?: number },
) {
  const { images } = options;
  const { ownerId } = await requireOwnEvent(deps, options.actor, options.eventId);
  if (!images.length) throw fieldError('image', 'validation.image_required');
  const field = images[0].source.field;
  const full = () => fieldError(field, `validation.max_items?max=${EVENT_MAX_IMAGES}`);
  if ((await selectImagesOfEvent(deps.db, options.eventId)).length + images.length > EVENT_MAX_IMAGES) throw full();
  const prepared: PreparedUpload[] = [];
  for (const image of images) prepared.push(await prepareUpload(image.source));
  const rows = await storeAll(deps, ownerId, prepared, [], async (tx, files) => {
    const { event } = await requireOwnEvent(deps, options.actor, options.eventId, { db: tx, lock: true });
    const current = await selectImagesOfEvent(tx, event.id);
    if (current.length + files.length > EVENT_MAX_IMAGES) throw full();
    const added = await insertEventImages(
      tx,
      files.map((file, i) => ({ eventId: event.id, image: file.storageKey, caption: images[i].caption, order: current.length + i })),
    );
    const ids = current.map((c) => c.id);
    ids.splice(Math.min(options.order ?? ids.length, ids.length), 0, ...added.map((a) => a.id));
    await setImageOrder(tx, event.id, ids);
    if (!current.some((c) => c.isPrimary)) await setPrimaryImage(tx, event.id, added[0].id);
    const all = await selectImagesOfEvent(tx, event.id);
    return all.filter((r) => added.some((a) => a.id === r.id));
  });
  return rows.map((r) => imageJson(deps, r));
}

async function requireOwnImage(deps: Deps, tx: Db, actor: Actor, eventId: number, imageId: number) {
  const { event } = await requireOwnEvent(deps, actor, eventId, { db: tx, lock: true });
  const image = await selectEventImage(tx, imageId);
  if (!image || image.eventId !== event.id) throw new AppError('NOT_FOUND', 'errors.not_found');
  return image;
}

/** Changes the caption and/or moves the image to `order` (0 = first). */
export async function updateEventImage(deps: Deps, options: { actor: Actor; eventId: number; imageId: number; input: EventImageUpdate }) {
  const { input } = options;
  const row = await inTransaction(deps.db, async (tx) => {
    const image = await requireOwnImage(deps, tx, options.actor, options.eventId, options.imageId);
    if (input.caption !== undefined) await updateEventImageRow(tx, image.id, { caption: input.caption });
    if (input.order !== undefined) {
      const ids = (await selectImagesOfEvent(tx, image.eventId)).map((r) => r.id).filter((id) => id !== image.id);
      ids.splice(Math.min(input.order, ids.length), 0, image.id);
      await setImageOrder(tx, image.eventId, ids);
    }
    return selectEventImage(tx, image.id);
  });
  if (!row) throw new AppError('NOT_FOUND', 'errors.not_found');
  return imageJson(deps, row);
}

export async function setPrimaryEventImage(deps: Deps, options: { actor: Actor; eventId: number; imageId: number }) {
  const rows = await inTransaction(deps.db, async (tx) => {
    const image = await requireOwnImage(deps, tx, options.actor, options.eventId, options.imageId);
    await setPrimaryImage(tx, image.eventId, image.id);
    return selectImagesOfEvent(tx, image.eventId);
  });
  return rows.map((r) => imageJson(deps, r));
}

/** Removes the image (and its file once committed); the next image becomes primary if it was. */
export async function deleteEventImage(deps: Deps, options: { actor: Actor; eventId: number; imageId: number }) {
  const key = await inTransaction(deps.db, async (tx) => {
    const image = await requireOwnImage(deps, tx, options.actor, options.eventId, options.imageId);
    const removed = await deleteEventImageRow(tx, image.id);
    if (removed) await forgetStoredFile(tx, removed);
    const rest = await selectImagesOfEvent(tx, image.eventId);
    await setImageOrder(
      tx,
      image.eventId,
      rest.map((r) => r.id),
    );
    if (image.isPrimary) await setPrimaryImage(tx, image.eventId, rest[0]?.id ?? null);
    return removed;
  });
  if (key) await removeStoredObject(deps, key);
}

/** Puts the images in the order given: every image of this event exactly once. */
export async function reorderEventImages(deps: Deps, options: { actor: Actor; eventId: number; ids: number[] }) {
  const rows = await inTransaction(deps.db, async (tx) => {
    const { event } = await requireOwnEvent(deps, options.actor, options.eventId, { db: tx, lock: true });
    const current = (await selectImagesOfEvent(tx, event.id)).map((r) => r.id);
    const { ids } = options;
    const same = ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
    if (!same) throw fieldError('image_ids', 'validation.event_image_order');
    await setImageOrder(tx, event.id, ids);
    return selectImagesOfEvent(tx, event.id);
  });
  return rows.map((r) => imageJson(deps, r));
}
