import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookError } from './adapter.ts';

// Signed webhooks as Stripe signs them: a header `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`,
// refused when the time is outside the tolerance window (a replayed old delivery).

export const TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: number, body: string) => createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

export function signatureHeader(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

export function verifySignature(secret: string, body: string, header: string | undefined, now = Date.now()): void {
  if (!header || header.length > 2000) throw new WebhookError('signature');
  const parts = header.split(',').map((p) => p.trim().split('='));
  const timestamp = Number(parts.find(([k]) => k === 't')?.[1]);
  const signatures = parts.filter(([k, v]) => k === 'v1' && v && /^[0-9a-f]{64}$/.test(v)).map(([, v]) => v);
  if (!Number.isInteger(timestamp) || signatures.length === 0) throw new WebhookError('signature');
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  if (!signatures.some((s) => timingSafeEqual(Buffer.from(s, 'hex'), expected))) throw new WebhookError('signature');
  if (Math.abs(now / 1000 - timestamp) > TOLERANCE_SECONDS) throw new WebhookError('stale');
}
