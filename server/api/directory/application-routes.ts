import type { FastifyRequest } from 'fastify';
import type { ApplicationStatus } from '#common/applications.ts';
import type { Language } from '#common/constants.ts';
import { translate } from '../../lib/i18n.ts';

export { bearer } from './directory-query.ts';

/** What a submission led to: payment next, or back to the office's review. */
export const submittedMessage = (lang: Language, status: ApplicationStatus) =>
  translate(lang, status === 'awaiting_payment' ? 'success.application_submitted' : 'success.application_resubmitted');

/** `user` names the caller: their own list, in every state (anyone else gets public listings only). */
export const ownList = (request: FastifyRequest, user: number | undefined) => user !== undefined && user === request.auth?.userId;
