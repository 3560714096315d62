// A school's or teacher's own gallery (SPEC §3 Gallery item: image, description): upload, caption, reorder, delete.
import { PageSchema } from './answers.ts';
import { IdField, OptionalText } from './fields.ts';
import { z } from './zod-setup.ts';

/** Images one listing's gallery may hold. */
export const GALLERY_MAX_IMAGES = 60;
export const GALLERY_CAPTION_MAX = 500;
/**
 * Image fields of one upload: `image` (SPEC's name) and `image_1` … `image_5`, each captioned by the
 * matching `description` / `description_1` …; at most five files travel in one body.
 */
export const GALLERY_UPLOAD_FIELDS = ['image', 'image_1', 'image_2', 'image_3', 'image_4', 'image_5'] as const;
export type GalleryUploadField = (typeof GALLERY_UPLOAD_FIELDS)[number];
export const captionFieldOf = (field: GalleryUploadField) => field.replace(/^image/, 'description') as GalleryCaptionField;
type GalleryCaptionField = 'description' | 'description_1' | 'description_2' | 'description_3' | 'description_4' | 'description_5';

const Caption = OptionalText(GALLERY_CAPTION_MAX);
const Captions = {
  description: Caption,
  description_1: Caption,
  description_2: Caption,
  description_3: Caption,
  description_4: Caption,
  description_5: Caption,
} satisfies Record<GalleryCaptionField, typeof Caption>;

/** The text fields of an upload; the images travel beside them in the same multipart body. */
export const SchoolGalleryUploadSchema = z.object({ school: IdField, ...Captions });
export const TeacherGalleryUploadSchema = z.object({ teacher: IdField, ...Captions });
export type GalleryCaptions = Partial<Record<GalleryCaptionField, string | null>>;

/** Only the fields sent change; `order` moves the image (lower first). */
export const GalleryUpdateSchema = z.object({
  description: Caption,
  order: z.coerce.number({ error: 'validation.invalid' }).int('validation.invalid').min(0, 'validation.invalid').max(100_000, 'validation.invalid').optional(),
});
export type GalleryUpdate = z.infer<typeof GalleryUpdateSchema>;

/** Every image of the gallery once, in the new order (an array, or ids comma-joined). */
const ImageIdsField = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').map((v) => v.trim()) : value),
  z.array(IdField, { error: 'validation.gallery_order' }).min(1, 'validation.gallery_order').max(GALLERY_MAX_IMAGES, 'validation.gallery_order'),
);
export const SchoolGalleryReorderSchema = z.object({ school: IdField, image_ids: ImageIdsField });
export const TeacherGalleryReorderSchema = z.object({ teacher: IdField, image_ids: ImageIdsField });

export const SchoolGalleryOwnQuerySchema = z.object({ school: IdField });
export const TeacherGalleryOwnQuerySchema = z.object({ teacher: IdField });

// Answers

const Id = z.number().int();
const GalleryItemShape = {
  id: Id,
  image: z.string().nullable(),
  description: z.string(),
  order: z.number().int().describe('position in the gallery, lower first'),
};
export const SchoolGalleryItemSchema = z.object({ ...GalleryItemShape, school: Id });
export const TeacherGalleryItemSchema = z.object({ ...GalleryItemShape, teacher: Id });
export type SchoolGalleryItem = z.infer<typeof SchoolGalleryItemSchema>;
export type TeacherGalleryItem = z.infer<typeof TeacherGalleryItemSchema>;

/** The owner's whole gallery, in order, in any state of the listing. */
export const OwnSchoolGallerySchema = PageSchema(SchoolGalleryItemSchema);
export const OwnTeacherGallerySchema = PageSchema(TeacherGalleryItemSchema);
export const SchoolGallerySavedSchema = SchoolGalleryItemSchema.extend({ detail: z.string() });
export const TeacherGallerySavedSchema = TeacherGalleryItemSchema.extend({ detail: z.string() });
/** Images added by one upload, or the whole gallery after a reorder. */
export const SchoolGalleryListSavedSchema = z.object({ results: z.array(SchoolGalleryItemSchema), detail: z.string() });
export const TeacherGalleryListSavedSchema = z.object({ results: z.array(TeacherGalleryItemSchema), detail: z.string() });
