import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

// The browser build's scripts are compressed once, at build time, and sent as they are.
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `asana ${i} pranayama`))};\n`;
let clientDir: string;
let t: TestApp;
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'wya-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'assets/chunk-abc123.js'), script);
  writeFileSync(path.join(clientDir, 'assets/tiny-abc123.js'), 'export {};\n');
  writeFileSync(path.join(clientDir, 'assets/font-abc123.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  expect(await precompress(clientDir)).toBe(2);
  t = await createTestApp({}, {}, { clientDir });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('precompressed assets', () => {
  it('sends the brotli file written at build time (quality 11), not one compressed per visit', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/chunk-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toContain('accept-encoding');
    const best = brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: script.length } });
    expect(res.rawPayload.equals(best)).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a client without brotli, and the file itself to one that asks for none', async () => {
    const gz = await t.app.inject({ method: 'GET', url: '/assets/chunk-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/chunk-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('has copies of the smallest scripts too, and sends fonts (compressed already) as they are', async () => {
    const tiny = await t.app.inject({ method: 'GET', url: '/assets/tiny-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(tiny.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(tiny.rawPayload).toString()).toBe('export {};\n');
    const font = await t.app.inject({ method: 'GET', url: '/assets/font-abc123.woff2', headers: { 'accept-encoding': 'br' } });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.rawPayload).toHaveLength(4);
  });
});
