import type { Language } from '#common/constants.ts';
import { formatRegistryCode } from '#common/credential-codes.ts';
import { translate } from '../../lib/i18n.ts';
import { createPdf, pdfBuffer, writeText } from '../../lib/pdf.ts';
import { drawQr } from '../../lib/qr.ts';
import type { RegistryRow } from './registry.queries.ts';
import { verifyUrl } from './registry.ts';

// A registry card as a PDF in the member's language (labels in locales/*/credentials.json, `card.*`):
// an A6 landscape card with the listing's name, kind, levels, registration number, member since and
// valid until, and a QR code (vector, drawn from the matrix) of the address that checks it today.

const GREEN = '#2f6f5e';
const GREY = '#5c5f66';
/** A6 landscape, in points: prints on card stock or cut from A4, and reads on a phone. */
const PAGE: [number, number] = [419.53, 297.64];
const MARGIN = 24;
const QR_WIDTH = 118;

const dateIn = (iso: string, lang: Language) => new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

/** The card's levels line: a school's standards, or a teacher's type and hours. */
export function levelsLabel(row: Pick<RegistryRow, 'levels' | 'registrationHours'>, lang: Language): string {
  const hours = row.registrationHours ? translate(lang, 'credentials:hours', { hours: row.registrationHours }) : null;
  return [...row.levels, hours].filter(Boolean).join(' · ') || '—';
}

export async function renderRegistryCardPdf(row: RegistryRow, lang: Language, site: string): Promise<Buffer> {
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, `credentials:card.${key}`, params);
  const code = formatRegistryCode(row.registryCode);
  const url = verifyUrl(site, row.registryCode);
  const doc = await createPdf({ title: `${t('title')} ${code}`, lang, size: PAGE, margin: MARGIN });
  const [width, height] = PAGE;

  // Frame and header band.
  doc
    .roundedRect(8, 8, width - 16, height - 16, 10)
    .lineWidth(1.5)
    .stroke(GREEN);
  doc.save();
  doc.roundedRect(8, 8, width - 16, 56, 10).fill(GREEN);
  doc.rect(8, 40, width - 16, 24).fill(GREEN);
  doc.restore();
  doc.fillColor('#ffffff');
  writeText(doc, translate(lang, 'mail:layout.brand'), { bold: true, size: 14, width: width - 2 * MARGIN, lineBreak: false }, { x: MARGIN, y: 16 });
  writeText(doc, t('title'), { size: 10, width: width - 2 * MARGIN, lineBreak: false }, { x: MARGIN, y: 38 });

  // Who: kind, name, local name.
  const column = width - 2 * MARGIN - QR_WIDTH - 14;
  doc.fillColor(GREEN);
  writeText(doc, translate(lang, `credentials:kinds.${row.kind}`), { bold: true, size: 9, width: column }, { x: MARGIN, y: 78 });
  doc.fillColor('#000000');
  writeText(doc, row.name, { bold: true, size: 16, width: column, height: 60, ellipsis: true }, { x: MARGIN, y: doc.y + 2 });
  if (row.localName) writeText(doc, row.localName, { size: 11, width: column, height: 30, ellipsis: true }, { x: MARGIN, y: doc.y + 1 });

  // What: two rows of two facts.
  const facts: [string, string][] = [
    [t('levels'), levelsLabel(row, lang)],
    [t('number'), row.registrationNumber ?? '—'],
    [t('member_since'), row.memberSince ? dateIn(row.memberSince, lang) : '—'],
    [t('valid_until'), row.validUntil ? dateIn(row.validUntil, lang) : t('lifetime')],
  ];
  const half = (column - 10) / 2;
  let y = Math.max(doc.y + 10, 150);
  for (let i = 0; i < facts.length; i += 2) {
    let bottom = y;
    facts.slice(i, i + 2).forEach(([label, value], j) => {
      const x = MARGIN + j * (half + 10);
      doc.fillColor(GREY);
      writeText(doc, label, { size: 7.5, width: half }, { x, y });
      doc.fillColor('#000000');
      writeText(doc, value, { bold: true, size: 10, width: half }, { x, y: doc.y + 1 });
      bottom = Math.max(bottom, doc.y);
    });
    y = bottom + 8;
  }

  // Check: the QR code, its caption and the code.
  const qrX = width - MARGIN - QR_WIDTH;
  drawQr(doc, url, { x: qrX, y: 74, width: QR_WIDTH });
  doc.fillColor(GREY);
  writeText(doc, t('scan'), { size: 8, width: QR_WIDTH, align: 'center' }, { x: qrX, y: 74 + QR_WIDTH + 2 });
  doc.fillColor('#000000');
  writeText(doc, code, { bold: true, size: 11, width: QR_WIDTH, align: 'center', characterSpacing: 0.5 }, { x: qrX, y: doc.y + 1 });

  doc.fillColor(GREY);
  writeText(doc, t('verify_at', { url }), { size: 7, width: width - 2 * MARGIN, link: url, lineBreak: false }, { x: MARGIN, y: height - MARGIN - 12 });
  return pdfBuffer(doc);
}
