import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/test/harness.ts';
import { API_OPERATIONS, fillPath } from './api-operations.ts';

// The web's map of API calls (api-operations.ts) against the API's own description: each entry is an
// operation the API has, and its schema is the one the API declares for that operation's success. A
// schema changed on one side only, or a path renamed, fails here.

type Operation = { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> };
let t: TestApp;
let doc: { openapi: string; paths: Record<string, Record<string, Operation>> };
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
}, 60_000);
afterAll(() => t.close());

/** A zod schema as the API's OpenAPI document writes it (the same transform the API uses). */
function asOpenApi(schema: unknown): unknown {
  const route = { schema: { response: { 200: schema } }, url: '/', route: { method: 'GET', url: '/' }, openapiObject: { openapi: doc.openapi } };
  const json = (jsonSchemaTransform as unknown as (r: typeof route) => { schema: { response: Record<number, unknown> } })(route).schema.response[200];
  // The document writes a single allowed value as a one-item enum.
  return JSON.parse(JSON.stringify(json), (_, value) => (value && typeof value === 'object' && 'const' in value ? withEnum(value) : value));
}
const withEnum = ({ const: only, ...rest }: Record<string, unknown>) => ({ ...rest, enum: [only] });

describe('the web API map', () => {
  for (const [key, schema] of Object.entries(API_OPERATIONS)) {
    it(key, () => {
      const [method, path] = key.split(' ');
      const operation = doc.paths[`/api/${path}`]?.[method.toLowerCase()];
      expect(operation, `${key} is not an operation of /api/openapi.json`).toBeDefined();
      const success = ['200', '201', '202'].find((code) => operation.responses[code]) as string;
      expect(operation.responses[success].content?.['application/json']?.schema).toEqual(asOpenApi(schema));
    });
  }

  it('fills a path with encoded values and refuses a missing one', () => {
    expect(fillPath('school/school/{id}', { id: 'a b/ç' })).toBe('school/school/a%20b%2F%C3%A7');
    expect(fillPath('event/{id}/images/{imageId}/', { id: 4, imageId: 9 })).toBe('event/4/images/9/');
    expect(() => fillPath('event/{id}', {})).toThrow(/\{id\}/);
  });
});
