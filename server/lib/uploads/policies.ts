import { AVATAR_MAX_BYTES } from '#common/constants.ts';

export const UPLOAD_KINDS = ['avatar', 'team_photo', 'gallery_image', 'cover_image', 'logo', 'event_image', 'application_document', 'transfer_slip'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** Types as file-type reads them from the content (never from the name or the browser's label). */
export type FileType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';
type Size = { width: number; height: number };

export type UploadPolicy = {
  kind: UploadKind;
  types: readonly FileType[];
  maxBytes: number;
  /** Pixel size an image must have: exactly (SPEC §5 event image) or at most (stops decompression bombs). */
  dimensions: { exact: Size } | { max: Size };
  /**
   * public: re-encoded to WebP by sharp (metadata stripped), under public/ and served from /media.
   * private: kept exactly as sent (the office reviews the original), under private/, download only.
   */
  visibility: 'public' | 'private';
  /** How a public image is re-encoded: cropped to fill, or shrunk to fit (never enlarged); none = same size. */
  resize?: Size & { fit: 'cover' | 'inside' };
  /** Folder under public/ or private/ in storage. */
  folder: string;
  /** Message keys (messages.json) for a wrong type, a file over the limit and an image of the wrong size. */
  messages: { type: string; tooLarge: string; dimensions: string };
};

const MB = 1024 * 1024;
const IMAGES: readonly FileType[] = ['image/jpeg', 'image/png', 'image/webp'];
const DOCUMENTS: readonly FileType[] = ['application/pdf', 'image/jpeg', 'image/png'];
const PHOTO_MAX = { max: { width: 8000, height: 8000 } };
const imageTooLarge = (bytes: number) => `errors.upload_image_too_large?max=${bytes / MB}`;
const fileTooLarge = (bytes: number) => `errors.upload_file_too_large?max=${bytes / MB}`;

/** One policy per kind of upload; a route names the kind each of its file fields takes. */
export const UPLOAD_POLICIES: Record<UploadKind, UploadPolicy> = {
  avatar: {
    kind: 'avatar',
    types: IMAGES,
    maxBytes: AVATAR_MAX_BYTES,
    dimensions: PHOTO_MAX,
    visibility: 'public',
    resize: { width: 512, height: 512, fit: 'cover' },
    folder: 'avatars',
    messages: { type: 'errors.upload_type_image', tooLarge: imageTooLarge(AVATAR_MAX_BYTES), dimensions: 'errors.upload_max_size' },
  },
  // The office's photo of a team member (issue 12, about page): a portrait like an avatar, shown larger.
  team_photo: {
    kind: 'team_photo',
    types: IMAGES,
    maxBytes: AVATAR_MAX_BYTES,
    dimensions: PHOTO_MAX,
    visibility: 'public',
    resize: { width: 800, height: 800, fit: 'cover' },
    folder: 'team',
    messages: { type: 'errors.upload_type_image', tooLarge: imageTooLarge(AVATAR_MAX_BYTES), dimensions: 'errors.upload_max_size' },
  },
  gallery_image: {
    kind: 'gallery_image',
    types: IMAGES,
    maxBytes: 10 * MB,
    dimensions: PHOTO_MAX,
    visibility: 'public',
    resize: { width: 2000, height: 2000, fit: 'inside' },
    folder: 'gallery',
    messages: { type: 'errors.upload_type_image', tooLarge: imageTooLarge(10 * MB), dimensions: 'errors.upload_max_size' },
  },
  cover_image: {
    kind: 'cover_image',
    types: IMAGES,
    maxBytes: 10 * MB,
    dimensions: PHOTO_MAX,
    visibility: 'public',
    resize: { width: 2400, height: 1600, fit: 'inside' },
    folder: 'covers',
    messages: { type: 'errors.upload_type_image', tooLarge: imageTooLarge(10 * MB), dimensions: 'errors.upload_max_size' },
  },
  logo: {
    kind: 'logo',
    types: IMAGES,
    maxBytes: 5 * MB,
    dimensions: PHOTO_MAX,
    visibility: 'public',
    // Shrunk to fit, never cropped: a logo must stay whole.
    resize: { width: 600, height: 600, fit: 'inside' },
    folder: 'logos',
    messages: { type: 'errors.upload_type_image', tooLarge: imageTooLarge(5 * MB), dimensions: 'errors.upload_max_size' },
  },
  event_image: {
    kind: 'event_image',
    // SPEC §5: "exactly 900 wide by 506 high; png, jpeg or jpg".
    types: ['image/png', 'image/jpeg'],
    maxBytes: 5 * MB,
    dimensions: { exact: { width: 900, height: 506 } },
    visibility: 'public',
    folder: 'events',
    messages: { type: 'errors.upload_type_event_image', tooLarge: imageTooLarge(5 * MB), dimensions: 'errors.upload_event_image_size' },
  },
  application_document: {
    kind: 'application_document',
    types: DOCUMENTS,
    maxBytes: 10 * MB,
    dimensions: { max: { width: 12000, height: 12000 } },
    visibility: 'private',
    folder: 'documents',
    messages: { type: 'errors.upload_type_document', tooLarge: fileTooLarge(10 * MB), dimensions: 'errors.upload_max_size' },
  },
  transfer_slip: {
    kind: 'transfer_slip',
    types: DOCUMENTS,
    maxBytes: 10 * MB,
    dimensions: { max: { width: 12000, height: 12000 } },
    visibility: 'private',
    folder: 'slips',
    messages: { type: 'errors.upload_type_document', tooLarge: fileTooLarge(10 * MB), dimensions: 'errors.upload_max_size' },
  },
};

/** The largest file any policy takes: the multipart parser's ceiling for routes that read files themselves. */
export const LARGEST_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_POLICIES).map((p) => p.maxBytes));

/** What each file field of a route takes, e.g. `{ avatar: 'avatar' }` or `{ image: 'event_image' }`. */
export type UploadFields = Record<string, UploadKind>;

/** A route's own limit: the largest of its fields' policies. */
export const uploadLimit = (fields: UploadFields) => Math.max(0, ...Object.values(fields).map((kind) => UPLOAD_POLICIES[kind].maxBytes));
