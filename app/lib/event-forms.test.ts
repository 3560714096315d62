import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { EventFormSchema, minorToPrice, priceToMinor } from './event-forms.ts';

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return parseWithZod(data, { schema: EventFormSchema });
};

describe('event price', () => {
  it('reads amounts in the currency’s units and writes them back', () => {
    expect(priceToMinor('1,500.5')).toBe(150050);
    expect(priceToMinor('')).toBe(0);
    expect(priceToMinor('12.345')).toBeNull();
    expect(priceToMinor('-3')).toBeNull();
    expect(minorToPrice(150050)).toBe('1500.50');
    expect(minorToPrice(150000)).toBe('1500');
  });
});

describe('event form', () => {
  it('takes a complete event with the price in minor units', () => {
    const s = form({ subject: 'Retreat', start_date: '2030-01-02', end_date: '2030-01-05', price: '1500', currency: 'THB', is_active: 'on' });
    expect(s.status).toBe('success');
    if (s.status === 'success') expect(s.value).toMatchObject({ price: 150000, currency: 'THB', is_active: true });
  });

  it('names the fields in error: dates out of order, a bad price, no subject', () => {
    const s = form({ subject: '', start_date: '2030-01-05', end_date: '2030-01-02', price: 'abc', currency: 'THB' });
    expect(s.status).toBe('error');
    const errors = s.reply().error ?? {};
    expect(errors.subject).toEqual(['validation.required']);
    expect(errors.price).toEqual(['validation.invalid']);
  });

  it('refuses an end before the start', () => {
    const s = form({ subject: 'Retreat', start_date: '2030-01-05', end_date: '2030-01-02', price: '', currency: 'USD' });
    expect(s.reply().error?.end_date).toEqual(['validation.event_dates']);
  });
});
