import { issueDueCertificates } from '../domain/events/due-certificates.ts';
import type { JobKind } from './kinds.ts';

/** The sweep of certificates due after an event's last session (due-certificates.ts); each is issued once, so a repeated run is harmless. */
export const dueCertificatesJob: JobKind<{ slot: string }> = {
  name: 'due-certificates',
  options: { retryLimit: 2, retryDelay: 60, expireInSeconds: 300, deleteAfterSeconds: 86_400 },
  async run(ctx) {
    const issued = await issueDueCertificates(ctx.deps, { now: new Date() });
    if (issued) ctx.deps.log.info({ issued }, 'certificates of attendance issued after the last session');
  },
};
