// Helpers of the billing tests (issue 11): invoices made straight from the fee table, a submitted
// application with its invoice, and request bodies.
import type { Language } from '#common/constants.ts';
import { selectFees } from '../domain/billing/billing.queries.ts';
import { createInvoice } from '../domain/billing/invoices.ts';
import { COMPLETE_SCHOOL, multipart, SCHOOL_DOCUMENTS, uploadDocuments } from './applications.ts';
import { call, newMember, type TestApp } from './harness.ts';
import { pdf } from './upload-files.ts';

/** An invoice of one fee item for a member, without an application (as a renewal would be). */
export async function feeInvoice(
  t: TestApp,
  userId: number,
  options: { code?: string; currency?: string; membershipType?: 'annual' | 'lifetime'; lang?: Language } = {},
) {
  const { code = 'RTY-200', currency = 'USD', membershipType = 'annual', lang = 'en' } = options;
  const [fee] = await selectFees(t.app.deps.db, [code], membershipType, currency);
  return createInvoice(t.app.deps, {
    db: t.app.deps.db,
    userId,
    type: 'renewal',
    membershipType,
    currency,
    language: lang,
    reference: `Test ${code}`,
    items: [{ itemCode: fee.code, product: fee.name, quantity: 1, unitPrice: fee.amount, discountPercent: 0, discount: 0, amount: fee.amount, sortOrder: 0 }],
  });
}

/** A new member's complete school application, submitted: it waits for payment with its invoice. */
export async function submittedSchool(t: TestApp, options: { currency?: string; membership?: string; lang?: string; levels?: string[] } = {}) {
  const member = await newMember(t.app);
  const created = await call(t.app, member.token, {
    method: 'POST',
    url: '/api/school/school',
    payload: { ...COMPLETE_SCHOOL, name: `School ${member.pk}`, ...(options.levels ? { levels: options.levels, main_teacher_hours: 4600 } : {}) },
    lang: options.lang,
  });
  const id = created.json().id as number;
  await uploadDocuments(t.app, member.token, `/api/school/school/${id}/document`, SCHOOL_DOCUMENTS);
  const res = await call(t.app, member.token, {
    method: 'POST',
    url: `/api/school/school/${id}/submit`,
    payload: { membership_type: options.membership ?? 'annual', currency: options.currency ?? 'USD' },
    lang: options.lang,
  });
  if (res.json().status !== 'awaiting_payment') throw new Error(`setup: submit → ${res.statusCode} ${res.body}`);
  const invoices = (await call(t.app, member.token, { method: 'GET', url: '/api/invoice-outstanding' })).json().results as { id: number }[];
  return { member, schoolId: id, invoiceId: invoices[0].id };
}

/** The body of `POST payment/make-payment`: it starts a card payment; the card goes to the processor's page. */
export const card = (invoice: number, key: string) => ({ invoice, idempotency_key: key });

/** A test card as typed on the test processor's card page. */
export const testCard = (number = '4242 4242 4242 4242') => ({ card_number: number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' });

/** The session id in a redirect to the test processor's card page. */
export const sessionOf = (redirectUrl: string) => redirectUrl.replace('/billing/test-card/', '');

/**
 * A card payment as the member makes it: start it, then pay on the test processor's card page (which
 * sends the signed webhook). Answers both steps' responses.
 */
export async function payByCard(t: TestApp, token: string, invoice: number, key: string, number?: string) {
  const start = await call(t.app, token, { method: 'POST', url: '/api/payment/make-payment', payload: card(invoice, key) });
  if (start.statusCode !== 200) return { start, session: null };
  const id = sessionOf(start.json().redirect_url);
  const session = await call(t.app, token, { method: 'POST', url: `/api/payment/test-processor/session/${id}/card`, payload: testCard(number) });
  return { start, session };
}

/** A bank-transfer record with its slip (multipart). */
export const transferBody = (
  invoice: number,
  slip: { file: Buffer; name: string; type?: string } | null = { file: pdf(), name: 'slip.pdf', type: 'application/pdf' },
) =>
  multipart({
    invoice: String(invoice),
    bank: 'Kasikorn Bank',
    branch: 'Nimman',
    account_name: 'Mali Srisuk',
    account_number: '123-4-56789-0',
    date: '2026-03-01',
    time: '14:30',
    ...(slip ? { slip } : {}),
  });

export const ADDRESS = {
  first_name: 'Mali',
  last_name: 'Srisuk',
  organisation: 'Lotus Valley Yoga School',
  country: 'TH',
  state_province: 'Chiang Mai',
  post_code: '50200',
  address: '12 Nimman Road, Suthep',
};
