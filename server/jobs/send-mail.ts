import path from 'node:path';
import type { Language } from '#common/constants.ts';
import type { Db } from '../db/client.ts';
import type { Deps } from '../domain/deps.ts';
import type { MailAttachment } from '../lib/mail.ts';
import { type MailParams, type MailTemplate, renderMail } from '../lib/mail-templates.ts';
import type { JobKind } from './kinds.ts';
import { seal, unseal } from './sealed.ts';

/** An attachment as the job stores it (JSON): a file path (relative = under DATA_DIR) or base64 bytes. */
export type StoredAttachment = { filename: string; contentType?: string } & ({ path: string } | { base64: string });

export type MailJob = {
  to: string;
  /** The recipient's language: the template is rendered in it when the mail is sent. */
  lang: Language;
  template: MailTemplate;
  /** The template's parameters, sealed (they may hold a reset link or a code). */
  params: string;
  replyTo?: string;
  attachments?: StoredAttachment[];
  /** Names the mail for good (e.g. `contact:42`): the same key is never sent twice. Default: the job id. */
  key?: string;
};

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

export type QueuedMail = {
  to: string;
  lang: Language;
  template: MailTemplate;
  params: MailParams;
  replyTo?: string;
  /** Files by path, or bytes (stored base64 in the job; keep them small, e.g. a receipt PDF). */
  attachments?: MailAttachment[];
  key?: string;
};

/**
 * Queues a mail for the worker; nothing is sent inside the request. Pass the request's transaction
 * as `db` so the mail is queued only if the data it tells about is committed, and `urgent` for mail a
 * member is waiting for (it goes ahead of bulk mail).
 */
export function queueMail(deps: Pick<Deps, 'jobs' | 'config'>, mail: QueuedMail, options: { db?: Db; urgent?: boolean } = {}): Promise<string> {
  const { params, attachments, ...rest } = mail;
  const payload: MailJob = { ...rest, params: seal(deps.config.sessionSecret, params), attachments: attachments?.map(storeAttachment) };
  return deps.jobs.enqueue(options.urgent ? sendUrgentMailJob : sendMailJob, payload, { db: options.db });
}

function storeAttachment(a: MailAttachment): StoredAttachment {
  const base = { filename: a.filename, contentType: a.contentType };
  return 'path' in a ? { ...base, path: a.path } : { ...base, base64: a.content.toString('base64') };
}

function readAttachment(a: StoredAttachment, dataDir: string): MailAttachment {
  const base = { filename: a.filename, contentType: a.contentType };
  return 'path' in a ? { ...base, path: path.resolve(dataDir, a.path) } : { ...base, content: Buffer.from(a.base64, 'base64') };
}
