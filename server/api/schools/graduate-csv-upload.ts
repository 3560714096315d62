import { finished } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { GRADUATE_IMPORT_MAX_BYTES } from '#common/graduates.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { MULTIPART_LIMITS } from '../../lib/uploads/index.ts';

/**
 * Reads a graduate import: its text fields and the CSV in `file`. The CSV is small by rule (a limit well
 * under the image policies') and is parsed whole, so it is read into memory, counted as it arrives and
 * refused one byte past the limit. A CSV is text: it has no type to sniff, the parser checks it.
 */
export async function receiveGraduateCsv(request: FastifyRequest): Promise<{ fields: Record<string, string>; bytes: Buffer }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA', 'errors.unsupported_media');
  const fields: Record<string, string> = {};
  let bytes: Buffer | undefined;
  const tooLarge = () => fieldError('file', `validation.csv_too_large?max=${GRADUATE_IMPORT_MAX_BYTES / 1024}`);
  try {
    // As in lib/uploads: the parser's own size error is replaced by counting here.
    const options = { limits: { fileSize: GRADUATE_IMPORT_MAX_BYTES + 1 }, throwFileSizeLimit: false };
    for await (const part of request.parts(options)) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || bytes) {
        part.file.resume();
        await finished(part.file);
        continue;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size <= GRADUATE_IMPORT_MAX_BYTES) chunks.push(chunk);
      }
      if (size > GRADUATE_IMPORT_MAX_BYTES || part.file.truncated) throw tooLarge();
      if (size) bytes = Buffer.concat(chunks);
    }
  } catch (error) {
    throw multipartError(error);
  }
  if (!bytes) throw fieldError('file', 'validation.csv_required');
  return { fields, bytes };
}

function multipartError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fieldError('file', `validation.csv_too_large?max=${GRADUATE_IMPORT_MAX_BYTES / 1024}`);
  if (code === 'FST_FILES_LIMIT') return new AppError('VALIDATION', 'errors.too_many_files', { params: { max: MULTIPART_LIMITS.files } });
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return new AppError('VALIDATION', 'errors.too_many_fields', { params: { max: MULTIPART_LIMITS.fields } });
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError('UNSUPPORTED_MEDIA', 'errors.unsupported_media');
  if (error instanceof Error) return new AppError('BAD_REQUEST', 'errors.malformed_body');
  return error;
}
