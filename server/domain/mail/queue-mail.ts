import type { Language } from '#common/constants.ts';
import type { Db } from '../../db/client.ts';
import type { MailAttachment } from '../../lib/mail.ts';
import type { MailParams, MailTemplate } from '../../lib/mail-templates.ts';
import { seal } from '../../lib/sealed.ts';
import type { Deps } from '../deps.ts';

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
  return deps.jobs.enqueue(options.urgent ? 'send-mail-urgent' : 'send-mail', payload, { db: options.db });
}

function storeAttachment(a: MailAttachment): StoredAttachment {
  const base = { filename: a.filename, contentType: a.contentType };
  return 'path' in a ? { ...base, path: a.path } : { ...base, base64: a.content.toString('base64') };
}
