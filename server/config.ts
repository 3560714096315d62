import path from 'node:path';
import { z } from 'zod';
import { type BankAccount, bankAccountOf } from './config-bank-account.ts';
import { ConfigError, describeEnvProblems } from './config-problems.ts';
import { deriveSecret, sessionSecretOf } from './config-secrets.ts';
import type { S3Settings } from './lib/storage-s3.ts';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  SESSION_SECRET: z.string().min(32).optional(),
  WEB_CLIENT_ID: z.string().default('web'),
  WEB_CLIENT_SECRET: z.string().min(16).optional(),
  API_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('World Yoga Alliance <no-reply@localhost>'),
  OFFICE_EMAIL: z.string().default('office@localhost'),
  SMS_URL: z.string().url().optional(),
  SMS_TOKEN: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_BASE_URL: z.string().url().default('https://www.googleapis.com'),
  GOOGLE_AUTH_URL: z.string().url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.string().url().default('https://oauth2.googleapis.com/token'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().optional(),
  RATE_LIMIT: z.enum(['on', 'off']).default('on'),
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).default(15_000),
  VIEW_BATCH_MS: z.coerce.number().int().min(0).optional(),
  TOKEN_CACHE_TTL_MS: z.coerce.number().int().min(0).optional(),
  TOKEN_REVOCATION_POLL_MS: z.coerce.number().int().min(50).default(1000),
  SEED_DEMO: z.enum(['on', 'off']).default('on'),
  STORE_URL: z.string().url().optional(),
  WORKER: z.enum(['inline', 'off']).default('inline'),
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).default(2),
  JOB_SUPERVISE_SECONDS: z.coerce.number().int().min(1).default(30),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0']).optional(),
  S3_PUBLIC_URL: z.string().url().optional(),
  VAT_PERCENT: z.coerce.number().int().min(0).max(100).default(0),
  BANK_NAME: z.string().optional(),
  BANK_BRANCH: z.string().optional(),
  BANK_ACCOUNT_NAME: z.string().optional(),
  BANK_ACCOUNT_NUMBER: z.string().optional(),
  BANK_SWIFT: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: z.string().url().optional(),
  TEST_PAYMENTS_WEBHOOK_SECRET: z.string().min(16).optional(),
  PAYMENTS: z.enum(['stripe', 'test', 'off']).optional(),
  METRICS_TOKEN: z.string().min(16).optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).default(25_000),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  publicUrl: string;
  sessionSecret: string;
  webClient: { id: string; secret: string };
  apiUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  officeEmail: string;
  sms?: { url: string; token?: string };
  google: { clientId?: string; clientSecret?: string; baseUrl: string; authUrl: string; tokenUrl: string };
  logLevel: string;
  trustProxy: boolean | string;
  rateLimit: boolean;
  /** How long a page rendered for logged-out visitors is reused (0 = off). */
  pageCacheTtlMs: number;
  viewBatchMs: number;
  /** How long a checked Bearer token is trusted from memory (0 = every call reads the database). */
  tokenCacheTtlMs: number;
  /** How often each process reads the revocation epoch: the bound on how late a revocation is seen elsewhere. */
  tokenRevocationPollMs: number;
  /** Whether `npm start` seeds an empty database with demo data. */
  seedDemo: boolean;
  /** The organisation's yoga store, linked from the community menu (hidden when unset). */
  storeUrl?: string;
  /** `inline`: this process also runs background jobs; `off`: only enqueues them (run `npm run worker`). */
  worker: 'inline' | 'off';
  /** How often an idle worker looks for jobs, and how often expired locks (dead workers) are reclaimed. */
  jobs: { pollSeconds: number; superviseSeconds: number };
  /** S3-compatible object storage for uploads (S3_BUCKET set); unset = $DATA_DIR/uploads. */
  s3?: S3Settings;
  /** Billing (docs/decisions/0015-billing.md): VAT added to invoices, and the account bank transfers go to (unset: not shown; the demo's is fictitious). */
  billing: { vatPercent: number; bankAccount?: BankAccount };
  /**
   * Card payments (docs/decisions/0017-card-payments.md, 0027-one-payment-in-flight.md): Stripe, the
   * built-in test processor, or none (bank transfer only). Production takes test cards only when told to.
   */
  payments: { mode: PaymentsMode; stripe?: { secretKey: string; webhookSecret: string; apiBase?: string }; testWebhookSecret?: string };
  /** Bearer token for /metrics; unset: open in development and tests, 404 in production. */
  metricsToken?: string;
  /** On SIGTERM/SIGINT: how long requests in flight and the running job get before the process exits 1. */
  shutdownTimeoutMs: number;
};

