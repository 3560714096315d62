import { MantineProvider } from '@mantine/core';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { EventDetail } from '#common/directory.ts';
import { createI18n } from '../../lib/i18n.ts';
import { theme } from '../../theme.ts';
import { BookingCard } from './booking-card.tsx';

// An event page's booking card says before the click what a booking gets: a place, a place on the
// waiting list (with how many wait), or nothing when it is full and the school keeps no waiting list.

type Availability = EventDetail['availability'];
const open: Availability = { places_left: null, full: false, waiting_list: true, waitlisted: 0 };
const full = (waitlisted: number): Availability => ({ places_left: 0, full: true, waiting_list: true, waitlisted });

function render(i18n: i18n, node: ReactNode): string {
  const Stub = createRoutesStub([
    {
      path: '/event/1',
      Component: () => (
        <I18nextProvider i18n={i18n}>
          <MantineProvider theme={theme}>{node}</MantineProvider>
        </I18nextProvider>
      ),
    },
  ]);
  // Text only: what the member reads, in order.
  return renderToStaticMarkup(<Stub initialEntries={['/event/1']} />)
    .replace(/<style[^>]*>.*?<\/style>/gs, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
const card = (i18n: i18n, availability: Availability, loggedIn = true) =>
  render(i18n, <BookingCard booking={null} loggedIn={loggedIn} loginHref="/auth/login" availability={availability} />);

describe('BookingCard', () => {
  it('offers the waiting list, with how many wait, instead of a place on a full event', async () => {
    const en = await createI18n('en');
    expect(card(en, open)).toBe('Book a place');
    expect(card(en, { ...open, places_left: 1 })).toBe('Book a place 1 place left');
    expect(card(en, { ...open, places_left: 4 })).toBe('Book a place 4 places left');
    expect(card(en, full(0))).toBe('Full — join the waiting list Nobody is on the waiting list yet.');
    expect(card(en, full(1))).toBe('Full — join the waiting list 1 person is on the waiting list.');
    expect(card(en, full(3))).toBe('Full — join the waiting list 3 people are on the waiting list.');
    expect(card(en, full(3), false)).toBe('Full — log in to join the waiting list 3 people are on the waiting list.');
    expect(card(en, { ...full(0), waiting_list: false })).toBe('Fully booked');
  });

  it('says the same in Thai, Chinese and Hindi', async () => {
    expect(card(await createI18n('th'), full(2))).toBe('เต็มแล้ว — ลงชื่อในรายชื่อรอ มีผู้อยู่ในรายชื่อรอ 2 คน');
    expect(card(await createI18n('zh'), full(2))).toBe('已满 — 加入候补名单 候补名单中已有 2 人。');
    const hi = await createI18n('hi');
    expect(card(hi, full(1))).toBe('भर गया — प्रतीक्षा सूची में शामिल हों प्रतीक्षा सूची में 1 व्यक्ति है।');
    expect(card(hi, full(5))).toBe('भर गया — प्रतीक्षा सूची में शामिल हों प्रतीक्षा सूची में 5 लोग हैं।');
  });
});

describe('counts on the event and booking pages', () => {
  it('are singular for one', async () => {
    const en = await createI18n('en');
    expect(en.t('directory:registration_limit_value', { count: 1 })).toBe('1 participant');
    expect(en.t('directory:registration_limit_value', { count: 20 })).toBe('20 participants');
    expect(en.t('listing:certificates.earned', { count: 1, code: 'X' })).toBe('1 CE hour · code X');
    expect(en.t('listing:certificates.earned', { count: 7.5, code: 'X' })).toBe('7.5 CE hours · code X');
    for (const lang of ['th', 'zh', 'hi']) {
      const t = (await createI18n(lang)).t;
      for (const count of [1, 2]) {
        for (const key of ['directory:registration_limit_value', 'listing:certificates.earned', 'bookings.waitlisted', 'bookings.places_left']) {
          const text = t(key, { count, code: 'X' });
          expect(text, `${lang} ${key} ${count}`).toContain(String(count));
          expect(text, `${lang} ${key} ${count}`).not.toMatch(/^[\w:.]+$/);
        }
      }
    }
  });

  it('the contact gate asks to log in, in good English', async () => {
    expect((await createI18n('en')).t('directory:contact_gate')).toBe('Log in to see contact information.');
  });
});
