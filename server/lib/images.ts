import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from './errors.ts';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * Checks an uploaded image by its content (not its name), then re-encodes it to WebP:
 * metadata is stripped and anything that is not a real image is refused.
 */
export async function reencodeImage(data: Buffer, options: { maxBytes: number; size: number; errorKey: string }): Promise<Buffer> {
  if (data.length > options.maxBytes) throw new AppError('VALIDATION', 'errors.avatar_size', { fields: { avatar: ['errors.avatar_size'] } });
  const type = await fileTypeFromBuffer(data);
  if (!type || !IMAGE_TYPES.has(type.mime)) throw new AppError('VALIDATION', 'errors.avatar_type', { fields: { avatar: ['errors.avatar_type'] } });
  try {
    return await sharp(data, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(options.size, options.size, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('VALIDATION', options.errorKey, { fields: { avatar: [options.errorKey] } });
  }
}
