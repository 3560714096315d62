import type { Language } from '#common/constants.ts';
import { sendPasswordResetLink } from '../domain/users/password-reset.ts';
import type { JobKind } from './kinds.ts';

/** Looks the address up and mails the link (password-reset.ts), so the request answers alike for any address. */
export const passwordResetJob: JobKind<{ email: string; lang: Language }> = {
  name: 'password-reset-request',
  // `notify`: a worker starts it as soon as it is queued; the member is waiting for the link.
  options: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 60, deleteAfterSeconds: 86_400, notify: true },
  async run(ctx, payload) {
    await ctx.once(`password-reset:${ctx.jobId}`, () => sendPasswordResetLink(ctx.deps, { ...payload, jobId: ctx.jobId }));
  },
};
