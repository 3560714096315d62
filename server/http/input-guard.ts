import type { FastifyInstance } from 'fastify';
import { hasControlCharacters } from '#common/fields.ts';
import { AppError } from '../lib/errors.ts';

/**
 * The net under every route's own schema: a NUL or other control character anywhere in a path, query
 * or body is a 400 naming the field, never a database error. Paths and queries are one-line values;
 * bodies may hold tabs and line breaks.
 */
export function registerInputGuard(api: FastifyInstance) {
  api.addHook('preValidation', async (request) => {
    const field = firstBadField(request.params, false) ?? firstBadField(request.query, false) ?? firstBadField(request.body, true);
    if (field) throw new AppError('VALIDATION', 'validation.control_characters', { fields: { [field]: ['validation.control_characters'] } });
  });
}

function firstBadField(value: unknown, multiLine: boolean, field = 'non_field_errors', depth = 0): string | undefined {
  if (typeof value === 'string') return hasControlCharacters(value, multiLine) ? field : undefined;
  if (depth > 8 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    // Fields are named by their top-level key, as the validation answers name them.
    if (depth === 0 && hasControlCharacters(key, false)) return 'non_field_errors';
    const found = firstBadField(item, multiLine, depth === 0 && !Array.isArray(value) ? key : field, depth + 1);
    if (found) return found;
  }
  return undefined;
}
