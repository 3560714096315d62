import { formatCertificateCode } from '#common/certificates.ts';
import type { Language } from '#common/constants.ts';
import { translate } from '../../lib/i18n.ts';
import { createPdf, pdfBuffer, writeCentred } from '../../lib/pdf.ts';
import { drawQr } from '../../lib/qr.ts';
import type { CertificateRecord } from './certificates.queries.ts';
import { hoursOf } from './certificates.ts';

// A certificate of attendance as a PDF in the member's language (labels in locales/*/listing.json,
// `certificates.pdf.*`): the member, the event and school, its dates, the CE hours, the code and the
// address where anyone can check it. Fonts per script come from server/lib/pdf.ts.

/** The QR code's width in points, its quiet zone included. */
const QR_WIDTH = 100;

const dateIn = (iso: string, lang: Language) => new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

export async function renderCertificatePdf(c: CertificateRecord, lang: Language, site: string): Promise<Buffer> {
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, `listing:certificates.pdf.${key}`, params);
  const code = formatCertificateCode(c.code);
  const verifyUrl = `${site}/certificates/${code}`;
  const doc = await createPdf({ title: `${t('title')} ${code}`, lang });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc
    .rect(left - 15, doc.page.margins.top - 15, width + 30, doc.page.height - doc.page.margins.top - doc.page.margins.bottom + 30)
    .lineWidth(2)
    .stroke('#2f6f5e');
  doc.moveDown(5);
  writeCentred(doc, translate(lang, 'mail:layout.brand'), { bold: true, size: 16, width });
  doc.moveDown(1.5);
  writeCentred(doc, t('title'), { bold: true, size: 26, width });
  doc.moveDown(1.5);
  writeCentred(doc, t('certifies'), { size: 12, width });
  doc.moveDown(0.5);
  writeCentred(doc, c.memberName, { bold: true, size: 22, width });
  doc.moveDown(0.5);
  writeCentred(doc, t('attended'), { size: 12, width });
  doc.moveDown(0.5);
  writeCentred(doc, c.eventSubject, { bold: true, size: 16, width });
  writeCentred(doc, t('held_by', { school: c.schoolName }), { size: 12, width });
  doc.moveDown(1.5);
  const dates = c.startDate === c.endDate ? dateIn(c.startDate, lang) : `${dateIn(c.startDate, lang)} – ${dateIn(c.endDate, lang)}`;
  const facts: [string, string][] = [
    [t('dates'), dates],
    [t('hours'), t('hours_value', { hours: hoursOf(c.minutes) })],
    [t('issued'), dateIn(c.issuedAt.toISOString(), lang)],
    [t('code'), code],
  ];
  for (const [label, value] of facts) writeCentred(doc, `${label}: ${value}`, { size: 12, width });
  doc.moveDown(1.5);
  // The same check as a QR code (vector, server/lib/qr.ts), so a phone opens the address.
  drawQr(doc, verifyUrl, { x: left + (width - QR_WIDTH) / 2, y: doc.y, width: QR_WIDTH });
  doc.y += QR_WIDTH + 4;
  writeCentred(doc, t('verify'), { size: 10, width });
  writeCentred(doc, verifyUrl, { size: 10, width, link: verifyUrl });
  return pdfBuffer(doc);
}
