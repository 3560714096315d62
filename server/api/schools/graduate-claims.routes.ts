import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DetailSchema } from '#common/answers.ts';
import { IdField } from '#common/fields.ts';
import { GraduateClaimCreateSchema, GraduateClaimPageSchema, GraduateClaimSavedSchema, GraduateSavedSchema } from '#common/graduates.ts';
import { z } from '#common/zod-setup.ts';
import { claimGraduate, decideGraduateClaim, findMemberClaims, withdrawGraduateClaim } from '../../domain/schools/graduate-claims.ts';
import { errorAnswers } from '../../http/answers.ts';
import { PageQuerySchema, pageAnswer, pageWindow } from '../../http/pagination.ts';
import { translate } from '../../lib/i18n.ts';
import { bearer } from '../directory/directory-query.ts';
import { strictLimit } from '../rate-limits.ts';

const tags = ['School'];
const ParamsSchema = z.object({ id: IdField });

/** Graduates of a CYS school claim their record; the school confirms or declines (docs/decisions/0014-graduate-claims.md). */
export const graduateClaimsRoutes: FastifyPluginAsyncZod = async (api) => {
  api.post(
    '/school/graduate/claim',
    {
      config: { rateLimit: strictLimit(api, 20) },
      schema: {
        tags,
        summary: "Claim to be a graduate of a CYS school, by the record's graduate number and name",
        description:
          'The school confirms or declines the claim; once confirmed, the member is a Certified Yoga Teacher (CYT) of that school. 400 when no record has this number and name; 409 when the record is claimed already.',
        security: bearer,
        body: GraduateClaimCreateSchema,
        response: { 201: GraduateClaimSavedSchema, ...errorAnswers(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const claim = await claimGraduate(api.deps, { actor: request.auth, input: request.body });
      return reply.status(201).send({ ...claim, detail: translate(request.lang, 'success.claim_sent') });
    },
  );

  api.get(
    '/school/graduate/claim',
    {
      schema: {
        tags,
        summary: "The caller's own claims, newest first, with their status (pending, confirmed, declined)",
        security: bearer,
        querystring: PageQuerySchema,
        response: { 200: GraduateClaimPageSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const w = pageWindow(request.query, { defaultSize: 20, maxSize: 100 });
      const { total, results } = await findMemberClaims(api.deps, { actor: request.auth, ...w });
      return pageAnswer(request, w, total, results);
    },
  );

  for (const [action, decision, message] of [
    ['confirm', 'confirmed', 'success.claim_confirmed'],
    ['decline', 'declined', 'success.claim_declined'],
  ] as const) {
    api.post(
      `/school/graduate/claim/:id/${action}`,
      {
        schema: {
          tags,
          summary: `${action === 'confirm' ? 'Confirm' : 'Decline'} a pending claim on a graduate of the caller's school`,
          description: '409 when the claim has been decided already. Answers the graduate as the owner lists it.',
          security: bearer,
          params: ParamsSchema,
          response: { 200: GraduateSavedSchema, ...errorAnswers(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const graduate = await decideGraduateClaim(api.deps, { actor: request.auth, claimId: request.params.id, decision });
        return { ...graduate, detail: translate(request.lang, message) };
      },
    );
  }

  api.delete(
    '/school/graduate/claim/:id',
    {
      schema: {
        tags,
        summary: "Withdraw one of the caller's own claims",
        security: bearer,
        params: ParamsSchema,
        response: { 200: DetailSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await withdrawGraduateClaim(api.deps, { actor: request.auth, claimId: request.params.id });
      return { detail: translate(request.lang, 'success.deleted') };
    },
  );
};
