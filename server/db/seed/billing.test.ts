import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, passwordLogin, type TestApp } from '../../test/harness.ts';
import { DEMO_PASSWORD } from './demo-logins.ts';
import { seedDemoIfEmpty } from './index.ts';

// The demo billing records (issue 11) go through the same calls as real ones; renewal invoices belong
// to the listings they renew, so paying one extends it (issue 32).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoIfEmpty(t.app.deps.db, t.config);
}, 120_000);
afterAll(() => t.close());

const teacherEnd = async (username: string) =>
  (
    (await t.app.deps.db.execute(
      `select t.valid_until::text as v from teachers t join users u on u.id = t.user_id where u.username = '${username}'`,
    )) as unknown as { rows: { v: string }[] }
  ).rows[0].v;

describe('demo billing', () => {
  it('gives ananda an unpaid renewal of her teacher page and a paid invoice with its receipt', async () => {
    const ananda = (await passwordLogin(t.app, 'ananda', DEMO_PASSWORD)).access_token;
    const invoices = (await call(t.app, ananda, { method: 'GET', url: '/api/invoice' })).json().results;
    expect(invoices.map((i: { status: string }) => i.status)).toEqual(['waiting_for_payment', 'paid']);
    expect(invoices[0]).toMatchObject({ type: 'renewal', bill_to: { country: 'IN' } });
    expect(invoices[0].items.map((i: { item_code: string }) => i.item_code)).toEqual(['CYT']);
    expect((await call(t.app, ananda, { method: 'GET', url: invoices[1].receipt_url })).statusCode).toBe(200);
  });

  it('gives staff a slip to verify, which renews mali’s teacher page for a year', async () => {
    const before = await teacherEnd('mali');
    const staff = (await passwordLogin(t.app, 'staff', DEMO_PASSWORD)).access_token;
    const pending = (await call(t.app, staff, { method: 'GET', url: '/api/staff/payment-transaction?status=pending' })).json().results;
    expect(pending).toHaveLength(1);
    expect((await call(t.app, staff, { method: 'GET', url: pending[0].slip_url })).statusCode).toBe(200);
    expect((await call(t.app, staff, { method: 'POST', url: `/api/staff/payment-transaction/${pending[0].id}/verify` })).json().invoice.status).toBe('paid');
    const after = await teacherEnd('mali');
    expect(Number(after.slice(0, 4)) - Number(before.slice(0, 4))).toBe(1);
    expect(after.slice(4)).toBe(before.slice(4));
  });
});

// Seeded view counts (decision 0060): shown on the cards as the "most viewed" order ranks them.
describe('demo view counts', () => {
  it('match every demo listing’s ranked count, with nothing left for the sweep', async () => {
    const { rows } = (await t.app.deps.db.execute(`
      select
        (select count(*)::int from schools s left join profile_view_counts c on c.kind = 'school' and c.profile_id = s.id
          where s.viewers > 0 and (c.viewers is distinct from s.viewers or c.ranked is distinct from s.viewers)) as schools_off,
        (select count(*)::int from teachers t left join profile_view_counts c on c.kind = 'teacher' and c.profile_id = t.id
          where t.viewers > 0 and (c.viewers is distinct from t.viewers or c.ranked is distinct from t.viewers)) as teachers_off,
        (select count(*)::int from profile_view_counts) as counted`)) as unknown as {
      rows: { schools_off: number; teachers_off: number; counted: number }[];
    };
    expect(rows[0]).toMatchObject({ schools_off: 0, teachers_off: 0 });
    expect(rows[0].counted).toBeGreaterThan(10);
  });
});
