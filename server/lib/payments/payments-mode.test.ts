import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { seedFees } from '../../db/seed/content.ts';
import { card, feeInvoice } from '../../test/billing.ts';
import { call, createTestApp, newMember, type TestApp } from '../../test/harness.ts';
import { describePayments } from './index.ts';

// Who takes card payments (docs/decisions/0027-one-payment-in-flight.md): production never takes test
// cards unless told to (PAYMENTS=test), and says plainly at start what it does.

const env = (extra: Record<string, string>) => loadConfig({ SESSION_SECRET: 'x'.repeat(40), WEB_CLIENT_SECRET: 'y'.repeat(24), ...extra });
const STRIPE = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };

describe('the payments mode', () => {
  it('is off in production without Stripe keys, the test processor only when asked, Stripe with its keys', () => {
    expect(env({ NODE_ENV: 'production' }).payments.mode).toBe('off');
    expect(env({ NODE_ENV: 'production', PAYMENTS: 'test' }).payments.mode).toBe('test');
    expect(env({ NODE_ENV: 'development' }).payments.mode).toBe('test');
    expect(env({ NODE_ENV: 'production', ...STRIPE }).payments.mode).toBe('stripe');
    expect(env({ NODE_ENV: 'production', ...STRIPE, PAYMENTS: 'off' }).payments).toMatchObject({ mode: 'off', stripe: undefined });
    expect(() => env({ NODE_ENV: 'production', PAYMENTS: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => env({ PAYMENTS: 'maybe' })).toThrow(/PAYMENTS/);
  });

  it('is said plainly at start, as a warning when production takes test cards or none', () => {
    expect(describePayments(env({ NODE_ENV: 'production', PAYMENTS: 'test' }))).toMatchObject({
      level: 'warn',
      message: expect.stringMatching(/TEST processor/),
    });
    expect(describePayments(env({ NODE_ENV: 'production' }))).toMatchObject({ level: 'warn', message: expect.stringMatching(/OFF/) });
    expect(describePayments(env({ NODE_ENV: 'production', ...STRIPE }))).toEqual({ level: 'info', message: 'Card payments: Stripe' });
  });
});

describe('a site without card payments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { PAYMENTS: 'off' });
    await seedFees(t.app.deps.db);
  }, 60_000);
  afterAll(() => t?.close());

  it('offers the transfer alone and refuses a card payment with a message that says so', async () => {
    const member = await newMember(t.app);
    const row = await feeInvoice(t, member.pk);
    expect((await call(t.app, member.token, { method: 'GET', url: `/api/order/${row.id}` })).json().card).toBeNull();
    const started = await call(t.app, member.token, { method: 'POST', url: '/api/payment/make-payment', payload: card(row.id, 'no-cards-here'), lang: 'hi' });
    expect(started.statusCode).toBe(409);
    expect(started.json().detail).toBe('इस साइट पर कार्ड से भुगतान उपलब्ध नहीं है। कृपया बैंक ट्रांसफ़र से भुगतान करें।');
    for (const processor of ['test', 'stripe'])
      expect((await t.app.inject({ method: 'POST', url: `/api/payment/webhook/${processor}`, payload: '{}' })).statusCode).toBe(404);
  });
});
