import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENCIES } from '#common/constants.ts';
import { invoiceItems, invoices, notifications, schools, staffTasks, teachers } from '../../db/schema/index.ts';
import { seedFees } from '../../db/seed/content.ts';
import { staffToken } from '../../test/applications.ts';
import { days } from '../../test/directory-fixtures.ts';
import { call, createTestApp, newMember, type TestApp } from '../../test/harness.ts';
import { ownSchool, ownTeacher } from '../../test/own-listings.ts';
import { runRenewals } from './renewals.ts';

// Renewal for every kind of listing (docs/decisions/0029-every-level-priced.md): a school without
// RSY or CYS, an RTY teacher and a CYT teacher, at 31, 30, 7, 0 and −1 days; and a fee the office
// has not set: one task for the office, a reminder that tells the truth, and the invoice as soon as
// the fee is there.

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedFees(t.app.deps.db);
  staff = await staffToken(t.app);
}, 60_000);
afterAll(() => t.close());

const TODAY = days(0);
type Kind = {
  name: string;
  make: (userId: number) => Promise<{ id: number }>;
  table: typeof schools | typeof teachers;
  kind: 'school' | 'teacher';
  code: string;
};
const KINDS: Kind[] = [
  { name: 'a school of AYP alone', make: (u) => ownSchool(t, u, { levels: ['AYP'] }), table: schools, kind: 'school', code: 'AYP' },
  { name: 'an RTY teacher', make: (u) => ownTeacher(t, u), table: teachers, kind: 'teacher', code: 'RTY-200' },
  { name: 'a CYT teacher', make: (u) => ownTeacher(t, u, { registrationType: 'CYT' }), table: teachers, kind: 'teacher', code: 'CYT' },
];

async function listing(kind: Kind, endsIn: number) {
  const member = await newMember(t.app);
  const { id } = await kind.make(member.pk);
  await t.app.deps.db
    .update(kind.table)
    .set({ validUntil: days(endsIn), membershipType: 'annual', currency: 'USD' })
    .where(eq(kind.table.id, id));
  return { member, id };
}
const renewalsOf = (kind: Kind, id: number) =>
  t.app.deps.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.applicationKind, kind.kind), eq(invoices.applicationId, id), eq(invoices.type, 'renewal')));
const itemCodes = async (invoiceId: number) =>
  (await t.app.deps.db.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, invoiceId))).map((i) => i.itemCode);
const noticesOf = async (userId: number) =>
  (await t.app.deps.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => `${n.messageKey}:${n.params.days ?? ''}`);

describe.each(KINDS)('renewal of $name', (kind) => {
  it('invoices from 30 days before the end, reminds at 30 and 7, says it lapsed the day after, once each', async () => {
    const at = Object.fromEntries(await Promise.all([31, 30, 7, 0, -1].map(async (offset) => [offset, await listing(kind, offset)] as const)));
    await runRenewals(t.app.deps, { today: TODAY });
    await runRenewals(t.app.deps, { today: TODAY });
    expect(await renewalsOf(kind, at[31].id)).toHaveLength(0);
    expect(await noticesOf(at[31].member.pk)).toEqual([]);
    for (const offset of [30, 7, 0, -1]) {
      const made = await renewalsOf(kind, at[offset].id);
      expect(made, `${offset} days`).toHaveLength(1);
      expect(made[0]).toMatchObject({ status: 'waiting_for_payment', membershipType: 'annual', currency: 'USD', userId: at[offset].member.pk });
      expect(await itemCodes(made[0].id)).toEqual([kind.code]);
    }
    expect(await noticesOf(at[30].member.pk)).toEqual(expect.arrayContaining(['membership_expiring:30', 'invoice_issued:']));
    expect(await noticesOf(at[7].member.pk)).toEqual(expect.arrayContaining(['membership_expiring:7']));
    expect((await noticesOf(at[0].member.pk)).filter((n) => n.startsWith('membership_'))).toEqual([]);
    expect(await noticesOf(at[-1].member.pk)).toEqual(expect.arrayContaining(['membership_expired:']));
  });
});

describe('a fee the office has not set', () => {
  it('gives the office one task, the member a truthful reminder, and the invoice once the fee is set', async () => {
    const cyt = KINDS[2];
    await t.app.deps.db.execute("delete from fee_amounts where item_id = (select id from fee_items where code = 'CYT')");
    const soon = await listing(cyt, 30);
    const later = await listing(cyt, 7);
    await runRenewals(t.app.deps, { today: TODAY });
    await runRenewals(t.app.deps, { today: TODAY });
    expect(await renewalsOf(cyt, soon.id)).toHaveLength(0);
    expect(await noticesOf(soon.member.pk)).toEqual(['membership_expiring_no_invoice:30']);
    expect(await noticesOf(later.member.pk)).toEqual(['membership_expiring_no_invoice:7']);
    const tasks = await t.app.deps.db.select().from(staffTasks).where(eq(staffTasks.key, 'renewal-fee:CYT'));
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({ kind: 'renewal_fee_missing', resolvedAt: null, details: { code: 'CYT', count: 2 } });
    const listed = (await call(t.app, staff, { method: 'GET', url: '/api/staff/tasks' })).json().results as { kind: string; summary: string }[];
    expect(listed.find((x) => x.kind === 'renewal_fee_missing')?.summary).toMatch(/^Set the CYT fee in every currency for both membership types: 2 renewals/);
    expect((await call(t.app, staff, { method: 'GET', url: '/api/staff/dashboard' })).json().unpriced_fees).toEqual(['CYT']);

    // The office sets the fee: the next pass invoices both, tells them, and the task closes itself.
    const amounts = (['annual', 'lifetime'] as const).flatMap((fee_type) => CURRENCIES.map((currency) => ({ code: 'CYT', fee_type, currency, amount: 5000 })));
    expect((await call(t.app, staff, { method: 'PUT', url: '/api/staff/content/fees', payload: { amounts } })).statusCode).toBe(200);
    await runRenewals(t.app.deps, { today: TODAY });
    expect(await renewalsOf(cyt, soon.id)).toHaveLength(1);
    expect(await renewalsOf(cyt, later.id)).toHaveLength(1);
    expect(await noticesOf(soon.member.pk)).toContain('invoice_issued:');
    const [task] = await t.app.deps.db.select().from(staffTasks).where(eq(staffTasks.key, 'renewal-fee:CYT'));
    expect(task.resolvedAt).not.toBeNull();
  });
});
