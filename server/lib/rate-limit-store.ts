import { createRequire } from 'node:module';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis, RedisOptions } from 'ioredis';

/**
 * Redis for the shared rate-limit counters, set up to fail fast: while it is unreachable a command
 * fails at once (no offline queue) or after commandTimeout, never holding a visitor's request, and
 * the client keeps reconnecting in the background (at most every 5 s).
 */
export const REDIS_OPTIONS: RedisOptions = {
  connectTimeout: 2_000,
  commandTimeout: 500,
  maxRetriesPerRequest: 1,
  enableOfflineQueue: false,
  retryStrategy: (times) => Math.min(times * 250, 5_000),
};

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type StoreMethods = FastifyRateLimitStore & { read?(key: string, cb: Callback, timeWindow: number, max: number): void };
type LocalCtor = new (continueExceeding?: boolean, exponentialBackoff?: boolean, cache?: number) => StoreMethods;
type RedisCtor = new (continueExceeding: boolean | undefined, exponentialBackoff: boolean | undefined, redis: Redis, key?: string) => StoreMethods;

// The plugin's own two stores (not in its type declarations, hence require).
const require = createRequire(import.meta.url);
const LocalStore: LocalCtor = require('@fastify/rate-limit/store/LocalStore.js');
const RedisStore: RedisCtor = require('@fastify/rate-limit/store/RedisStore.js');

/**
 * Watches the client and logs the outage once: one warning when Redis becomes unreachable, one info
 * when it is back — not an ioredis stack trace per failed command or reconnect attempt.
 */
export function watchRedis(redis: Redis, log: FastifyBaseLogger) {
  let down = false;
  const markDown = (error: Error & { code?: string }) => {
    if (down) return;
    down = true;
    log.warn({ redis: { code: error.code, message: error.message } }, 'Redis unreachable: rate limits count per process until it is back');
  };
  // Without an 'error' listener ioredis prints every failed reconnect attempt with its stack.
  redis.on('error', markDown);
  const markUp = () => {
    if (!down) return;
    down = false;
    log.info('Redis reachable again: rate limits are shared again');
  };
  redis.on('ready', markUp);
  // markUp too for a command answered after timeouts on a connection that never dropped.
  return { markDown, markUp };
}

/**
 * Waits (at most `ms`) for the first connection, so the first requests already share their counters;
 * an unreachable Redis does not hold the start-up longer than that (and is reported by watchRedis).
 */
export function firstConnection(redis: Redis, ms = 2_000): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    redis.once('ready', done);
    redis.once('error', done);
  });
}

/**
 * A rate-limit store that counts in Redis while it answers and in this process's memory while it
 * does not (ARCHITECTURE.md): an outage of the shared counters neither refuses nor slows requests,
 * and limits still hold per process meanwhile.
 */
export function fallbackStore(
  redis: Redis,
  nameSpace: string,
  health: { markDown(error: Error): void; markUp(): void } = { markDown() {}, markUp() {} },
): FastifyRateLimitStoreCtor {
  const wrap = (shared: StoreMethods, local: StoreMethods): StoreMethods => {
    const call = (method: 'incr' | 'read', key: string, cb: Callback, timeWindow: number, max: number) => {
      const localCall = () => (local[method] as StoreMethods['incr'])(key, cb, timeWindow, max);
      // Not connected: no round trip to wait for (the command would fail anyway).
      if (redis.status !== 'ready') return localCall();
      (shared[method] as StoreMethods['incr'])(
        key,
        (error, result) => {
          if (!error) {
            health.markUp();
            return cb(null, result);
          }
          health.markDown(error);
          localCall();
        },
        timeWindow,
        max,
      );
    };
    return {
      incr: (key, cb, timeWindow, max) => call('incr', key, cb, timeWindow, max),
      read: (key, cb, timeWindow, max) => call('read', key, cb, timeWindow, max),
      child: (routeOptions) => wrap(shared.child(routeOptions) as StoreMethods, local.child(routeOptions) as StoreMethods),
    };
  };
  return class {
    constructor(options: FastifyRateLimitOptions & { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const { continueExceeding, exponentialBackoff } = options;
      // biome-ignore lint/correctness/noConstructorReturn: the plugin only calls `new Store(options)`.
      return wrap(new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace), new LocalStore(continueExceeding, exponentialBackoff));
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
