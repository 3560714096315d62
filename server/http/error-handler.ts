import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { languageFromHeader } from '#common/constants.ts';
import { TokenRefusal } from '../domain/auth/token-refusal.ts';
import { AppError, ERROR_STATUS } from '../lib/errors.ts';
import { translate } from '../lib/i18n.ts';
import { tokenRefusalStatus } from './token-refusals.ts';

/** The one error handler: localized messages, DRF-style shapes, never a stack trace. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = request.lang ?? languageFromHeader(request.headers['accept-language']);
    const t = (key: string, params?: Record<string, string | number>) => translate(lang, key, params);

    if (error instanceof TokenRefusal) {
      const description = 'key' in error.description ? t(error.description.key) : error.description.text;
      return reply.status(tokenRefusalStatus(error.error)).send({ error: error.error, error_description: description });
    }
    if (error instanceof AppError) {
      const status = ERROR_STATUS[error.code];
      if (error.fields) return reply.status(status).send(translateFields(error.fields, t));
      if (status === 401) reply.header('www-authenticate', 'Bearer');
      return reply.status(status).send({ detail: t(error.message, error.params) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').split('/')[0] || 'non_field_errors';
        (fields[field] ??= []).push(issue.message ?? 'validation.invalid');
      }
      return reply.status(400).send(translateFields(fields, t));
    }
    if (isBadInputFromDatabase(error)) {
      // A value a route's schema should have refused reached the database: still the client's mistake.
      request.log.warn({ err: error }, 'input refused by the database');
      return reply.status(400).send({ non_field_errors: [t('validation.invalid')] });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ detail: t('errors.rate_limited') });
    if (status === 413) return reply.status(413).send({ detail: t('errors.payload_too_large') });
    if (status === 415) return reply.status(415).send({ detail: t('errors.unsupported_media') });
    if (status === 404) return reply.status(404).send({ detail: t('errors.not_found') });
    if (status >= 400 && status < 500) return reply.status(status).send({ detail: t('errors.malformed_body') });
    request.log.error({ err: error }, 'unhandled error');
    if (!request.url.startsWith('/api/') && request.headers.accept?.includes('text/html')) {
      // A page that failed outside React Router's own error boundary: still a page, in the visitor's language.
      const text = t('errors.something_wrong');
      return reply
        .status(500)
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="${lang}"><meta charset="utf-8"><title>${text}</title><p style="font-family:sans-serif;margin:3rem">${text}. <a href="/">World Yoga Alliance</a></p></html>`,
        );
    }
    return reply.status(500).send({ detail: t('errors.something_wrong') });
  });
}

/** PostgreSQL's answers to malformed values: NUL or bad bytes in text, numbers out of range, bad literals. */
const BAD_INPUT_SQLSTATES = new Set(['22021', '22P05', '22003', '22P02', '22007', '22008', '54000']);

function isBadInputFromDatabase(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && BAD_INPUT_SQLSTATES.has(e.code)) return true;
  }
  return false;
}

function translateFields(fields: Record<string, string[]>, t: (key: string) => string) {
  return Object.fromEntries(Object.entries(fields).map(([field, keys]) => [field, [...new Set(keys)].map((k) => t(k))]));
}
