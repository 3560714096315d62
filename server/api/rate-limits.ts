import type { FastifyInstance } from 'fastify';

/** Per-IP limit for sensitive calls (token, sign-up, reset, OTP); off when RATE_LIMIT=off. */
export function strictLimit(api: FastifyInstance, maxPerMinute: number) {
  if (!api.deps.config.rateLimit) return false;
  return { max: maxPerMinute, timeWindow: '1 minute' };
}
