import type { TFunction } from 'i18next';
import type { AuditRecord } from '#common/staff.ts';
import { formatDate } from '../../lib/directory-format.ts';
import { money } from './audit-names.ts';

// An entry's before and after as the office reads them: translated labels, states by their names
// ("Waiting for review"), amounts as money, dates as dates. One line per value that changed.

export type ChangeLine = { key: string; label: string; before: string | null; after: string | null };

/** Amounts and the key of their currency: the currency is shown with the amount, not on its own. */
const MONEY: Record<string, string> = { amount: 'currency', grand_total: 'currency', charged_amount: 'charged_currency' };
const NOT_SHOWN = new Set(['id', 'currency', 'charged_currency']);
const MESSAGE_KEY = /^[A-Za-z_]+(\.[A-Za-z_]+)+$/;
/** A fee table key: "annual.USD" (fee.update). */
const FEE_KEY = /^(annual|lifetime)\.([A-Z]{3})$/;

/** One level of nesting flattened, so a text in four languages shows the language that changed (`answer.th`). */
function flat(values: Record<string, unknown> | null): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values ?? {})) {
    if (value && typeof value === 'object' && !Array.isArray(value)) for (const [sub, v] of Object.entries(value)) out[`${key}.${sub}`] = v;
    else out[key] = value;
  }
  return out;
}

function label(t: TFunction, key: string): string {
  const fee = FEE_KEY.exec(key);
  if (fee) return `${t(`staff:membership.${fee[1]}`)} (${fee[2]})`;
  const [field, lang] = key.split('.');
  const name = t([`staff:audit.fields.${field}`, `staff:contentAdmin.fields.${field}`], { defaultValue: field.replace(/_/g, ' ') });
  return lang ? `${name} (${lang.toUpperCase()})` : name;
}

/** The state names the rest of the site uses, by the kind of record. */
function statusName(t: TFunction, kind: string, value: string): string {
  if (kind === 'school' || kind === 'teacher') return t(`messages:applications.status.${value}`, { defaultValue: value });
  if (kind === 'payment_transaction') return t(`staff:payments.statuses.${value}`, { defaultValue: value });
  return t(`messages:billing.status.${value}`, { defaultValue: value });
}

function show(t: TFunction, lang: string, record: AuditRecord, key: string, values: Record<string, unknown>): string | null {
  const value = values[key];
  if (value === null || value === undefined || value === '') return null;
  const fee = FEE_KEY.exec(key);
  if (fee) return money(lang, value, fee[2]);
  if (key in MONEY) return money(lang, value, values[MONEY[key]]) ?? String(value);
  if (typeof value === 'boolean') return t(value ? 'staff:audit.values.yes' : 'staff:audit.values.no');
  if (Array.isArray(value)) return value.map(String).join(', ') || null;
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  switch (key) {
    case 'status':
      return statusName(t, record.subject_kind, text);
    case 'invoice_status':
      return statusName(t, 'invoice', text);
    case 'reason':
      // The system's reasons are message keys (a declined card); the office's are its own words, shown as written.
      return MESSAGE_KEY.test(text) ? t(`messages:${text}`, { defaultValue: text }) : text;
    case 'type':
      return t(`billing:type.${text}`, { defaultValue: text });
    case 'listing':
      return t(`staff:audit.values.listing.${text}`, { defaultValue: text });
    case 'kind':
      return t(`staff:audit.task_kinds.${text}`, { defaultValue: text });
    case 'group':
    case 'category':
      return t(`staff:contentAdmin.choices.${key}.${text}`, { defaultValue: text });
    case 'valid_until':
      return /^\d{4}-\d{2}-\d{2}$/.test(text) ? formatDate(lang, text) : text;
    default:
      return text;
  }
}

export function changeLines(t: TFunction, lang: string, record: AuditRecord): ChangeLine[] {
  const before = flat(record.before);
  const after = flat(record.after);
  return (
    Object.keys({ ...before, ...after })
      .filter((key) => !NOT_SHOWN.has(key) && JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      .map((key) => ({
        key,
        label: label(t, key),
        before: key in before ? show(t, lang, record, key, before) : null,
        after: key in after ? show(t, lang, record, key, after) : null,
      }))
      // Nothing before and nothing after (a message left empty): nothing to read.
      .filter((line) => line.before !== null || line.after !== null)
  );
}
