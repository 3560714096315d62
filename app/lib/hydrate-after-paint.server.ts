import { Transform, type TransformCallback } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

/**
 * The page's JavaScript starts downloading after its first paint instead of before it.
 *
 * React Router's `<Scripts>` puts one `<link rel="modulepreload">` per chunk in the head (≈ 60–90
 * on a page) and a module script whose static imports start the route modules at once. On a phone's
 * connection those ≈ 250 KB (compressed) compete with the stylesheet, the fonts and the first
 * picture, so the server-rendered page appeared only after most of the code had arrived (Lighthouse
 * FCP 3–5 s). The page is complete without JavaScript (links and forms work), so the code only needs
 * to be there to take over.
 *
 * The rewrite: the modulepreload links are removed from the head, and the module script first waits
 * for the first frame (requestAnimationFrame runs only once the stylesheets have loaded), then adds
 * the same modulepreload links (so the chunks still download in parallel, not as a chain of imports)
 * and imports the route modules dynamically, in the same order, before the entry as before.
 */
export function deferHydration(html: string): string {
  const preloads: string[] = [];
  const withoutPreloads = html.replace(/<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g, (_, href: string) => {
    preloads.push(href);
    return '';
  });
  if (preloads.length === 0) return html;
  return withoutPreloads.replace(/(<script[^>]*type="module"[^>]*>)([\s\S]*?)(<\/script>)/, (all, open: string, body: string, close: string) => {
    if (!body.includes('import(')) return all;
    const imports = body.replace(/import \* as (\w+) from ("[^"]+");/g, 'const $1 = await import($2);');
    const start = [
      // Hidden tabs get no frames: they take over at once (nothing is painted there anyway).
      "if (document.visibilityState !== 'hidden') await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));",
      `for (const href of ${JSON.stringify(preloads)}) { const l = document.createElement('link'); l.rel = 'modulepreload'; l.href = href; document.head.append(l); }`,
    ].join('\n');
    return `${open}${start}\n${imports}${close}`;
  });
}

/** A stream of the rendered page, rewritten by `deferHydration` once the module script has passed. */
const MODULE_SCRIPT = 'type="module"';
const SCRIPT_END = '</script>';

export class DeferHydrationStream extends Transform {
  private pending: string[] = [];
  /** The end of what was searched, so that a marker split between two chunks is still found. */
  private tail = '';
  private inModuleScript = false;
  private done = false;
  // Decodes across chunks, so a character split between two chunks is not broken.
  private decoder = new StringDecoder('utf8');

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
    const text = typeof chunk === 'string' ? chunk : this.decoder.write(chunk);
    if (this.done) return callback(null, text);
    this.pending.push(text);
    // Each chunk is searched once: searching the whole page so far again on every chunk cost
    // ≈ 1 ms on a school profile (80 KB in ≈ 40 chunks).
    let window = this.tail + text;
    if (!this.inModuleScript) {
      const at = window.indexOf(MODULE_SCRIPT);
      if (at !== -1) {
        this.inModuleScript = true;
        window = window.slice(at + MODULE_SCRIPT.length);
      }
    }
    if (!this.inModuleScript || !window.includes(SCRIPT_END)) {
      this.tail = window.slice(-(MODULE_SCRIPT.length - 1));
      return callback();
    }
    this.done = true;
    const out = deferHydration(this.pending.join(''));
    this.pending = [];
    callback(null, out);
  }

  override _flush(callback: TransformCallback) {
    const rest = this.pending.join('') + this.decoder.end();
    callback(null, rest || undefined);
  }
}
