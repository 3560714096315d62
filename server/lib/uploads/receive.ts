import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError, fieldError } from '../errors.ts';
import { UPLOAD_POLICIES, type UploadFields, type UploadKind, uploadLimit } from './policies.ts';

/** How many parts one multipart body may have (the parser's own limits, set when it is registered). */
export const MULTIPART_LIMITS = { files: 5, fields: 50 } as const;

/** A file as it arrived: spooled to a temporary file, never held whole in memory. */
export type ReceivedFile = { field: string; kind: UploadKind; path: string; size: number; originalName: string };

export type ReceivedForm = {
  fields: Record<string, string>;
  files: Record<string, ReceivedFile>;
  /** Removes the temporary files; call it once the files are stored (or refused). */
  discard(): Promise<void>;
};

/**
 * Reads a multipart body: text fields as strings, each declared file field streamed to a temporary
 * file under its own policy's size limit (the parser stops reading a file one byte past the route's
 * largest limit). Files in fields the route did not declare are read past and dropped; an empty file
 * input counts as no file.
 */
export async function receiveUploads(request: FastifyRequest, uploads: UploadFields): Promise<ReceivedForm> {
  const dir = await mkdtemp(path.join(tmpdir(), 'wya-upload-'));
  const form: ReceivedForm = { fields: {}, files: {}, discard: () => rm(dir, { recursive: true, force: true }) };
  let current: string | undefined;
  try {
    // The parser's own size error would not say which field's policy it broke: counted here instead
    // (its types omit this option, which parts() reads all the same).
    const options = { limits: { fileSize: uploadLimit(uploads) + 1 }, throwFileSizeLimit: false };
    for await (const part of request.parts(options)) {
      current = part.fieldname;
      if (part.type === 'field') {
        if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
        continue;
      }
      const kind = Object.hasOwn(uploads, part.fieldname) ? uploads[part.fieldname] : undefined;
      if (!kind) {
        part.file.resume();
        await finished(part.file);
        continue;
      }
      const policy = UPLOAD_POLICIES[kind];
      const target = path.join(dir, `${Object.keys(form.files).length}.upload`);
      const counted = countBytes(policy.maxBytes);
      await pipeline(part.file, counted.stream, createWriteStream(target));
      if (counted.over() || part.file.truncated) throw fieldError(part.fieldname, policy.messages.tooLarge);
      if (counted.size() === 0) continue;
      form.files[part.fieldname] = { field: part.fieldname, kind, path: target, size: counted.size(), originalName: part.filename ?? '' };
    }
    return form;
  } catch (error) {
    await form.discard();
    throw multipartError(error, current && Object.hasOwn(uploads, current) ? current : Object.keys(uploads)[0], uploads);
  }
}

/** Passes bytes through up to `max`; past it, drops them and remembers the file was too large. */
function countBytes(max: number) {
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(null, size > max ? undefined : chunk);
    },
  });
  return { stream, size: () => size, over: () => size > max };
}

/** Each way a multipart body can be refused, with its own message; anything unreadable is a 400. */
function multipartError(error: unknown, field: string, uploads: UploadFields): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fieldError(field, UPLOAD_POLICIES[uploads[field]].messages.tooLarge);
  if (code === 'FST_FILES_LIMIT') return new AppError('VALIDATION', 'errors.too_many_files', { params: { max: MULTIPART_LIMITS.files } });
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return new AppError('VALIDATION', 'errors.too_many_fields', { params: { max: MULTIPART_LIMITS.fields } });
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError('UNSUPPORTED_MEDIA', 'errors.unsupported_media');
  // busboy: no boundary, a truncated body, a malformed part header…
  if (error instanceof Error) return new AppError('BAD_REQUEST', 'errors.malformed_body');
  return error;
}
