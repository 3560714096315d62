import { open, stat } from 'node:fs/promises';
import { fieldError } from '../errors.ts';
import { type FileType, UPLOAD_POLICIES, type UploadKind, type UploadPolicy } from './policies.ts';

/** A file to check: one just received (a temporary file) or bytes in memory (seeds, tests). */
export type UploadSource = { field: string; kind: UploadKind; originalName: string } & ({ path: string } | { data: Buffer });

/** A file that passed its policy, ready to store: re-encoded bytes, or the file exactly as sent. */
export type PreparedUpload = {
  field: string;
  policy: UploadPolicy;
  originalName: string;
  contentType: FileType;
  extension: string;
  size: number;
  body: { data: Buffer } | { path: string };
};

// The image and file-type libraries load with the first upload, not at every start (≈ 80 ms).
const loadSharp = async () => (await import('sharp')).default;
const loadFileType = () => import('file-type');

const EXTENSIONS: Record<FileType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'application/pdf': 'pdf' };

/**
 * Checks a file against its kind's policy — size, type read from the content, image dimensions, a
 * PDF's end marker — and re-encodes public images. Every refusal names the field that was sent.
 */
export async function prepareUpload(source: UploadSource): Promise<PreparedUpload> {
  const policy = UPLOAD_POLICIES[source.kind];
  const input = 'path' in source ? source.path : source.data;
  const size = 'path' in source ? (await stat(source.path)).size : source.data.length;
  if (size > policy.maxBytes) throw fieldError(source.field, policy.messages.tooLarge);
  const { fileTypeFromBuffer, fileTypeFromFile } = await loadFileType();
  const sniffed = 'path' in source ? await fileTypeFromFile(source.path) : await fileTypeFromBuffer(source.data);
  const type = policy.types.find((allowed) => allowed === sniffed?.mime);
  if (!type)
    throw fieldError(
      source.field,
      !sniffed && takesDocuments(policy) && namedAsAllowed(source.originalName, policy) ? 'errors.upload_unreadable_file' : policy.messages.type,
    );
  const prepared = { field: source.field, policy, originalName: source.originalName };

  if (type === 'application/pdf') {
    if (!(await endsLikePdf(source))) throw fieldError(source.field, 'errors.upload_pdf_damaged');
    return { ...prepared, contentType: type, extension: 'pdf', size, body: bodyOf(source) };
  }
  await checkDimensions(input, policy, source.field);
  if (policy.visibility === 'private') return { ...prepared, contentType: type, extension: EXTENSIONS[type], size, body: bodyOf(source) };
  const data = await reencode(input, policy, source.field);
  return { ...prepared, contentType: 'image/webp', extension: 'webp', size: data.length, body: { data } };
}

/**
 * A document named as one of the policy's types (scan.pdf) whose content is of no known type is
 * damaged, not of the wrong type: the member is told it could not be read, not which types are taken.
 */
function namedAsAllowed(name: string, policy: UploadPolicy): boolean {
  const extension = name.toLowerCase().split('.').pop() ?? '';
  return policy.types.some((type) => EXTENSIONS[type] === extension || (type === 'image/jpeg' && extension === 'jpeg'));
}
const takesDocuments = (policy: UploadPolicy) => policy.types.includes('application/pdf');

const bodyOf = (source: UploadSource) => ('path' in source ? { path: source.path } : { data: source.data });

/** Pixels sharp may decode for this policy: its largest allowed image, so a decompression bomb is refused unread. */
function pixelLimit(policy: UploadPolicy): number {
  const size = 'exact' in policy.dimensions ? policy.dimensions.exact : policy.dimensions.max;
  return size.width * size.height;
}

/** Reads only the image header; sizes count as shown (after the EXIF rotation). */
async function checkDimensions(input: string | Buffer, policy: UploadPolicy, field: string) {
  let width: number;
  let height: number;
  const sharp = await loadSharp();
  try {
    const meta = await sharp(input).metadata();
    ({ width, height } = meta.autoOrient ?? meta);
  } catch {
    throw fieldError(field, 'errors.upload_unreadable_image');
  }
  if ('exact' in policy.dimensions) {
    const exact = policy.dimensions.exact;
    if (width !== exact.width || height !== exact.height) throw fieldError(field, `${policy.messages.dimensions}?width=${exact.width}&height=${exact.height}`);
  } else {
    const max = policy.dimensions.max;
    if (width > max.width || height > max.height) throw fieldError(field, `${policy.messages.dimensions}?width=${max.width}&height=${max.height}`);
  }
}

/** WebP without metadata (EXIF, GPS, ICC comments): sharp writes none unless asked to. */
async function reencode(input: string | Buffer, policy: UploadPolicy, field: string): Promise<Buffer> {
  const sharp = await loadSharp();
  try {
    let image = sharp(input, { limitInputPixels: pixelLimit(policy), failOn: 'error' }).rotate();
    if (policy.resize)
      image = image.resize(policy.resize.width, policy.resize.height, { fit: policy.resize.fit, withoutEnlargement: policy.resize.fit === 'inside' });
    return await image.webp({ quality: 82 }).toBuffer();
  } catch {
    throw fieldError(field, 'errors.upload_unreadable_image');
  }
}

/** A complete PDF ends with %%EOF within its last 1024 bytes (what readers accept); a cut-off upload does not. */
async function endsLikePdf(source: UploadSource): Promise<boolean> {
  let tail: Buffer;
  if ('data' in source) tail = source.data.subarray(Math.max(0, source.data.length - 1024));
  else {
    const file = await open(source.path);
    try {
      const { size } = await file.stat();
      const length = Math.min(size, 1024);
      tail = Buffer.alloc(length);
      await file.read(tail, 0, length, size - length);
    } finally {
      await file.close();
    }
  }
  return tail.includes('%%EOF');
}
