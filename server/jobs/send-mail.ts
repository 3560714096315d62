import path from 'node:path';
import type { MailJob, StoredAttachment } from '../domain/mail/queue-mail.ts';
import type { MailAttachment } from '../lib/mail.ts';
import { type MailParams, renderMail } from '../lib/mail-templates.ts';
import { unseal } from '../lib/sealed.ts';
import type { JobKind } from './kinds.ts';

// 1 + 8 attempts, 30–60 s apart at first, doubling up to an hour (2–3 hours in all), then `failed`.
const mailQueueOptions = { retryLimit: 8, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 120, deleteAfterSeconds: 86_400 };

/** Bulk mail (notifications, renewal invoices …): sent 8 at a time, the next batch fetched at once. */
export const sendMailJob: JobKind<MailJob> = {
  name: 'send-mail',
  options: mailQueueOptions,
  concurrency: 8,
  async run(ctx, job) {
    const { config, mailer } = ctx.deps;
    const params = unseal<MailParams>(config.sessionSecret, job.params);
    const mail = renderMail(job.lang, job.template, params, config.publicUrl);
    const key = job.key ?? ctx.jobId;
    const attachments = job.attachments?.map((a) => readAttachment(a, config.dataDir));
    await ctx.once(key, () => mailer.send({ to: job.to, ...mail, replyTo: job.replyTo, attachments }, { key: `mail:${key}` }));
  },
};

/**
 * Mail a member is waiting for (reset link, code, receipt): the same job in a queue of its own, worked
 * by its own subscription so it never waits behind bulk mail, and woken by NOTIFY when one is queued.
 */
export const sendUrgentMailJob: JobKind<MailJob> = { ...sendMailJob, name: 'send-mail-urgent', options: { ...mailQueueOptions, notify: true } };

function readAttachment(a: StoredAttachment, dataDir: string): MailAttachment {
  const base = { filename: a.filename, contentType: a.contentType };
  return 'path' in a ? { ...base, path: path.resolve(dataDir, a.path) } : { ...base, content: Buffer.from(a.base64, 'base64') };
}