/** Who takes card payments: Stripe, the built-in test processor (no money moves), or nobody (bank transfer only). */
export type PaymentsMode = 'stripe' | 'test' | 'off';

/**
 * Reads and checks the environment; a problem is a ConfigError in plain words. Secrets not given derive
 * from SESSION_SECRET (docs/decisions/0034-shared-secrets.md).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(describeEnvProblems(EnvSchema.shape, env, parsed.error.issues));
  const e = parsed.data;
  // Without its webhook secret no Stripe payment could ever be confirmed: refuse to start.
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) throw new ConfigError(['STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY']);
  const paymentsMode = e.PAYMENTS ?? (e.STRIPE_SECRET_KEY ? 'stripe' : e.NODE_ENV === 'production' ? 'off' : 'test');
  if (paymentsMode === 'stripe' && !e.STRIPE_SECRET_KEY) throw new ConfigError(['PAYMENTS=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET']);
  const dataDir = path.resolve(overrides.dataDir ?? e.DATA_DIR);
  const sessionSecret = sessionSecretOf({
    given: e.SESSION_SECRET ?? overrides.sessionSecret,
    databaseUrl: e.DATABASE_URL,
    production: e.NODE_ENV === 'production',
    dataDir,
  });
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    redisUrl: e.REDIS_URL || undefined,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    sessionSecret,
    webClient: { id: e.WEB_CLIENT_ID, secret: e.WEB_CLIENT_SECRET ?? deriveSecret(sessionSecret, 'web-client-secret') },
    apiUrl: e.API_URL,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    officeEmail: e.OFFICE_EMAIL,
    sms: e.SMS_URL ? { url: e.SMS_URL, token: e.SMS_TOKEN } : undefined,
    google: {
      clientId: e.GOOGLE_CLIENT_ID || undefined,
      clientSecret: e.GOOGLE_CLIENT_SECRET || undefined,
      baseUrl: e.GOOGLE_BASE_URL.replace(/\/$/, ''),
      authUrl: e.GOOGLE_AUTH_URL,
      tokenUrl: e.GOOGLE_TOKEN_URL,
    },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true' ? true : (e.TRUST_PROXY ?? false),
    rateLimit: e.RATE_LIMIT === 'on',
    pageCacheTtlMs: e.PAGE_CACHE_TTL_MS,
    // Profile views written together this often (0: each at once).
    viewBatchMs: e.VIEW_BATCH_MS ?? 2_000,
    tokenCacheTtlMs: e.TOKEN_CACHE_TTL_MS ?? 60_000,
    tokenRevocationPollMs: e.TOKEN_REVOCATION_POLL_MS,
    seedDemo: e.SEED_DEMO === 'on',
    storeUrl: e.STORE_URL || undefined,
    worker: e.WORKER,
    jobs: { pollSeconds: e.JOB_POLL_SECONDS, superviseSeconds: e.JOB_SUPERVISE_SECONDS },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY || undefined,
          // Self-hosted services (S3_ENDPOINT) mostly need the bucket in the path; AWS does not.
          forcePathStyle: e.S3_FORCE_PATH_STYLE ? ['true', '1'].includes(e.S3_FORCE_PATH_STYLE) : Boolean(e.S3_ENDPOINT),
          publicUrl: e.S3_PUBLIC_URL?.replace(/\/$/, ''),
        }
      : undefined,
    billing: {
      vatPercent: e.VAT_PERCENT,
      bankAccount: bankAccountOf(e),
    },
    payments: {
      mode: paymentsMode,
      stripe:
        paymentsMode === 'stripe' && e.STRIPE_SECRET_KEY
          ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET as string, apiBase: e.STRIPE_API_BASE }
          : undefined,
      testWebhookSecret: e.TEST_PAYMENTS_WEBHOOK_SECRET,
    },
    metricsToken: e.METRICS_TOKEN || undefined,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    ...overrides,
  };
}
