import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffToken } from '../test/applications.ts';
import { call, clientToken, createTestApp, newMember, type TestApp } from '../test/harness.ts';

// Walks /api/openapi.json and sends every operation values a careless or hostile client would:
// wrong types, NUL and control characters, integers beyond the database's range, huge strings,
// broken multipart. Any answer ≥ 500 fails.
let t: TestApp;
let member: Awaited<ReturnType<typeof newMember>>;
let visitor: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  member = await newMember(t.app);
  visitor = await clientToken(t.app);
  staff = await staffToken(t.app);
}, 60_000);

/**
 * Who sends the malformed values: the caller who gets past the access check, so the values reach
 * validation and the database (a staff call fuzzed with a member's token only ever met the 403). A
 * visitor's token also reads the public GETs, whose visitor path differs (published listings only).
 */
const callersOf = (path: string, method: string) => (path.startsWith('/api/staff') ? [staff] : method === 'GET' ? [member.token, visitor] : [member.token]);
afterAll(() => t.close());

const BAD_VALUES: unknown[] = [
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '2147483648',
  '99999999999999999999',
  '-1',
  '0',
  '1.5',
  'x'.repeat(5000),
  '%',
  'null',
  '',
  ' ',
  '\r\nX: y',
];
const BAD_JSON_VALUES: unknown[] = [...BAD_VALUES, 2147483648, 1e20, -1, 1.5, true, null, [], {}, ['\u0000'], { a: '\u0000' }];
const BAD_PATH_VALUES = ['%00', '2147483648', '99999999999999999999', '-1', '0', 'abc', '%E0%A4%A', 'x'.repeat(300), '%0D%0A'];

type Operation = {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
};

async function operations() {
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  const doc = res.json() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })));
}

function fillPath(path: string, value: string) {
  return path.replace(/\{[^}]+\}/g, value);
}

describe('fuzzing every API operation', () => {
  it('never answers ≥ 500 to malformed paths, queries and bodies', { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    const check = (label: string, status: number, body: string) => {
      if (status >= 500) failures.push(`${status} ${label} → ${body.slice(0, 120)}`);
      expect(body).not.toMatch(/at .*\.ts:\d+/); // never a stack trace
    };
    const ops = await operations();
    expect(ops.length).toBeGreaterThan(40);
    for (const { path, method, op } of ops) {
      for (const token of callersOf(path, method)) {
        const goodPath = fillPath(path, '1');
        if (path.includes('{')) {
          for (const value of BAD_PATH_VALUES) {
            const url = fillPath(path, value);
            const res = await call(t.app, token, { method: method as 'GET', url });
            check(`${method} ${url}`, res.statusCode, res.body);
          }
        }
        for (const param of op.parameters?.filter((p) => p.in === 'query') ?? []) {
          for (const value of BAD_VALUES) {
            const url = `${goodPath}?${param.name}=${encodeURIComponent(String(value))}`;
            const res = await call(t.app, token, { method: method as 'GET', url });
            check(`${method} ${url.slice(0, 100)}`, res.statusCode, res.body);
          }
        }
        if (method === 'GET' || method === 'DELETE') continue;
        const content = op.requestBody?.content ?? {};
        const fields = Object.keys(Object.values(content)[0]?.schema?.properties ?? {});
        for (const field of fields) {
          for (const value of BAD_JSON_VALUES) {
            const res = await call(t.app, token, { method: method as 'POST', url: goodPath, payload: { [field]: value } as never });
            check(`${method} ${goodPath} json ${field}=${JSON.stringify(value).slice(0, 40)}`, res.statusCode, res.body);
          }
          for (const value of BAD_VALUES) {
            const res = await call(t.app, token, {
              method: method as 'POST',
              url: goodPath,
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              payload: `${field}=${encodeURIComponent(String(value))}`,
            });
            check(`${method} ${goodPath} form ${field}`, res.statusCode, res.body);
          }
        }
        for (const [contentType, payload] of [
          ['multipart/form-data', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb'],
          ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\n\u0000\u0001'],
          ['application/json', '{"a":'],
          ['application/json', '"\\u0000"'],
          ['application/json', '[1,2]'],
          ['application/x-www-form-urlencoded', '%E0%A4%A=%'],
          ['text/plain', 'hello'],
        ]) {
          const res = await call(t.app, token, { method: method as 'POST', url: goodPath, headers: { 'content-type': contentType }, payload });
          check(`${method} ${goodPath} ${contentType} ${payload.slice(0, 20)}`, res.statusCode, res.body);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers malformed Basic client credentials with 400 or 401', async () => {
    for (const url of ['/api/auth/token/', '/api/auth/revoke-token/', '/api/auth/convert-token']) {
      for (const credentials of ['%E0%A4%A:secret', 'web:%', ':', 'no-colon', '\u0000:\u0000']) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { authorization: `Basic ${Buffer.from(credentials).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'grant_type=client_credentials&token=abc&backend=google-oauth2',
        });
        expect([400, 401], `${url} ${credentials} → ${res.statusCode} ${res.body}`).toContain(res.statusCode);
      }
    }
  });
});
