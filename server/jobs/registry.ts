import { cardExpiryJob } from './card-expiry.ts';
import { cardRefundJob } from './card-refund.ts';
import { dataExportJob, dataExportsSweepJob } from './data-export.ts';
import { databaseMaintenanceJob } from './database-maintenance.ts';
import { dueCertificatesJob } from './due-certificates.ts';
import type { JobKind } from './kinds.ts';
import { passwordResetJob } from './password-reset.ts';
import { popularityRanksJob } from './popularity-ranks.ts';
import { renewalsJob } from './renewals.ts';
import { sendMailJob, sendUrgentMailJob } from './send-mail.ts';
import { sendReceiptJob } from './send-receipt.ts';
import { testWebhookJob } from './test-webhook.ts';

/**
 * Every kind of job the product runs, each with its own queue (urgent mail first, for drainJobs too).
 * Imported by the composition root (server/deps.ts) and tests only: the domain queues jobs by name
 * (server/domain/jobs.ts) and never imports their code.
 */
export const JOB_KINDS: JobKind[] = [
  sendUrgentMailJob as JobKind,
  sendMailJob as JobKind,
  passwordResetJob as JobKind,
  sendReceiptJob as JobKind,
  renewalsJob as JobKind,
  testWebhookJob as JobKind,
  cardExpiryJob as JobKind,
  cardRefundJob as JobKind,
  dataExportJob as JobKind,
  dataExportsSweepJob as JobKind,
  dueCertificatesJob as JobKind,
  databaseMaintenanceJob as JobKind,
  popularityRanksJob as JobKind,
];
