import type { Language } from '#common/constants.ts';
import type { Db } from '../db/client.ts';
import type { MailJob } from './mail/queue-mail.ts';

/**
 * The background jobs the domain may queue, by name, with each one's payload. The code that runs
 * them lives in server/jobs/ (one file per kind) and is wired up in server/jobs/registry.ts; the
 * domain only queues.
 */
export type JobPayloads = {
  'send-mail': MailJob;
  'send-mail-urgent': MailJob;
  'password-reset-request': { email: string; lang: Language };
  'send-receipt': { invoiceId: number };
  'card-refund': { transactionId: number; reference: string | null; amount: number; currency: string };
  renewals: { day: string };
  'card-payments-expire': { slot: string };
  'due-certificates': { slot: string };
  'test-processor-webhook': { body: string };
  'data-export': { exportId: number };
  'data-exports-sweep': { day: string };
  'database-maintenance': { day: string };
  'popularity-ranks': { slot: string };
};
export type JobName = keyof JobPayloads;

export type EnqueueOptions = {
  /** A transaction to enqueue in: the job exists only if the caller's writes commit. */
  db?: Db;
  startAfter?: Date;
  /** At most one job with this key per `singletonSeconds`, across every process (pg-boss throttling). */
  singletonKey?: string;
  singletonSeconds?: number;
};

/** What the domain sees of the job queue. */
export type Enqueue = <N extends JobName>(name: N, payload: JobPayloads[N], options?: EnqueueOptions) => Promise<string>;
export type JobPort = { enqueue: Enqueue };
