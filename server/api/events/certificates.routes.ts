import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CertificateListSchema, CertificateParamsSchema, CertificateVerificationSchema, CeSummaryQuerySchema, CeSummarySchema } from '#common/certificates.ts';
import { IdField } from '#common/fields.ts';
import { z } from '#common/zod-setup.ts';
import { renderCertificatePdf } from '../../domain/events/certificate-pdf.ts';
import { findMyCertificates, getBookingCertificate, getTeacherCeSummary, verifyCertificate } from '../../domain/events/certificates.ts';
import { errorAnswers } from '../../http/answers.ts';
import { memberOnly } from '../../http/guards.ts';
import { PageQuerySchema, pageAnswer, pageWindow } from '../../http/pagination.ts';
import { bearer } from '../directory/directory-query.ts';
import { strictLimit } from '../rate-limits.ts';

const tags = ['Certificate of attendance'];
const PdfFile = z.instanceof(Buffer).meta({ type: 'string', format: 'binary' });

/** Certificates of attendance of events that accept CE (ADR 0016 addendum). */
export const certificatesRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/certificate/',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'The caller’s valid certificates of attendance and their continuing-education hours in all',
        security: bearer,
        querystring: PageQuerySchema,
        response: { 200: CertificateListSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const w = pageWindow(request.query, { defaultSize: 50, maxSize: 200 });
      const { total, totalHours, results } = await findMyCertificates(api.deps, { actor: request.auth, ...w });
      return { ...pageAnswer(request, w, total, results), total_hours: totalHours };
    },
  );

  api.get(
    '/certificate/summary/',
    {
      schema: {
        tags,
        summary: 'The continuing-education hours of a listed teacher (anyone, with a visitor token)',
        security: bearer,
        querystring: CeSummaryQuerySchema,
        response: { 200: CeSummarySchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => getTeacherCeSummary(api.deps, { teacherId: request.query.teacher }),
  );

  api.get(
    '/certificate/:code/',
    {
      // Anyone with a code may check it; the limit keeps codes from being tried in bulk.
      config: { rateLimit: strictLimit(api, 30) },
      schema: {
        tags,
        summary: 'Checks a certificate’s code (anyone, with a visitor token)',
        description:
          'A valid certificate shows the member’s name, the event, its dates and hours; a revoked one only that it is not valid. Case, dashes and I/L/O for 1/0 do not matter.',
        security: bearer,
        params: CertificateParamsSchema,
        response: { 200: CertificateVerificationSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => verifyCertificate(api.deps, { code: request.params.code }),
  );

  api.get(
    '/event-booking/:id/certificate/',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'The booking’s certificate of attendance as a PDF in the caller’s language (the booker)',
        security: bearer,
        params: z.object({ id: IdField }),
        response: {
          200: { description: 'A PDF file', content: { 'application/pdf': { schema: PdfFile } } },
          ...errorAnswers(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const certificate = await getBookingCertificate(api.deps, { actor: request.auth, bookingId: request.params.id });
      const pdf = await renderCertificatePdf(certificate, request.lang, api.deps.config.publicUrl);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="certificate-${certificate.code}.pdf"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    },
  );
};
