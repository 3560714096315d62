import type { FastifyRequest } from 'fastify';
import { captionFieldOf, GALLERY_UPLOAD_FIELDS, type GalleryCaptions } from '#common/gallery.ts';
import { AppError } from '../../lib/errors.ts';
import { type ReceivedForm, receiveUploads, type UploadFields } from '../../lib/uploads/index.ts';

/** Every image field of a gallery upload takes the gallery policy. */
export const GALLERY_UPLOADS: UploadFields = Object.fromEntries(GALLERY_UPLOAD_FIELDS.map((field) => [field, 'gallery_image']));

export const GALLERY_UPLOAD_DESCRIPTION =
  'multipart/form-data: the listing id, and up to five images in `image` or `image_1` … `image_5` (JPEG, PNG or WebP up to 10 MB each; re-encoded to WebP), each captioned by the matching `description` / `description_1` … . All are added at the end of the gallery, or none if one is refused.';

/** Reads a gallery upload; the caller discards the form once done. Anything but multipart is a 415. */
export async function receiveGalleryUpload(request: FastifyRequest): Promise<ReceivedForm> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA', 'errors.unsupported_media');
  return receiveUploads(request, GALLERY_UPLOADS);
}

/** The images received, in field order, each with its caption. */
export const galleryImagesOf = (form: ReceivedForm, captions: GalleryCaptions) =>
  GALLERY_UPLOAD_FIELDS.flatMap((field) => {
    const source = form.files[field];
    return source ? [{ source, caption: captions[captionFieldOf(field)] ?? null }] : [];
  });
