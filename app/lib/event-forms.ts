import { datesInOrder, EVENT_PRICE_MAX, EventFields } from '#common/events.ts';
import { z } from '#common/zod-setup.ts';

// The event editor's main form (issue 13): the API's own event fields, except that the price is typed
// in the currency's units (1,500.50) and sent in minor units (150050), as the API keeps money.

/** Every event currency (USD, THB, EUR, INR) has two decimals. */
const MINOR_PER_UNIT = 100;

/** "1,500.5" → 150050; empty → 0 (a free event). Null when it is not an amount. */
export function priceToMinor(text: string): number | null {
  const clean = text.replace(/[\s,]/g, '');
  if (clean === '') return 0;
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  const [whole, fraction = ''] = clean.split('.');
  return Number(whole) * MINOR_PER_UNIT + Number(fraction.padEnd(2, '0'));
}

/** 150050 → "1500.50"; whole amounts without decimals ("1500"). */
export function minorToPrice(minor: number): string {
  const whole = Math.floor(minor / MINOR_PER_UNIT);
  const cents = minor % MINOR_PER_UNIT;
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`;
}

const PriceField = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const minor = priceToMinor(v ?? '');
    if (minor === null || minor > EVENT_PRICE_MAX) {
      ctx.addIssue({ code: 'custom', message: 'validation.invalid' });
      return z.NEVER;
    }
    return minor;
  });

export const EventFormSchema = z
  .object({ ...EventFields, price: PriceField, currency: EventFields.currency.unwrap() })
  .omit({ country: true, region: true })
  .refine(datesInOrder, { message: 'validation.event_dates', path: ['end_date'] });
export type EventFormValue = z.output<typeof EventFormSchema>;
export const EVENT_FORM_FIELDS = Object.keys(EventFormSchema.shape);

/** Switches a form leaves out when off, and texts left empty: sent as off and empty so the API clears them. */
export const EVENT_FLAGS = ['accept_eyep', 'accept_ce', 'is_active', 'waiting_list'] as const;
export const EVENT_CLEARABLE = {
  text: ['free_time_activities', 'start_time', 'end_time', 'address', 'city', 'contact_name', 'contact_email', 'contact_phone'],
  lists: [],
  flags: [...EVENT_FLAGS],
};
