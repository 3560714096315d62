import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APPLICATION_KINDS } from '#common/applications.ts';
import { IdField } from '#common/fields.ts';
import { StaffApplicationPageSchema, StaffApplicationQuerySchema, StaffDashboardSchema, StaffReviewAnswerSchema, StaffReviewSchema } from '#common/staff.ts';
import { z } from '#common/zod-setup.ts';
import { reviewApplication } from '../../domain/applications/review.ts';
import { findApplicationsForReview, getStaffDashboard } from '../../domain/applications/review-queue.ts';
import { errorAnswers } from '../../http/answers.ts';
import { staffOnly } from '../../http/guards.ts';
import { PageQuerySchema, pageAnswer, pageWindow } from '../../http/pagination.ts';
import { translate } from '../../lib/i18n.ts';
import { bearer } from '../directory/application-routes.ts';
import { staffAuditRoutes } from './audit.routes.ts';
import { staffContentRoutes } from './content.routes.ts';
import { staffMembersRoutes } from './members.routes.ts';
import { staffTasksRoutes } from './tasks.routes.ts';

// The office's back office (issue 12): staff only, decided before anything is read (members 403,
// no token 401). A staff member reads an application in full through the owner's own call
// (`GET school/school/{id}/application`, which staff may use) and its documents through the file download.

const tags = ['Staff'];
const ReviewParams = z.object({ kind: z.enum(APPLICATION_KINDS, { error: 'validation.choice' }), id: IdField });
const DECIDED = {
  approve: 'success.application_approved',
  request_changes: 'success.application_changes_requested',
  reject: 'success.application_rejected',
} as const;

export const staffRoutes: FastifyPluginAsyncZod = async (api) => {
  await api.register(staffMembersRoutes);
  await api.register(staffAuditRoutes);
  await api.register(staffContentRoutes);
  await api.register(staffTasksRoutes);
  api.get(
    '/staff/dashboard',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: 'The work waiting for the office, with counts',
        security: bearer,
        response: { 200: StaffDashboardSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => getStaffDashboard(api.deps, { actor: request.auth }),
  );

  api.get(
    '/staff/applications',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: 'School and teacher applications, oldest submission first; by default those waiting for review',
        security: bearer,
        querystring: StaffApplicationQuerySchema.extend(PageQuerySchema.shape),
        response: { 200: StaffApplicationPageSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const window = pageWindow(request.query, { defaultSize: 25, maxSize: 100 });
      const { total, results } = await findApplicationsForReview(api.deps, { actor: request.auth, query: request.query, window });
      return pageAnswer(request, window, total, results);
    },
  );

  api.post(
    '/staff/applications/:kind/:id/review',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: 'Approve an application, ask for changes (with a message) or reject it (with a reason); the member is mailed',
        description: 'Only an application waiting for review (paid) can be decided: otherwise 409.',
        security: bearer,
        params: ReviewParams,
        body: StaffReviewSchema,
        response: { 200: StaffReviewAnswerSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const result = await reviewApplication(api.deps, { actor: request.auth, ...request.params, ...request.body });
      return { detail: translate(request.lang, DECIDED[request.body.decision]), ...result };
    },
  );
};
