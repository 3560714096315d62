import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdField } from '#common/fields.ts';
import { StaffErasureSchema } from '#common/member-data.ts';
import { StaffMemberChangeSchema, StaffMemberDetailSchema, StaffMemberPageSchema, StaffMemberQuerySchema } from '#common/staff.ts';
import { z } from '#common/zod-setup.ts';
import { eraseMemberByStaff } from '../../domain/users/erasure.ts';
import { changeMember, findMembers, getMemberForStaff } from '../../domain/users/members.ts';
import { errorAnswers } from '../../http/answers.ts';
import { staffOnly } from '../../http/guards.ts';
import { PageQuerySchema, pageAnswer, pageWindow } from '../../http/pagination.ts';
import { translate } from '../../lib/i18n.ts';
import { bearer } from '../directory/application-routes.ts';

// The office's member pages (issue 12): find a member, see their listings and invoices, change role or
// access, erase the account (docs/decisions/0041-data-export-and-erasure.md).

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

  api.delete(
    '/staff/members/:id',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: 'Erase a member’s account, with the reason the audit log keeps',
        description:
          'As when members delete their own account (ADR 0041): invoices, payments and audit entries are kept without the person; everything else about them is deleted or closed. The reason (3–500 characters) and the acting staff member are recorded in the audit entry `member.erase`. Answers the placeholder that remains. 409 for a staff account (remove the role first) and while a payment of theirs is being processed (naming the invoice); 404 for an account already deleted.',
        security: bearer,
        params: IdParams,
        body: StaffErasureSchema,
        response: { 200: StaffMemberDetailSchema.extend({ detail: z.string() }), ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await eraseMemberByStaff(api.deps, { actor: request.auth, id: request.params.id, reason: request.body.reason });
      return {
        ...(await getMemberForStaff(api.deps, { actor: request.auth, id: request.params.id })),
        detail: translate(request.lang, 'account:staff.erased'),
      };
    },
  );
};
