import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** API clients (the web itself, mobile apps, partners). Secrets are stored hashed. */
export const oauthClients = pgTable('oauth_clients', {
  id: serial('id').primaryKey(),
  clientId: varchar('client_id', { length: 100 }).notNull().unique(),
  clientSecretHash: text('client_secret_hash').notNull(),
  name: varchar('name', { length: 200 }).notNull(),
  grants: text('grants').array().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per issued token pair; tokens are opaque and stored as SHA-256 hashes. */
export const oauthTokens = pgTable(
  'oauth_tokens',
  {
    id: serial('id').primaryKey(),
    accessTokenHash: varchar('access_token_hash', { length: 64 }).notNull(),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }).notNull(),
    refreshTokenHash: varchar('refresh_token_hash', { length: 64 }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    clientId: integer('client_id')
      .notNull()
      .references(() => oauthClients.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Every pair rotated from one login shares its family, so a replayed refresh token can end them all. */
    family: varchar('family', { length: 32 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('oauth_tokens_access_idx').on(t.accessTokenHash),
    uniqueIndex('oauth_tokens_refresh_idx').on(t.refreshTokenHash),
    index('oauth_tokens_user_idx').on(t.userId),
    index('oauth_tokens_family_idx').on(t.family),
  ],
);

/** Refresh tokens already rotated: presenting one again signals theft (OAuth 2.0 Security BCP). Kept for a refresh token's lifetime. */
export const spentRefreshTokens = pgTable(
  'spent_refresh_tokens',
  {
    refreshTokenHash: varchar('refresh_token_hash', { length: 64 }).primaryKey(),
    family: varchar('family', { length: 32 }).notNull(),
    spentAt: timestamp('spent_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The pair that replaced it, encrypted with a key only the spent token itself gives (refresh.ts):
     * a concurrent request of the same session that presents it within the grace gets that same pair.
     */
    successor: text('successor'),
  },
  (t) => [index('spent_refresh_tokens_spent_idx').on(t.spentAt)],
);

export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 40 }).notNull(),
    uid: varchar('uid', { length: 255 }).notNull(),
    extraData: jsonb('extra_data'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('social_accounts_provider_uid_idx').on(t.provider, t.uid)],
);

/** Codes sent by SMS or email to prove a number or address. Stored hashed; single use. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    channel: varchar('channel', { length: 10 }).notNull(),
    target: varchar('target', { length: 254 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('one_time_codes_target_idx').on(t.channel, t.target, t.createdAt)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * One row: a counter that database triggers raise whenever a token row is deleted or a member's
 * active or staff flag changes (see the auth_epoch migration). Every process polls it to drop its
 * cache of checked tokens, so a revocation reaches all processes within the poll interval.
 */
export const authEpoch = pgTable('auth_epoch', {
  id: integer('id').primaryKey(),
  epoch: bigint('epoch', { mode: 'number' }).notNull().default(0),
});
