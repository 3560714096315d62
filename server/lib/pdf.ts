import { createRequire } from 'node:module';
import path from 'node:path';
import type PDFDocument from 'pdfkit';

// PDF documents with text in every interface language. pdfkit has no font fallback, so text is cut
// into runs per script and each run is set in its own Noto font, embedded as a subset. The fonts come
// from npm packages (full TTF/OTF, not the web's woff subsets); nothing is fetched at run time.

const require = createRequire(import.meta.url);
const FONT_FILES = {
  latin: ['@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf', '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'],
  thai: ['@expo-google-fonts/noto-sans-thai/400Regular/NotoSansThai_400Regular.ttf', '@expo-google-fonts/noto-sans-thai/700Bold/NotoSansThai_700Bold.ttf'],
  devanagari: [
    '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
    '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
  ],
  cjk: ['@embedpdf/fonts-sc:NotoSansHans-Regular.otf', '@embedpdf/fonts-sc:NotoSansHans-Bold.otf'],
} as const;
type Script = keyof typeof FONT_FILES;

/** A font file's path; `package:file` for a package that only exports its entry (the fonts sit in its fonts/ folder). */
function fontPath(script: Script, bold: boolean): string {
  const file = FONT_FILES[script][bold ? 1 : 0];
  const [pkg, name] = file.split(':');
  if (!name) return require.resolve(file);
  return path.join(path.dirname(require.resolve(pkg)), '..', 'fonts', name);
}

/** Which font a character needs; null for characters any font can take (spaces, digits…), which join the run they are in. */
function scriptOf(char: string): Script | null {
  const code = char.codePointAt(0) ?? 0;
  if (code >= 0x0e00 && code <= 0x0e7f) return 'thai';
  if ((code >= 0x0900 && code <= 0x097f) || (code >= 0xa8e0 && code <= 0xa8ff) || (code >= 0x1cd0 && code <= 0x1cff)) return 'devanagari';
  if (
    (code >= 0x2e80 && code <= 0x9fff) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xfe30 && code <= 0xfe4f) ||
    (code >= 0xff00 && code <= 0xffef) ||
    (code >= 0x20000 && code <= 0x2fa1f)
  )
    return 'cjk';
  if (/[\p{L}\p{M}]/u.test(char)) return 'latin';
  return null;
}

/**
 * Splits text into runs of one script each. Neutral characters (spaces, digits, punctuation,
 * symbols: every font here has them) stay with the run they are in, or join the first run.
 */
export function scriptRuns(text: string): { script: Script; text: string }[] {
  const runs: { script: Script; text: string }[] = [];
  let leading = '';
  for (const char of text) {
    const script = scriptOf(char);
    const last = runs.at(-1);
    if (script === null) {
      if (last) last.text += char;
      else leading += char;
    } else if (last && script === last.script) last.text += char;
    else {
      runs.push({ script, text: runs.length ? char : leading + char });
      leading = '';
    }
  }
  if (leading) runs.push({ script: 'latin', text: leading });
  return runs;
}

export type PdfDoc = InstanceType<typeof PDFDocument>;
type TextOptions = PDFKit.Mixins.TextOptions & { bold?: boolean; size?: number };

/**
 * A new document (A4 unless said) with the fonts registered. pdfkit (with fontkit and a brotli
 * decoder, ≈ 1.5 MB of code) is loaded on the first document, not by every process at start.
 */
export async function createPdf(info: { title: string; lang: string; size?: string | [number, number]; margin?: number }): Promise<PdfDoc> {
  const { default: PDF } = await import('pdfkit');
  const doc = new PDF({
    size: info.size ?? 'A4',
    margin: info.margin ?? 50,
    lang: info.lang,
    info: { Title: info.title, Producer: 'World Yoga Alliance' },
  });
  for (const script of Object.keys(FONT_FILES) as Script[]) {
    doc.registerFont(`${script}`, fontPath(script, false));
    doc.registerFont(`${script}-bold`, fontPath(script, true));
  }
  doc.font('latin');
  return doc;
}

/** Writes text in as many fonts as its scripts need, as one paragraph (pdfkit `continued` runs). */
export function writeText(doc: PdfDoc, text: string, options: TextOptions = {}, position?: { x: number; y: number }) {
  const { bold, size, ...rest } = options;
  if (size) doc.fontSize(size);
  const runs = scriptRuns(text || ' ');
  runs.forEach((run, index) => {
    doc.font(`${run.script}${bold ? '-bold' : ''}`);
    const continued = index < runs.length - 1;
    // Shaped scripts (Thai marks, Devanagari conjuncts) reorder and merge glyphs, so a glyph's own
    // character map cannot give the text back: the span carries it whole (ActualText).
    const shaped = run.script === 'thai' || run.script === 'devanagari';
    if (shaped) doc.markContent('Span', { actual: run.text });
    if (index === 0 && position) doc.text(run.text, position.x, position.y, { ...rest, continued });
    else doc.text(run.text, { ...rest, continued });
    if (shaped) doc.endMarkedContent();
  });
  doc.font('latin');
}

/** The finished document's bytes. */
export function pdfBuffer(doc: PdfDoc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/**
 * Text centred in `width` from the left margin. pdfkit centres each `continued` run by itself, so
 * text of several scripts is laid out here: measured run by run, then set on one line. Text too
 * wide for one line is written as a left-aligned paragraph instead.
 */
export function writeCentred(doc: PdfDoc, text: string, options: { bold?: boolean; size: number; width: number; link?: string }) {
  const runs = scriptRuns(text || ' ');
  const fontOf = (script: Script) => `${script}${options.bold ? '-bold' : ''}`;
  doc.fontSize(options.size);
  if (runs.length === 1) {
    doc.font(fontOf(runs[0].script));
    writeText(doc, text, { bold: options.bold, width: options.width, align: 'center', ...(options.link ? { link: options.link } : {}) });
    return;
  }
  const widths = runs.map((run) => doc.font(fontOf(run.script)).widthOfString(run.text));
  const total = widths.reduce((a, b) => a + b, 0);
  const left = doc.page.margins.left;
  if (total > options.width) {
    writeText(doc, text, { bold: options.bold, width: options.width }, { x: left, y: doc.y });
    return;
  }
  const y = doc.y;
  // pdfkit sets text from the top of its font's line; fonts of different scripts have different
  // ascents, so each run is lowered to share the tallest run's baseline.
  const ascentOf = (script: Script) => ((doc.font(fontOf(script)) as unknown as { _font: { ascender: number } })._font.ascender * options.size) / 1000;
  const baseline = Math.max(...runs.map((run) => ascentOf(run.script)));
  let x = left + (options.width - total) / 2;
  let bottom = y;
  runs.forEach((run, index) => {
    const drop = baseline - ascentOf(run.script);
    const shaped = run.script === 'thai' || run.script === 'devanagari';
    if (shaped) doc.markContent('Span', { actual: run.text });
    doc.text(run.text, x, y + drop, { lineBreak: false });
    if (shaped) doc.endMarkedContent();
    bottom = Math.max(bottom, y + drop + doc.currentLineHeight(true));
    x += widths[index];
  });
  doc.font('latin');
  doc.x = left;
  doc.y = bottom;
}
