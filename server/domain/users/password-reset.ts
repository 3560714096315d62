import type { Language } from '#common/constants.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/errors.ts';
import { newToken, sha256 } from '../../lib/secrets.ts';
import type { Deps } from '../deps.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { consumePasswordResetToken, endPasswordResetLinks, findPasswordResetToken, findUserByEmail, insertPasswordResetToken } from './users.queries.ts';
import { setPasswordAndRevokeSessions } from './users.ts';

export const RESET_LINK_HOURS = 24;

const encodeUid = (id: number) => Buffer.from(String(id)).toString('base64url');
const decodeUid = (uid: string) => Number(Buffer.from(uid, 'base64url').toString());

/**
 * Answers the same, in the same time, whether or not the email belongs to an account: the request
 * only queues a job, and the job looks the address up and mails the link.
 */
export async function requestPasswordReset(deps: Deps, options: { email: string; lang: Language }) {
  await deps.jobs.enqueue('password-reset-request', options);
}

/** Mails a single-use link to an active account's address; unknown addresses get nothing (run by a job). */
export async function sendPasswordResetLink(deps: Deps, options: { email: string; lang: Language; jobId: string }) {
  const user = await findUserByEmail(deps.db, options.email);
  if (!user?.isActive) return;
  const token = newToken();
  // Only the newest link works: an older one, perhaps still in a forgotten mailbox, ends with it.
  await inTransaction(deps.db, async (tx) => {
    await endPasswordResetLinks(tx, user.id);
    await insertPasswordResetToken(tx, { userId: user.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + RESET_LINK_HOURS * 3600_000) });
  });
  const link = `${deps.config.publicUrl}/auth/confirm-reset-password/${encodeUid(user.id)}/${token}?lang=${options.lang}`;
  // Keyed by the job: a re-run after a crash does not mail a second link.
  await queueMail(
    deps,
    {
      to: user.email,
      lang: options.lang,
      template: 'password_reset',
      params: { name: user.firstName || user.username, hours: RESET_LINK_HOURS, link },
      key: `password-reset:${options.jobId}`,
    },
    { urgent: true },
  );
}

/** Checks an emailed link without using it, so the page can say at once that it is used, expired or unknown. */
export async function checkPasswordResetLink(deps: Deps, options: { uid: string; token: string }) {
  const row = await findPasswordResetToken(deps.db, sha256(options.token));
  if (!row || row.userId !== decodeUid(options.uid) || row.usedAt)
    throw new AppError('VALIDATION', 'errors.reset_link_invalid', { fields: { token: ['errors.reset_link_invalid'] } });
  if (row.expiresAt < new Date()) throw new AppError('VALIDATION', 'errors.reset_link_expired', { fields: { token: ['errors.reset_link_expired'] } });
  return row;
}

export async function confirmPasswordReset(deps: Deps, options: { uid: string; token: string; password: string }) {
  const row = await checkPasswordResetLink(deps, options);
  if (!(await consumePasswordResetToken(deps.db, row.id)))
    throw new AppError('VALIDATION', 'errors.reset_link_invalid', { fields: { token: ['errors.reset_link_invalid'] } });
  await setPasswordAndRevokeSessions(deps, row.userId, options.password);
}
