// Reads QR codes back the way a phone would: from pixels. A PDF's first page is rasterised by
// poppler's pdftoppm (as the billing tests read PDFs with pdftotext), an SVG by sharp; jsQR decodes.
import { execFileSync } from 'node:child_process';
import jsQR from 'jsqr';
import sharp from 'sharp';

/** Grey pixels (one byte each) as the RGBA jsQR reads. */
function rgba(grey: Uint8Array, channels = 1): Uint8ClampedArray {
  const pixels = grey.length / channels;
  const out = new Uint8ClampedArray(pixels * 4);
  for (let i = 0; i < pixels; i++) {
    const v = grey[i * channels];
    out.set([v, v, v, 255], i * 4);
  }
  return out;
}

/** The text of the QR code on a PDF's first page, or null when none can be read. */
export function decodePdfQr(pdf: Buffer, dpi = 150): string | null {
  const pgm = execFileSync('pdftoppm', ['-r', String(dpi), '-gray', '-singlefile', '-f', '1', '-l', '1', '-'], { input: pdf, maxBuffer: 64 * 1024 * 1024 });
  // Binary PGM: "P5\n<width> <height>\n<max>\n" then one byte per pixel.
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('pdftoppm gave no PGM image');
  const [head, width, height] = [header[0].length, Number(header[1]), Number(header[2])];
  return jsQR(rgba(pgm.subarray(head, head + width * height)), width, height)?.data ?? null;
}

/** An SVG image of a QR code's path (qrPath, as a page draws it). */
export const svgOfQr = (qr: { size: number; path: string }) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${qr.size} ${qr.size}"><rect width="${qr.size}" height="${qr.size}" fill="#fff"/><path d="${qr.path}"/></svg>`;

/** The text of the QR code an SVG image draws, or null. */
export async function decodeSvgQr(svg: string, width = 400): Promise<string | null> {
  const { data, info } = await sharp(Buffer.from(svg)).resize(width).flatten({ background: '#ffffff' }).greyscale().raw().toBuffer({ resolveWithObject: true });
  return jsQR(rgba(data, info.channels), info.width, info.height)?.data ?? null;
}
