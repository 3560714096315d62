import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** Opaque tokens: 256 random bits, URL-safe. */
export const newToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Tokens and codes are looked up by their SHA-256, so a leaked table grants nothing. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const safeEqual = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

// argon2id with OWASP's minimum parameters (19 MiB, 2 passes).
export const hashPassword = (password: string) => hash(password, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
export const verifyPassword = async (passwordHash: string | null, password: string) => {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};
