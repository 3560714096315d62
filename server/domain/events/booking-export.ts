import { formatCertificateCode } from '#common/certificates.ts';
import type { Language } from '#common/constants.ts';
import { formatCsv } from '../../lib/csv.ts';
import { translate } from '../../lib/i18n.ts';
import type { Actor } from '../access.ts';
import type { Deps } from '../deps.ts';
import { selectAllBookingsOfEvent } from './bookings.queries.ts';
import { bookingJson } from './bookings.ts';
import { requireOwnEvent } from './event-owner.ts';

// The bookings of an event as a CSV file for its school (issue 13): what the school's booking page
// shows, in the owner's language. Values members typed (names, reasons) cannot become formulas.

/** More bookings than any event takes; a file stays a size a spreadsheet opens. */
const MAX_ROWS = 20_000;
const COLUMNS = ['booking', 'name', 'email', 'status', 'booked_at', 'cancel_reason', 'cancelled_by', 'certificate', 'hours'] as const;

export async function exportEventBookings(deps: Deps, options: { actor: Actor; eventId: number; lang: Language }) {
  const event = await requireOwnEvent(deps, options.actor, options.eventId);
  const rows = await selectAllBookingsOfEvent(deps.db, options.eventId, MAX_ROWS);
  const t = (key: string) => translate(options.lang, `listing:schoolBookings.csv.${key}`);
  const body = rows.map((row) => {
    const b = bookingJson(row, options.lang);
    return [
      b.id,
      b.member.name,
      b.member.email,
      b.status_label,
      b.created_at.slice(0, 16).replace('T', ' '),
      b.cancel_reason,
      b.cancelled_by ? t(`by_${b.cancelled_by}`) : '',
      b.certificate ? formatCertificateCode(b.certificate.code) : '',
      b.certificate ? b.certificate.hours : '',
    ];
  });
  return { csv: formatCsv([COLUMNS.map(t), ...body]), fileName: `bookings-event-${event.event.id}.csv` };
}
