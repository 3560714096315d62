import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openTestDatabase, WEB_CLIENT } from '../test/harness.ts';

// Every line the server logs is JSON, and a request's lines carry its id (`reqId`): the caller's
// x-request-id when it sends a usable one, a new UUID otherwise (also sent back as x-request-id).

type Line = { reqId?: string; msg: string; level: number; err?: { message: string } };
const lines: string[] = [];
const logged = () => lines.map((line) => JSON.parse(line) as Line);
const dataDir = mkdtempSync(path.join(tmpdir(), 'wya-log-'));
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'x'.repeat(40),
    WEB_CLIENT_SECRET: WEB_CLIENT.secret,
    WORKER: 'off',
    LOG_LEVEL: 'info',
  });
  app = await buildApp({ config, database, logStream: { write: (line) => void lines.push(line) } });
  app.get('/boom', async () => {
    throw new Error('boom');
  });
  // A domain function logs through the process's logger (deps.log), not the request's own.
  app.get('/domain-work', async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    app.deps.log.info('domain step');
    return { ok: true };
  });
  await app.ready();
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('request logs', () => {
  it('writes an unhandled error as JSON lines carrying the caller’s request id', async () => {
    lines.length = 0;
    const res = await app.inject({ method: 'GET', url: '/boom', headers: { 'x-request-id': 'trace-abc-123' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: expect.any(String) });
    expect(res.headers['x-request-id']).toBe('trace-abc-123');
    expect(logged().find((l) => l.msg === 'unhandled error')).toMatchObject({ reqId: 'trace-abc-123', level: 50, err: { message: 'boom' } });
    expect(logged().map((l) => [l.reqId, l.msg])).toEqual([
      ['trace-abc-123', 'incoming request'],
      ['trace-abc-123', 'unhandled error'],
      ['trace-abc-123', 'request completed'],
    ]);
  });

  it('gives a request without a usable id a new one, in its lines and its answer', async () => {
    for (const given of [undefined, '', 'has spaces in it', 'x'.repeat(65)]) {
      lines.length = 0;
      const res = await app.inject({ method: 'GET', url: '/nothing-here', headers: given === undefined ? {} : { 'x-request-id': given } });
      expect(res.statusCode).toBe(404);
      const id = res.headers['x-request-id'] as string;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(lines.length).toBeGreaterThanOrEqual(2);
      expect(logged().every((l) => l.reqId === id)).toBe(true);
    }
  });

  it('gives lines logged through deps.log while serving a request that request’s id, once', async () => {
    lines.length = 0;
    const [a, b] = await Promise.all(
      ['first-request', 'second-request'].map((id) => app.inject({ method: 'GET', url: '/domain-work', headers: { 'x-request-id': id } })),
    );
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const domainLines = lines.filter((line) => line.includes('domain step'));
    expect(domainLines.map((line) => (JSON.parse(line) as Line).reqId).sort()).toEqual(['first-request', 'second-request']);
    for (const line of lines) expect(line.match(/"reqId"/g)?.length ?? 0).toBeLessThanOrEqual(1);
  });

  it('writes what the database reports outside a request (a lost connection) through the same logger', () => {
    lines.length = 0;
    database.log.warn({ err: new Error('Connection terminated unexpectedly') }, 'PostgreSQL connection lost');
    expect(logged()).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'PostgreSQL connection lost',
        err: expect.objectContaining({ message: 'Connection terminated unexpectedly' }),
      }),
    ]);
  });
});
