import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdField } from '#common/fields.ts';
import { StaffTaskPageSchema, StaffTaskQuerySchema, StaffTaskSchema } from '#common/staff.ts';
import { z } from '#common/zod-setup.ts';
import { findStaffTasks, resolveStaffTask } from '../../domain/staff-tasks/staff-tasks.ts';
import { errorAnswers } from '../../http/answers.ts';
import { staffOnly } from '../../http/guards.ts';
import { PageQuerySchema, pageAnswer, pageWindow } from '../../http/pagination.ts';
import { translate } from '../../lib/i18n.ts';
import { bearer } from '../directory/application-routes.ts';

/** Tasks for the office: what the system could not finish alone, one per thing, until a staff member marks it done. */
export const staffTasksRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/staff/tasks',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['Staff'],
        summary: 'Tasks the system handed to the office (a refund to make by hand, a charge that did not match its invoice)',
        security: bearer,
        querystring: StaffTaskQuerySchema.extend(PageQuerySchema.shape),
        response: { 200: StaffTaskPageSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const window = pageWindow(request.query, { defaultSize: 25, maxSize: 100 });
      const { total, results } = await findStaffTasks(api.deps, { actor: request.auth, done: request.query.done ?? false, lang: request.lang, window });
      return pageAnswer(request, window, total, results);
    },
  );

  api.post(
    '/staff/tasks/:id/resolve',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['Staff'],
        summary: 'Mark a task done (recorded in the audit log); 409 when it was done already',
        security: bearer,
        params: z.object({ id: IdField }),
        response: { 200: StaffTaskSchema.extend({ detail: z.string() }), ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      ...(await resolveStaffTask(api.deps, { actor: request.auth, id: request.params.id, lang: request.lang })),
      detail: translate(request.lang, 'staff:tasks.marked_done'),
    }),
  );
};
