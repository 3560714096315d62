import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, passwordLogin, type TestApp } from '../../test/harness.ts';
import { seedBilling } from './billing.ts';
import { seedFees } from './content.ts';
import { DEMO_PASSWORD, seedDemoMembers } from './demo.ts';

// The demo billing records (issue 11) go through the same calls as real ones.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoMembers(t.app.deps.db, t.config);
  await seedFees(t.app.deps.db);
  await seedBilling(t.app.deps.db, t.config);
}, 60_000);
afterAll(() => t.close());

describe('demo billing', () => {
  it('gives ananda an unpaid and a paid invoice with its receipt, and staff a slip to verify', async () => {
    const ananda = (await passwordLogin(t.app, 'ananda', DEMO_PASSWORD)).access_token;
    const invoices = (await call(t.app, ananda, { method: 'GET', url: '/api/invoice' })).json().results;
    expect(invoices.map((i: { status: string }) => i.status)).toEqual(['waiting_for_payment', 'paid']);
    expect(invoices[0].bill_to).toMatchObject({ country: 'IN' });
    expect((await call(t.app, ananda, { method: 'GET', url: invoices[1].receipt_url })).statusCode).toBe(200);

    const staff = (await passwordLogin(t.app, 'staff', DEMO_PASSWORD)).access_token;
    const pending = (await call(t.app, staff, { method: 'GET', url: '/api/staff/payment-transaction?status=pending' })).json().results;
    expect(pending).toHaveLength(1);
    expect((await call(t.app, staff, { method: 'GET', url: pending[0].slip_url })).statusCode).toBe(200);
    expect((await call(t.app, staff, { method: 'POST', url: `/api/staff/payment-transaction/${pending[0].id}/verify` })).json().invoice.status).toBe('paid');
  });
});
