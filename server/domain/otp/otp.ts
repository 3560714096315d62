import { randomInt } from 'node:crypto';
import type { Language } from '#common/constants.ts';
import { AppError } from '../../lib/errors.ts';
import { translate } from '../../lib/i18n.ts';
import { safeEqual, sha256 } from '../../lib/secrets.ts';
import { type Actor, requireMember } from '../access.ts';
import type { Deps } from '../deps.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { findUserByEmail, findUserById, updateProfileRow, updateUser, verifiedPhoneOwner } from '../users/users.queries.ts';
import { type Channel, codeSendStats, consumeCode, countFailedAttempt, findNewestOpenCode, findPendingTarget, insertCode } from './otp.queries.ts';

export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = 60;
export const OTP_MAX_PER_HOUR = 5;

async function issueCode(deps: Deps, options: { channel: Channel; target: string; userId: number | null }): Promise<string> {
  const now = Date.now();
  const { sent, latest } = await codeSendStats(deps.db, options.channel, options.target, new Date(now - 3600_000));
  if (latest && now - latest.getTime() < OTP_RESEND_SECONDS * 1000) {
    const seconds = Math.ceil((OTP_RESEND_SECONDS * 1000 - (now - latest.getTime())) / 1000);
    throw new AppError('RATE_LIMITED', 'errors.otp_wait', { params: { seconds } });
  }
  if (sent >= OTP_MAX_PER_HOUR) throw new AppError('RATE_LIMITED', 'errors.otp_limit');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await insertCode(deps.db, {
    channel: options.channel,
    target: options.target,
    userId: options.userId,
    codeHash: sha256(`${options.channel}:${options.target}:${code}`),
    expiresAt: new Date(now + OTP_TTL_MINUTES * 60_000),
  });
  return code;
}

async function checkCode(deps: Deps, options: { channel: Channel; target: string; code: string }) {
  const row = await findNewestOpenCode(deps.db, options.channel, options.target);
  const fail = (key: string) => new AppError('VALIDATION', key, { fields: { code: [key] } });
  if (!row) throw fail('errors.otp_invalid');
  if (row.expiresAt < new Date()) throw fail('errors.otp_expired');
  if (row.attempts >= OTP_MAX_ATTEMPTS) throw fail('errors.otp_attempts');
  if (!safeEqual(sha256(`${options.channel}:${options.target}:${options.code}`), row.codeHash)) {
    await countFailedAttempt(deps.db, row.id);
    throw fail(row.attempts + 1 >= OTP_MAX_ATTEMPTS ? 'errors.otp_attempts' : 'errors.otp_invalid');
  }
  if (!(await consumeCode(deps.db, row.id))) throw fail('errors.otp_invalid');
}

export async function generateMobileCode(deps: Deps, options: { actor: Actor; phone: string; lang: Language }) {
  const userId = requireMember(options.actor);
  if (await verifiedPhoneOwner(deps.db, options.phone, userId))
    throw new AppError('VALIDATION', 'errors.phone_taken', { fields: { phone_number: ['errors.phone_taken'] } });
  const code = await issueCode(deps, { channel: 'mobile', target: options.phone, userId });
  await deps.sms.send(options.phone, translate(options.lang, 'mail.otp_sms', { code, minutes: OTP_TTL_MINUTES }));
}

/** A verified code proves the number: it becomes the member's verified mobile number. */
export async function verifyMobileCode(deps: Deps, options: { actor: Actor; phone: string; code: string }) {
  const userId = requireMember(options.actor);
  if (await verifiedPhoneOwner(deps.db, options.phone, userId))
    throw new AppError('VALIDATION', 'errors.phone_taken', { fields: { phone_number: ['errors.phone_taken'] } });
  await checkCode(deps, { channel: 'mobile', target: options.phone, code: options.code });
  await updateProfileRow(deps.db, userId, { phoneNumber: options.phone, phoneVerified: true });
}

/** The mobile number a member was sent a code for that can still verify it, so a reload keeps the code field. */
export async function pendingMobileNumber(deps: Deps, userId: number): Promise<string | null> {
  return findPendingTarget(deps.db, 'mobile', userId, OTP_MAX_ATTEMPTS);
}

/**
 * A member may prove only their own address; a visitor (client token) only an address that no account
 * has yet — a sign-up in progress. So this call cannot be used to mail codes to members' addresses.
 */
export async function generateEmailCode(deps: Deps, options: { actor: Actor; email: string; lang: Language }) {
  const userId = options.actor?.userId ?? null;
  if (userId) await assertOwnEmail(deps, userId, options.email);
  else if (await findUserByEmail(deps.db, options.email))
    throw new AppError('VALIDATION', 'errors.otp_email_registered', { fields: { email: ['errors.otp_email_registered'] } });
  const code = await issueCode(deps, { channel: 'email', target: options.email, userId });
  await queueMail(deps, { to: options.email, lang: options.lang, template: 'email_code', params: { code, minutes: OTP_TTL_MINUTES } }, { urgent: true });
}

/** Proves an address; a member's own address is marked verified. */
export async function verifyEmailCode(deps: Deps, options: { actor: Actor; email: string; code: string }) {
  const userId = options.actor?.userId ?? null;
  if (userId) await assertOwnEmail(deps, userId, options.email);
  await checkCode(deps, { channel: 'email', target: options.email, code: options.code });
  if (userId) await updateUser(deps.db, userId, { emailVerified: true });
}

async function assertOwnEmail(deps: Deps, userId: number, email: string) {
  const user = await findUserById(deps.db, userId);
  if (!user || user.email.toLowerCase() !== email)
    throw new AppError('VALIDATION', 'errors.otp_email_mismatch', { fields: { email: ['errors.otp_email_mismatch'] } });
}
