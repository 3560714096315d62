import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The id of the HTTP request being served, wherever the code runs on its behalf (a domain function
 * logging through the process's logger, the web's in-process API calls), without passing it down.
 */
const store = new AsyncLocalStorage<{ reqId: string }>();

/** Runs `next` (Fastify's hook continuation) and everything it causes within the request's id. */
export const runWithRequestId = (reqId: string, next: () => void): void => store.run({ reqId }, next);

export const currentRequestId = (): string | undefined => store.getStore()?.reqId;

/**
 * Pino mixin: lines logged through the process's logger while a request is served carry its id.
 * A request's own child logger already has `reqId` bound, so it is not added twice.
 */
export function requestIdMixin(_merge: object, _level: number, logger: { bindings(): Record<string, unknown> }): object {
  const reqId = currentRequestId();
  return reqId && logger.bindings().reqId === undefined ? { reqId } : {};
}
