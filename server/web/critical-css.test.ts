import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { keptBits, pageTokens, parseSheet } from '#app/lib/critical-css.server.ts';
import { registerCriticalCss } from './critical-css.ts';

describe('GET /critical-css/<file>/<bits>.css', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'wya-critical-route-'));
  mkdirSync(path.join(dir, 'assets'));
  const css = 'body{margin:0}.card{padding:1rem}.menu{display:none}';
  writeFileSync(path.join(dir, 'assets/root-A.css'), css);
  const app = Fastify();
  registerCriticalCss(app, dir);

  it('answers the rules the bits name, for good', async () => {
    const bits = keptBits(parseSheet(css), pageTokens('<div class="card"></div>'));
    const res = await app.inject(`/critical-css/root-A.css/${bits}.css`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe('body{margin:0}.card{padding:1rem}');
  });

  it.each([
    ['bits that do not fit the file', '/critical-css/root-A.css/AAAA.css'],
    ['bits that are not base64url', '/critical-css/root-A.css/%25%25.css'],
    ['no .css', '/critical-css/root-A.css/Aw'],
    ['a file that is not there', '/critical-css/root-B.css/Aw.css'],
    ['a path out of the assets', '/critical-css/..%2F..%2Fpackage.json/Aw.css'],
  ])('is a 404 for %s', async (_, url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
