import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { watchRedis } from './rate-limit-store.ts';

describe('watchRedis', () => {
  it('logs one warning per outage and one info when Redis is back, without stack traces', () => {
    const lines: { level: string; data: unknown }[] = [];
    const log = {
      warn: (data: unknown) => lines.push({ level: 'warn', data }),
      info: (data: unknown) => lines.push({ level: 'info', data }),
    } as unknown as FastifyBaseLogger;
    const redis = new EventEmitter() as unknown as Redis;
    watchRedis(redis, log);
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
    for (let i = 0; i < 5; i++) redis.emit('error', refused);
    expect(lines).toEqual([{ level: 'warn', data: { redis: { code: 'ECONNREFUSED', message: refused.message } } }]);
    redis.emit('ready');
    redis.emit('ready');
    expect(lines.map((l) => l.level)).toEqual(['warn', 'info']);
    redis.emit('error', refused);
    expect(lines.map((l) => l.level)).toEqual(['warn', 'info', 'warn']);
  });
});
