import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DetailSchema } from '#common/answers.ts';
import { IdField } from '#common/fields.ts';
import { AccountDeletionSchema, DATA_EXPORT_DAYS, DataExportRequestedSchema, DataExportSchema } from '#common/member-data.ts';
import { z } from '#common/zod-setup.ts';
import { getDataExport, openDataExport, requestDataExport } from '../../domain/users/data-export.ts';
import { deleteOwnAccount } from '../../domain/users/erasure.ts';
import { errorAnswers } from '../../http/answers.ts';
import { translate } from '../../lib/i18n.ts';
import { attachment } from '../files/files.routes.ts';
import { strictLimit } from '../rate-limits.ts';

// A member's own data (docs/decisions/0041-data-export-and-erasure.md): a copy of it, and the
// deletion of the account.

const bearer = [{ bearerAuth: [] }];
const ArchiveSchema = z.instanceof(Readable).meta({ type: 'string', format: 'binary' });

export const memberDataRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/user-profile/export/',
    {
      schema: {
        tags: ['User'],
        summary: 'Where the copy of my data stands',
        description: '`state` none, requested, ready (with `download_url` and `expires_at`), failed or expired.',
        security: bearer,
        response: { 200: DataExportSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => getDataExport(api.deps, { actor: request.auth }),
  );

  api.post(
    '/user-profile/export/',
    {
      config: { rateLimit: strictLimit(api, 5) },
      schema: {
        tags: ['User'],
        summary: 'Ask for a copy of my data',
        description: `A background job makes one .tar.gz (JSON of every record about the member, with their files; README.txt inside says what each file holds). The member is notified and mailed when it is ready; it can then be downloaded by them alone for ${DATA_EXPORT_DAYS} days. One request at a time: 409 while one is being made.`,
        security: bearer,
        response: { 202: DataExportRequestedSchema, ...errorAnswers(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const requested = await requestDataExport(api.deps, { actor: request.auth });
      return reply.status(202).send({ ...requested, detail: translate(request.lang, 'account:data.export_asked') });
    },
  );

  api.get(
    '/user-profile/export/:id/download/',
    {
      schema: {
        tags: ['User'],
        summary: 'Download the copy of my data (.tar.gz)',
        description: 'Its member only (not even staff); 404 for anyone else, and once it has expired.',
        security: bearer,
        params: z.object({ id: IdField }),
        response: {
          200: { description: 'The archive, as an attachment', content: { 'application/gzip': { schema: ArchiveSchema } } },
          ...errorAnswers(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { object, fileName } = await openDataExport(api.deps, { actor: request.auth, id: request.params.id });
      return reply
        .header('content-type', 'application/gzip')
        .header('content-length', object.size)
        .header('content-disposition', attachment(fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(object.body);
    },
  );

  api.delete(
    '/user-profile/',
    {
      config: { rateLimit: strictLimit(api, 10) },
      schema: {
        tags: ['User'],
        summary: 'Delete my account',
        description:
          'With the password and the confirmation word of the request’s language (Accept-Language): DELETE, ลบ, 删除 or हटाएं. Invoices, payments and audit entries are kept without the person; everything else about them is deleted or closed. 409 while a payment is being processed; 403 for staff accounts.',
        security: bearer,
        body: AccountDeletionSchema,
        response: { 200: DetailSchema, ...errorAnswers(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      await deleteOwnAccount(api.deps, { actor: request.auth, lang: request.lang, password: request.body.password, confirmation: request.body.confirmation });
      return { detail: translate(request.lang, 'account:delete.done') };
    },
  );
};
