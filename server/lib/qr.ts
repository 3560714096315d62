import { create } from 'qrcode';
import type { PdfDoc } from './pdf.ts';

// QR codes drawn by us from the `qrcode` library's matrix of modules: as vector rectangles in PDFs
// (pdfkit) and as one SVG path for pages, so both stay sharp at any size and neither embeds a
// picture. Error correction M (15 %): a printed card survives a scratch or a fold.

/** The light margin a reader needs around the code, in modules (ISO/IEC 18004). */
export const QUIET_ZONE = 4;

/** The dark modules of `text`'s QR code as horizontal runs: [row, first column, length]. */
export function qrRuns(text: string): { size: number; runs: [number, number, number][] } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const runs: [number, number, number][] = [];
  for (let row = 0; row < modules.size; row++) {
    let start = -1;
    for (let col = 0; col <= modules.size; col++) {
      const dark = col < modules.size && modules.get(row, col);
      if (dark && start < 0) start = col;
      else if (!dark && start >= 0) {
        runs.push([row, start, col - start]);
        start = -1;
      }
    }
  }
  return { size: modules.size, runs };
}

/**
 * The QR code for an SVG: `size` modules square (quiet zone included) and the path of its dark
 * modules, so a page draws `<svg viewBox="0 0 size size"><path d=…/></svg>` at any size.
 */
export function qrPath(text: string): { size: number; path: string } {
  const { size, runs } = qrRuns(text);
  const path = runs.map(([row, col, length]) => `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h${length}v1h-${length}z`).join('');
  return { size: size + 2 * QUIET_ZONE, path };
}

/**
 * Draws the QR code as filled rectangles, `width` points wide (quiet zone included) with its top
 * left corner at x, y; the light background is painted too, so it reads on any page colour.
 */
export function drawQr(doc: PdfDoc, text: string, box: { x: number; y: number; width: number }) {
  const { size, runs } = qrRuns(text);
  const module = box.width / (size + 2 * QUIET_ZONE);
  const left = box.x + QUIET_ZONE * module;
  const top = box.y + QUIET_ZONE * module;
  doc.save();
  doc.rect(box.x, box.y, box.width, box.width).fill('#ffffff');
  for (const [row, col, length] of runs) doc.rect(left + col * module, top + row * module, length * module, module);
  doc.fill('#000000');
  doc.restore();
}
