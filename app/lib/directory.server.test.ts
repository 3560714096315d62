import { describe, expect, it } from 'vitest';
import type { EventCard } from '#common/directory.ts';
import { zonedInstant } from '#common/time-zones.ts';
import { eventView } from './directory.server.ts';
import { formatDateRange, formatPrice, formatTimeRange, formatZone } from './directory-format.ts';

const event = (fields: Partial<EventCard>): EventCard =>
  ({
    id: 1,
    start_date: '2027-03-05',
    end_date: '2027-03-09',
    start_time: '09:00',
    end_time: '17:30',
    timezone: 'Asia/Bangkok',
    price: 1_250_000,
    currency: 'THB',
    ...fields,
  }) as EventCard;

describe('eventView', () => {
  it('labels each event as formatting it anew would, whatever other events it shares labels with', () => {
    const events = [
      event({}),
      event({ id: 2, end_date: '2027-03-05', start_time: null, end_time: null, price: 0 }),
      event({ id: 3, timezone: 'Europe/Lisbon', start_date: '2027-07-01', end_date: '2027-07-02', price: 9_950, currency: 'EUR' }),
      // Same dates and price as the first, another zone and times: only those labels differ.
      event({ id: 4, timezone: 'America/New_York', start_time: '18:00', end_time: null }),
    ];
    for (const lang of ['en', 'th', 'zh', 'hi', 'en']) {
      for (const e of events) {
        const view = eventView(lang, e);
        expect(view).toMatchObject({
          ...e,
          dates_label: formatDateRange(lang, e.start_date, e.end_date),
          time_label: formatTimeRange(lang, e.start_time, e.end_time),
          price_label: e.price ? formatPrice(lang, e.price, e.currency) : '',
          zone_label: formatZone(lang, e.timezone, zonedInstant(e.start_date, e.start_time, e.timezone)),
        });
      }
    }
    expect(eventView('th', events[0]).dates_label).not.toBe(eventView('en', events[0]).dates_label);
    expect(eventView('en', events[1])).toMatchObject({ time_label: '', price_label: '' });
    // Summer time: the zone's offset is the one of the event's first day.
    expect(eventView('en', events[2]).zone_label).toBe('Europe/Lisbon (GMT+1)');
  });
});
