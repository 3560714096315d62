import type { Language } from '#common/constants.ts';
import type { AuditSubject } from '#common/staff.ts';
import type { Db } from '../../db/client.ts';
import { pick } from '../content/localize.ts';
import {
  CONTENT_TITLES,
  selectFeeCodes,
  selectInvoices,
  selectMembers,
  selectPaidMethods,
  selectPayments,
  selectRatings,
  selectSchools,
  selectTaskKinds,
  selectTeachers,
  selectTestimonialNames,
} from './audit-subjects.queries.ts';

// Names the records a page of the audit log is about, so that the office reads "Lotus Yoga Bangkok"
// and "INV-2026-000042 for ₹7,500.00" instead of record numbers. Read now, not when the entry was
// written: a record renamed since shows its name of today, a deleted one none (the entry's before
// and after keep what it was).

const NOTHING: AuditSubject = { name: null, member: null, amount: null, currency: null, method: null, invoice_public_id: null, listing: null };

export type SubjectRef = { kind: string; id: number };
const keyOf = (kind: string, id: number) => `${kind}:${id}`;

type InvoiceRow = Awaited<ReturnType<typeof selectInvoices>>[number];
const invoiceFacts = (row: InvoiceRow): Partial<AuditSubject> => ({
  name: row.number,
  member: row.member,
  amount: row.total,
  currency: row.currency,
  invoice_public_id: row.publicId,
  listing: row.listingKind && row.listingId ? { kind: row.listingKind, id: row.listingId, name: row.reference } : null,
});

export async function readAuditSubjects(db: Db, refs: SubjectRef[], lang: Language): Promise<(ref: SubjectRef) => AuditSubject> {
  const found = new Map<string, AuditSubject>();
  const put = (kind: string, id: number, facts: Partial<AuditSubject>) => found.set(keyOf(kind, id), { ...NOTHING, ...facts });
  const readers: Record<string, (ids: number[]) => Promise<void>> = {
    school: async (ids) => {
      for (const r of await selectSchools(db, ids)) put('school', r.id, { name: r.name, member: r.member });
    },
    teacher: async (ids) => {
      for (const r of await selectTeachers(db, ids)) put('teacher', r.id, { name: r.name, member: r.member });
    },
    user: async (ids) => {
      for (const r of await selectMembers(db, ids)) {
        const name = `${r.firstName} ${r.lastName}`.trim();
        // An erased member's placeholder e-mail is no one's: the web says "Deleted member".
        put('user', r.id, { name: r.deleted ? null : name ? `${name} (${r.email})` : r.email, member: r.id });
      }
    },
    invoice: async (ids) => {
      const [rows, methods] = await Promise.all([selectInvoices(db, ids), selectPaidMethods(db, ids)]);
      for (const r of rows) put('invoice', r.id, { ...invoiceFacts(r), method: methods.get(r.id) ?? null });
    },
    payment_transaction: async (ids) => {
      for (const r of await selectPayments(db, ids))
        put('payment_transaction', r.id, { ...invoiceFacts(r), amount: r.amount, currency: r.paidIn, method: r.method });
    },
    school_rating: async (ids) => {
      for (const r of await selectRatings(db, ids))
        put('school_rating', r.id, { name: r.name, member: r.member, listing: { kind: 'school', id: r.school, name: r.name } });
    },
    fee_item: async (ids) => {
      for (const r of await selectFeeCodes(db, ids)) put('fee_item', r.id, { name: r.name });
    },
    staff_task: async (ids) => {
      for (const r of await selectTaskKinds(db, ids)) put('staff_task', r.id, { name: r.name });
    },
    testimonial: async (ids) => {
      for (const r of await selectTestimonialNames(db, ids)) put('testimonial', r.id, { name: r.name });
    },
    ...Object.fromEntries(
      Object.entries(CONTENT_TITLES).map(([kind, select]) => [
        kind,
        async (ids: number[]) => {
          for (const r of await select(db, ids)) put(kind, r.id, { name: pick(r.title, lang) });
        },
      ]),
    ),
  };
  await Promise.all(
    Object.entries(readers).map(([kind, read]) => {
      const ids = [...new Set(refs.filter((r) => r.kind === kind).map((r) => r.id))];
      return ids.length ? read(ids) : undefined;
    }),
  );
  return (ref) => found.get(keyOf(ref.kind, ref.id)) ?? NOTHING;
}
