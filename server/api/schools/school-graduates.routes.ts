import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BadRequestSchema, DetailSchema } from '#common/answers.ts';
import { IdField } from '#common/fields.ts';
import {
  GRADUATE_CSV_COLUMNS,
  GRADUATE_IMPORT_MAX_BYTES,
  GRADUATE_IMPORT_MAX_ROWS,
  GraduateCreateSchema,
  GraduateImportedSchema,
  GraduateImportReportSchema,
  GraduateSavedSchema,
  GraduateUpdateSchema,
  OwnGraduatePageSchema,
  OwnGraduatesQuerySchema,
} from '#common/graduates.ts';
import { z } from '#common/zod-setup.ts';
import { importGraduateCsv } from '../../domain/schools/graduate-import.ts';
import { createGraduate, deleteGraduate, findOwnGraduates, updateGraduate } from '../../domain/schools/graduates.ts';
import { errorAnswers } from '../../http/answers.ts';
import { jsonBodyOnly } from '../../http/guards.ts';
import { PageQuerySchema, pageAnswer, pageWindow } from '../../http/pagination.ts';
import { parseWith } from '../../http/validate.ts';
import { translate } from '../../lib/i18n.ts';
import { bearer } from '../directory/directory-query.ts';
import { receiveGraduateCsv } from './graduate-csv-upload.ts';

const tags = ['School'];
const ParamsSchema = z.object({ id: IdField });
const ImportFieldsSchema = z.object({ school: IdField });
const LIST_FIELDS = 'teacher_level, style_of_yoga and teacher_apply_type are lists: comma-joined values (SPEC §7) or arrays.';

/** The owner's side of a school's graduates (visitors list a public school's with GET school/graduate). */
export const schoolGraduatesRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/school/graduate/own',
    {
      schema: {
        tags,
        summary: "The owner's graduates of a school in any state, with each graduate's claim; sortable by number, date or name",
        security: bearer,
        querystring: PageQuerySchema.extend(OwnGraduatesQuerySchema.shape),
        response: { 200: OwnGraduatePageSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const w = pageWindow(request.query, { defaultSize: 20, maxSize: 100 });
      const { total, results } = await findOwnGraduates(api.deps, {
        actor: request.auth,
        schoolId: request.query.school,
        ordering: request.query.ordering ?? '-date',
        claim: request.query.claim,
        ...w,
      });
      return pageAnswer(request, w, total, results);
    },
  );

  api.post(
    '/school/graduate',
    {
      preValidation: jsonBodyOnly('errors.graduate_json_only'),
      schema: {
        tags,
        summary: "Add a graduate to the caller's school",
        description: `The graduate number is unique in the school (without regard to case). ${LIST_FIELDS}`,
        security: bearer,
        body: GraduateCreateSchema,
        response: { 201: GraduateSavedSchema, ...errorAnswers(400, 401, 403, 404, 415) },
      },
    },
    async (request, reply) => {
      const graduate = await createGraduate(api.deps, { actor: request.auth, input: request.body });
      return reply.status(201).send({ ...graduate, detail: translate(request.lang, 'success.saved') });
    },
  );

  api.post(
    '/school/graduate/import',
    {
      schema: {
        tags,
        summary: 'Add many graduates at once from a CSV file: all rows or none',
        description: [
          `multipart/form-data with \`school\` and \`file\`: CSV in UTF-8, at most ${GRADUATE_IMPORT_MAX_BYTES / 1024} KB and ${GRADUATE_IMPORT_MAX_ROWS} graduates.`,
          `The first row names the columns: ${GRADUATE_CSV_COLUMNS.join(', ')} (the first three required; a list cell holds values comma-joined in quotes, or separated by ;).`,
          'When any row is wrong nothing is saved, and the 400 answer lists each wrong row (numbered as in a spreadsheet, the header being row 1) with its errors per column.',
        ].join(' '),
        consumes: ['multipart/form-data'],
        security: bearer,
        response: {
          201: GraduateImportedSchema,
          400: z.union([GraduateImportReportSchema, BadRequestSchema]).describe('A per-row report of a refused file, or what else was wrong'),
          ...errorAnswers(401, 403, 404, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const { fields, bytes } = await receiveGraduateCsv(request);
      const { school } = parseWith(ImportFieldsSchema, fields);
      const { created, errors } = await importGraduateCsv(api.deps, { actor: request.auth, schoolId: school, bytes });
      const t = (key: string) => translate(request.lang, key);
      if (errors.length)
        return reply.status(400).send({
          detail: translate(request.lang, 'errors.import_rows', { count: errors.length }),
          rows: errors.map((e) => ({ row: e.row, errors: Object.fromEntries(Object.entries(e.errors).map(([field, keys]) => [field, keys.map(t)])) })),
        });
      return reply.status(201).send({ created, detail: translate(request.lang, 'success.graduates_imported', { count: created }) });
    },
  );

  api.patch(
    '/school/graduate/:id',
    {
      schema: {
        tags,
        summary: "Change a graduate of the caller's school; only the fields sent change",
        description: LIST_FIELDS,
        security: bearer,
        params: ParamsSchema,
        body: GraduateUpdateSchema,
        response: { 200: GraduateSavedSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const graduate = await updateGraduate(api.deps, { actor: request.auth, graduateId: request.params.id, input: request.body });
      return { ...graduate, detail: translate(request.lang, 'success.saved') };
    },
  );

  api.delete(
    '/school/graduate/:id',
    {
      schema: {
        tags,
        summary: "Delete a graduate of the caller's school (and any claim on the record)",
        security: bearer,
        params: ParamsSchema,
        response: { 200: DetailSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await deleteGraduate(api.deps, { actor: request.auth, graduateId: request.params.id });
      return { detail: translate(request.lang, 'success.deleted') };
    },
  );
};
