import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { renderCertificatePdf } from '../domain/events/certificate-pdf.ts';
import type { CertificateRecord } from '../domain/events/certificates.queries.ts';
import { decodePdfQr, decodeSvgQr, svgOfQr } from '../test/qr-decode.ts';
import { createPdf, pdfBuffer } from './pdf.ts';
import { drawQr, qrPath, qrRuns } from './qr.ts';

const URL = 'https://www.worldyogaalliance.example/verify/7K3QX-M9TZ2';
const pages = (pdf: Buffer) => Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', ['-'], { input: pdf }).toString())?.[1]);

describe('QR codes', () => {
  it('draws the matrix as runs of dark modules, the same text giving the same code', () => {
    const { size, runs } = qrRuns(URL);
    expect(size).toBeGreaterThanOrEqual(21);
    expect(runs.every(([row, col, length]) => row < size && col + length <= size && length > 0)).toBe(true);
    expect(qrRuns(URL)).toEqual({ size, runs });
  });

  it('reads back from the SVG path of a page', async () => {
    const qr = qrPath(URL);
    expect(qr.size).toBe(qrRuns(URL).size + 8);
    expect(qr.path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
    expect(await decodeSvgQr(svgOfQr(qr))).toBe(URL);
  });

  it('reads back from a PDF, where it is drawn as vector rectangles', async () => {
    const doc = await createPdf({ title: 'QR', lang: 'en' });
    drawQr(doc, URL, { x: 200, y: 300, width: 90 });
    const pdf = await pdfBuffer(doc);
    expect(decodePdfQr(pdf)).toBe(URL);
    // No picture in the file: the modules are paths.
    expect(execFileSync('pdfimages', ['-list', '-'], { input: pdf }).toString().trim().split('\n')).toHaveLength(2);
  });

  it('puts the check page of a certificate of attendance on the certificate, on one page', async () => {
    const record: CertificateRecord = {
      id: 1,
      code: 'ABCDEFGHJK',
      bookingId: 1,
      userId: 1,
      memberName: 'สมชาย ใจดี',
      eventSubject: 'Yin yoga continuing education',
      schoolName: 'Lanna Yoga Chiang Mai',
      startDate: '2026-03-01',
      endDate: '2026-03-03',
      minutes: 1080,
      issuedAt: new Date('2026-03-04T00:00:00Z'),
      revokedAt: null,
    };
    for (const lang of ['en', 'th'] as const) {
      const pdf = await renderCertificatePdf(record, lang, 'http://localhost:3000');
      expect(decodePdfQr(pdf)).toBe('http://localhost:3000/certificates/ABCDE-FGHJK');
      expect(pages(pdf)).toBe(1);
    }
  });
});
