import path from 'node:path';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

// Every answer is part of the contract (docs/decisions/0010-answer-schemas.md): each operation of
// /api/openapi.json documents its success answer with a schema, the errors every call can give,
// and every list as a page. A route added later without its `response:` schemas fails here.

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; required?: string[]; items?: Schema; anyOf?: Schema[] };
type Answer = { description?: string; content?: Record<string, { schema?: Schema }> };
type Operation = { security?: unknown[]; parameters?: { name: string; in: string }[]; responses?: Record<string, Answer> };
type Doc = { paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let doc: Doc;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
}, 60_000);
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })));
const schemasOf = (answer: Answer | undefined) => Object.values(answer?.content ?? {}).map((media) => media.schema ?? {});
const isDescribed = (schema: Schema) => Object.keys(schema).length > 0;
const types = (schema: Schema | undefined) => [schema?.type ?? []].flat();

/** A list a GET answers (an object with `results`) must be a whole page of the API conventions. */
function pageProblems(schema: Schema): string[] {
  const p = schema.properties ?? {};
  const problems: string[] = [];
  if (!types(p.results).includes('array') || !p.results?.items || !isDescribed(p.results.items)) problems.push('results is not an array of described items');
  if (!types(p.count).includes('integer')) problems.push('count is not an integer');
  for (const link of ['next', 'previous'])
    if (!(types(p[link]).includes('string') && types(p[link]).includes('null'))) problems.push(`${link} is not string|null`);
  for (const key of ['count', 'next', 'previous', 'results']) if (!schema.required?.includes(key)) problems.push(`${key} is not required`);
  return problems;
}

describe('OpenAPI answers', () => {
  it('documents every operation', () => {
    expect(operations().length).toBeGreaterThan(40);
  });

  it('gives every operation a success answer with a schema', () => {
    const missing = operations().flatMap(({ name, op }) => {
      const successes = Object.entries(op.responses ?? {}).filter(([code]) => /^2\d\d$/.test(code));
      if (!successes.length) return [`${name}: no 2xx answer`];
      return successes.flatMap(([code, answer]) => {
        const schemas = schemasOf(answer);
        return schemas.length && schemas.every(isDescribed) ? [] : [`${name} ${code}: no schema`];
      });
    });
    expect(missing).toEqual([]);
  });

  it('documents the errors every call can give, each with a schema', () => {
    const missing = operations().flatMap(({ name, op }) => {
      const answers = op.responses ?? {};
      // The input guard reads every path, query and body; calls that need a token refuse a missing one;
      // a page number past the end of a list is a 404 (decision 0032).
      const paged = op.parameters?.some((p) => p.in === 'query' && p.name === 'page');
      const expected = ['400', ...(op.security?.length === 0 ? [] : ['401']), ...(paged ? ['404'] : [])];
      return [
        ...expected.filter((code) => !answers[code]).map((code) => `${name}: no ${code}`),
        ...Object.entries(answers)
          .filter(([code]) => /^[45]\d\d$/.test(code) && !schemasOf(answers[code]).some(isDescribed))
          .map(([code]) => `${name} ${code}: no schema`),
      ];
    });
    expect(missing).toEqual([]);
  });

  it('answers every list as a page: count, next, previous, results', () => {
    const problems = operations().flatMap(({ name, op }) => {
      // Writes may answer what they saved as `results` (bulk saves); what a GET lists is a page.
      const read = name.startsWith('GET ');
      const paged = op.parameters?.some((p) => p.in === 'query' && (p.name === 'page' || p.name === 'page_size'));
      return Object.entries(op.responses ?? {})
        .filter(([code]) => /^2\d\d$/.test(code))
        .flatMap(([code, answer]) =>
          schemasOf(answer).flatMap((schema) => {
            if (read && schema.properties?.results) return pageProblems(schema).map((p) => `${name} ${code}: ${p}`);
            return paged ? [`${name} ${code}: takes page and page_size but answers no page`] : [];
          }),
        );
    });
    expect(problems).toEqual([]);
  });

  it("passes a standard linter (Redocly's recommended rules, as redocly.yaml sets them)", async () => {
    const config = await loadConfig({ configPath: path.resolve(import.meta.dirname, '../../redocly.yaml') });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config });
    // Warnings count too, except the missing licence: the API is the organisation's own, under no public licence.
    const found = problems.filter((p) => p.ruleId !== 'info-license').map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(found).toEqual([]);
  });
});
