import type { FastifyRequest } from 'fastify';
import type { ZodType, z } from 'zod';
import { AppError } from '../lib/errors.ts';

/** Parses input with a shared schema; failures become {"field": ["message key"]}. */
export function parseWith<S extends ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'non_field_errors');
    (fields[field] ??= []).push(issue.message);
  }
  throw new AppError('VALIDATION', 'validation.invalid', { fields });
}

/** Reads a multipart form: text fields as strings, files as buffers (size limits come from @fastify/multipart). */
export async function readMultipart(request: FastifyRequest, fileFields: string[]) {
  const fields: Record<string, string> = {};
  const files: Record<string, Buffer> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (fileFields.includes(part.fieldname) && data.length > 0) files[part.fieldname] = data;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('VALIDATION', 'errors.payload_too_large', { fields: { [fileFields[0]]: ['errors.avatar_size'] } });
    throw error;
  }
  return { fields, files };
}
