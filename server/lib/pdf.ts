import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';

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

/** A new A4 document with the fonts registered. */
export function createPdf(info: { title: string; lang: string }): PdfDoc {
  const doc = new PDFDocument({ size: 'A4', margin: 50, lang: info.lang, info: { Title: info.title, Producer: 'World Yoga Alliance' } });
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
