import { BadRequestSchema, DetailSchema } from '#common/answers.ts';

/**
 * The error answers of the API conventions, described once. A route spreads the ones it can give
 * into `response:` next to its success answer, so /api/openapi.json lists every answer of every
 * call, and the serializer checks them like any other answer.
 */
const ERROR_ANSWERS = {
  400: BadRequestSchema.describe('Invalid input: {"field": ["message"], "non_field_errors": ["message"]}, or {"detail": "message"}'),
  401: DetailSchema.describe('No token, or one that is not (or no longer) valid'),
  403: DetailSchema.describe('Not allowed with this token (a visitor token where a member is needed, or not staff)'),
  404: DetailSchema.describe('Not found, or not yours; on a list, a page number past the end ("Invalid page.", as DRF answers)'),
  409: DetailSchema.describe('In conflict with what is already there'),
  413: DetailSchema.describe('Too large'),
  415: DetailSchema.describe('A type of content this call does not take'),
  429: DetailSchema.describe('Too many requests: try again in a minute'),
  503: DetailSchema.describe('An outside service did not answer'),
} as const;
export type ErrorStatus = keyof typeof ERROR_ANSWERS;

/** `response: { 200: ThingSchema, ...errorAnswers(400, 401, 404) }` */
export function errorAnswers<S extends ErrorStatus>(...statuses: S[]): Pick<typeof ERROR_ANSWERS, S> {
  return Object.fromEntries(statuses.map((status) => [status, ERROR_ANSWERS[status]])) as Pick<typeof ERROR_ANSWERS, S>;
}
