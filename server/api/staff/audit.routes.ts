import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditPageSchema, AuditQueryFields, auditDaysInOrder } from '#common/staff.ts';
import { findAuditEntries } from '../../domain/audit/audit.ts';
import { errorAnswers } from '../../http/answers.ts';
import { staffOnly } from '../../http/guards.ts';
import { PageQuerySchema, pageAnswer, pageWindow } from '../../http/pagination.ts';
import { bearer } from '../directory/application-routes.ts';

/**
 * The audit log (issue 12, readable since issue 36): newest first, each entry with its record named;
 * filtered by record, by who acted, by kind of action and by days. Read-only: rows are only ever added.
 */
export const staffAuditRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/staff/audit',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['Staff'],
        summary: 'Every staff action and every change of money state: who, what, on which record (named), when, before and after',
        security: bearer,
        querystring: AuditQueryFields.extend(PageQuerySchema.shape).superRefine(auditDaysInOrder),
        response: { 200: AuditPageSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const window = pageWindow(request.query, { defaultSize: 50, maxSize: 200 });
      const { total, results } = await findAuditEntries(api.deps, { actor: request.auth, query: request.query, lang: request.lang, window });
      return pageAnswer(request, window, total, results);
    },
  );
};
