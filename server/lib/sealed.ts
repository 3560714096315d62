import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// Job payloads sit in the database until the job is deleted; secrets in them (a password-reset link,
// a verification code) are sealed with a key derived from SESSION_SECRET, which every process shares.
const keyFor = (secret: string) => createHash('sha256').update(`wya-jobs:${secret}`).digest();

export function seal(secret: string, value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

export function unseal<T>(secret: string, sealed: string): T {
  const raw = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', keyFor(secret), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')) as T;
}
