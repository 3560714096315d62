import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

export type SmsSender = { send(to: string, text: string): Promise<void> };

/**
 * An HTTP SMS provider when SMS_URL is set (JSON POST {to, text} with a Bearer token);
 * otherwise the message is logged and appended to DATA_DIR/sms.log for development.
 */
export function createSmsSender(options: { url?: string; token?: string; dataDir: string; log: FastifyBaseLogger }): SmsSender {
  if (options.url) {
    const url = options.url;
    return {
      async send(to, text) {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
          body: JSON.stringify({ to, text }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!res.ok) throw new Error(`SMS provider answered ${res.status}`);
      },
    };
  }
  const file = path.join(options.dataDir, 'sms.log');
  return {
    async send(to, text) {
      await mkdir(options.dataDir, { recursive: true });
      await appendFile(file, `${JSON.stringify({ at: new Date().toISOString(), to, text })}\n`);
      options.log.info({ to, text }, 'sms (development log)');
    },
  };
}
