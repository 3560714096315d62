import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * Marks the API calls the web handler makes within this process (Fastify's inject): their answers
 * go to a loader, never to a browser, so the browser's security headers (a CSP with a fresh
 * nonce, ≈ 40 µs each, four or five calls per page) are not made for them. The value is a secret
 * of this process: no request from outside can claim it.
 */
const SECRET = randomBytes(18).toString('base64url');
const HEADER = 'x-wya-in-process';

export const inProcessHeaders = (): Record<string, string> => ({ [HEADER]: SECRET });
export const isInProcess = (headers: IncomingHttpHeaders): boolean => headers[HEADER] === SECRET;
