import type { FastifyRequest } from 'fastify';
import { requireMember, requireStaff } from '../domain/access.ts';
import { AppError } from '../lib/errors.ts';

// Route-level gates, decided before a body is read or validated: a caller who may not make the call
// is told so (401 without a token, 403 for a visitor's token or a member on a staff call) rather
// than given a 400 about fields they may not send at all. The domain checks again (domain/access.ts).

export async function memberOnly(request: FastifyRequest) {
  requireMember(request.auth);
}

export async function staffOnly(request: FastifyRequest) {
  requireStaff(request.auth);
}

/**
 * A call that takes JSON (or a form) and no files: a multipart body is refused with a message that
 * says how to send it instead (415), rather than "This field is required" for fields that were sent.
 */
export const jsonBodyOnly = (messageKey: string) =>
  async function refuseMultipart(request: FastifyRequest) {
    if (request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA', messageKey);
  };
