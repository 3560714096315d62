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
