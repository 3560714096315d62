import type { Language } from '#common/constants.ts';
import { AppError } from '../../lib/errors.ts';
import { translate } from '../../lib/i18n.ts';
import { newToken, sha256 } from '../auth/secrets.ts';
import type { Deps } from '../deps.ts';
import { setPasswordAndRevokeSessions } from './users.ts';
import { consumePasswordResetToken, findPasswordResetToken, findUserByEmail, insertPasswordResetToken } from './users.queries.ts';

export const RESET_LINK_HOURS = 24;

const encodeUid = (id: number) => Buffer.from(String(id)).toString('base64url');
const decodeUid = (uid: string) => Number(Buffer.from(uid, 'base64url').toString());

/** Mails a single-use link; answers the same whether or not the email belongs to an account. */
export async function requestPasswordReset(deps: Deps, options: { email: string; lang: Language }) {
  const user = await findUserByEmail(deps.db, options.email);
  if (!user?.isActive) return;
  const token = newToken();
  await insertPasswordResetToken(deps.db, {
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + RESET_LINK_HOURS * 3600_000),
  });
  const link = `${deps.config.publicUrl}/auth/confirm-reset-password/${encodeUid(user.id)}/${token}?lang=${options.lang}`;
  await deps.mailer.send({
    to: user.email,
    subject: translate(options.lang, 'mail.reset_subject'),
    text: translate(options.lang, 'mail.reset_body', { name: user.firstName || user.username, hours: RESET_LINK_HOURS, link }),
  });
}

export async function confirmPasswordReset(deps: Deps, options: { uid: string; token: string; password: string }) {
  const row = await findPasswordResetToken(deps.db, sha256(options.token));
  if (!row || row.userId !== decodeUid(options.uid) || row.usedAt) throw new AppError('VALIDATION', 'errors.reset_link_invalid', { fields: { token: ['errors.reset_link_invalid'] } });
  if (row.expiresAt < new Date()) throw new AppError('VALIDATION', 'errors.reset_link_expired', { fields: { token: ['errors.reset_link_expired'] } });
  if (!(await consumePasswordResetToken(deps.db, row.id))) throw new AppError('VALIDATION', 'errors.reset_link_invalid', { fields: { token: ['errors.reset_link_invalid'] } });
  await setPasswordAndRevokeSessions(deps, row.userId, options.password);
}
