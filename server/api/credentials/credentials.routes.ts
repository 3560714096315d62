import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formatRegistryCode, type RegistryKind } from '#common/credential-codes.ts';
import { RegistryCardParamsSchema, RegistryCardSchema, RegistryCodeParamsSchema, RegistryVerificationSchema } from '#common/credentials.ts';
import { z } from '#common/zod-setup.ts';
import { renderRegistryCardPdf } from '../../domain/credentials/card-pdf.ts';
import { getRegistryCard, registryCardAnswer, verifyRegistration } from '../../domain/credentials/registry.ts';
import { errorAnswers } from '../../http/answers.ts';
import { memberOnly } from '../../http/guards.ts';
import { bearer } from '../directory/directory-query.ts';
import { strictLimit } from '../rate-limits.ts';

const tags = ['Registry card'];
const PdfFile = z.instanceof(Buffer).meta({ type: 'string', format: 'binary' });
const PATHS: Record<RegistryKind, string> = { school: '/school/school/:id/registry-card', teacher: '/teacher/teacher/:id/registry-card' };

/** Registry cards of listed schools and teachers, and the public check of their codes (ADR 0036). */
export const credentialsRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/verify/:code/',
    {
      // Anyone with a card may check it; the limit keeps codes from being tried in bulk.
      config: { rateLimit: strictLimit(api, 30) },
      schema: {
        tags,
        summary: 'Checks a registry card’s code (anyone, with a visitor token)',
        description:
          'Whether the school or teacher is registered today (`valid`), its membership has lapsed (`expired`), the office suspended it, or it is not listed; computed at the moment of asking, with the registration’s public facts. An unknown code is a 404. Case, dashes and I/L/O for 1/0 do not matter.',
        security: bearer,
        params: RegistryCodeParamsSchema,
        response: { 200: RegistryVerificationSchema, ...errorAnswers(400, 401, 404, 429) },
      },
    },
    async (request) => verifyRegistration(api.deps, { code: request.params.code }),
  );

  for (const kind of ['school', 'teacher'] as const) {
    api.get(
      `${PATHS[kind]}/`,
      {
        preValidation: memberOnly,
        schema: {
          tags,
          summary: `The ${kind}’s registry card: its facts, the address its QR code holds and that QR code as an SVG path (the owner)`,
          description: 'Only while the listing is approved and valid: otherwise a 409 that says why (expired, suspended, not listed yet).',
          security: bearer,
          params: RegistryCardParamsSchema,
          response: { 200: RegistryCardSchema, ...errorAnswers(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        registryCardAnswer(api.deps, {
          actor: request.auth,
          kind,
          id: request.params.id,
          pdfUrl: `/api${PATHS[kind].replace(':id', String(request.params.id))}/pdf/`,
        }),
    );

    api.get(
      `${PATHS[kind]}/pdf/`,
      {
        preValidation: memberOnly,
        schema: {
          tags,
          summary: `The ${kind}’s registry card as a PDF in the caller’s language (the owner)`,
          security: bearer,
          params: RegistryCardParamsSchema,
          response: {
            200: { description: 'A PDF file', content: { 'application/pdf': { schema: PdfFile } } },
            ...errorAnswers(400, 401, 403, 404, 409),
          },
        },
      },
      async (request, reply) => {
        const row = await getRegistryCard(api.deps, { actor: request.auth, kind, id: request.params.id });
        const pdf = await renderRegistryCardPdf(row, request.lang, api.deps.config.publicUrl);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="registry-card-${formatRegistryCode(row.registryCode)}.pdf"`)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(pdf);
      },
    );
  }
};
