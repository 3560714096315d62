import { issueDueCertificates } from '../domain/events/due-certificates.ts';
import { call, type TestApp } from './harness.ts';

/**
 * The school marks a booking of a running CE event attended, and the certificate sweep runs as it
 * would after the event's last session: the booking's certificate code.
 */
export async function certifiedAttendance(t: TestApp, schoolToken: string, bookingId: number): Promise<string> {
  const marked = await call(t.app, schoolToken, { method: 'PATCH', url: `/api/event-booking/${bookingId}/`, payload: { status: 'attended' } });
  if (marked.statusCode !== 200) throw new Error(`setup: attended → ${marked.statusCode} ${marked.body}`);
  await issueDueCertificates(t.app.deps, { now: new Date(Date.now() + 7 * 86_400_000) });
  const booking = await call(t.app, schoolToken, { method: 'GET', url: `/api/event-booking/${bookingId}/` });
  const code = booking.json().certificate?.code;
  if (!code) throw new Error(`setup: no certificate for booking ${bookingId}`);
  return code as string;
}
