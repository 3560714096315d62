import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdField } from '#common/fields.ts';
import { StaffMemberChangeSchema, StaffMemberDetailSchema, StaffMemberPageSchema, StaffMemberQuerySchema } from '#common/staff.ts';
import { z } from '#common/zod-setup.ts';
import { changeMember, findMembers, getMemberForStaff } from '../../domain/users/members.ts';
import { errorAnswers } from '../../http/answers.ts';
import { staffOnly } from '../../http/guards.ts';
import { PageQuerySchema, pageAnswer, pageWindow } from '../../http/pagination.ts';
import { translate } from '../../lib/i18n.ts';
import { bearer } from '../directory/application-routes.ts';

// The office's member pages (issue 12): find a member, see their listings and invoices, change role or access.

const tags = ['Staff'];
const IdParams = z.object({ id: IdField });

export const staffMembersRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/staff/members',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: 'Members by name, username, e-mail or WYA ID, newest first',
        security: bearer,
        querystring: StaffMemberQuerySchema.extend(PageQuerySchema.shape),
        response: { 200: StaffMemberPageSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const window = pageWindow(request.query, { defaultSize: 25, maxSize: 100 });
      const { total, results } = await findMembers(api.deps, { actor: request.auth, q: request.query.q, window });
      return pageAnswer(request, window, total, results);
    },
  );

  api.get(
    '/staff/members/:id',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: 'A member with their schools, teacher pages and invoices',
        security: bearer,
        params: IdParams,
        response: { 200: StaffMemberDetailSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => getMemberForStaff(api.deps, { actor: request.auth, id: request.params.id }),
  );

  api.patch(
    '/staff/members/:id',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: 'Make or unmake staff; deactivate (all tokens end at once) or reactivate; never one’s own account',
        security: bearer,
        params: IdParams,
        body: StaffMemberChangeSchema,
        response: { 200: StaffMemberDetailSchema.extend({ detail: z.string() }), ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      ...(await changeMember(api.deps, { actor: request.auth, id: request.params.id, change: request.body })),
      detail: translate(request.lang, 'success.saved'),
    }),
  );
};
