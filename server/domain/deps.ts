import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Mailer } from '../lib/mail.ts';
import type { PaymentAdapter } from '../lib/payments/index.ts';
import type { SmsSender } from '../lib/sms.ts';
import type { Storage } from '../lib/storage.ts';
import type { ViewCounter } from './directory/view-counter.ts';
import type { JobPort } from './jobs.ts';

/** What domain functions may use; passed in, never imported, so tests can build their own. */
export type Deps = {
  db: Db;
  config: Config;
  mailer: Mailer;
  /** Work that need not finish inside the request (mail, later PDFs and reminders) goes here. */
  jobs: JobPort;
  sms: SmsSender;
  /** Card payments: Stripe or the built-in test processor. */
  payments: PaymentAdapter;
  storage: Storage;
  /** Profile views, written in batches. */
  views: ViewCounter;
  log: FastifyBaseLogger;
};
