import { Transform, type TransformCallback } from 'node:stream';
import { APPLY_DEFERRED_STYLES, linkCriticalCss } from './critical-css.server.ts';
import { PAGE_NAMESPACES_GLOBAL } from './i18n-namespaces.ts';

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
export function deferHydration(html: string, namespaces?: readonly string[]): string {
  const { html: rest, preloads } = withoutPreloads(html);
  if (preloads.length === 0) return html;
  return rest.replace(MODULE_SCRIPT_ELEMENT, (script) => deferScript(script, preloads, namespaces));
}

const PRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
const MODULE_SCRIPT_ELEMENT = /<script[^>]*type="module"[^>]*>[\s\S]*?<\/script>/;

/** The page (or its head) without its modulepreload links, and their addresses in order. */
function withoutPreloads(html: string): { html: string; preloads: string[] } {
  const preloads: string[] = [];
  const rest = html.replace(PRELOAD_LINK, (_, href: string) => {
    preloads.push(href);
    return '';
  });
  return { html: rest, preloads };
}

/**
 * The module script, waiting for the first frame, then adding the preloads and importing as before.
 *
 * The work is spread over short tasks, so that the page answers a tap between them (Lighthouse's
 * Total Blocking Time counts every task over 50 ms on a phone's CPU): the links are added one per
 * task (each costs 0.5–8 ms of the page's thread, the most while DevTools records the page), the
 * page waits until all have loaded, and every chunk but the entry is evaluated on its own, those
 * imported by others first (an import evaluates what it imports before itself, so the order only
 * decides how small the tasks are). The entry, which starts hydrating, comes last, as before.
 */
function deferScript(script: string, preloads: string[], namespaces?: readonly string[]): string {
  const [, open, body, close] = /^(<script[^>]*>)([\s\S]*?)(<\/script>)$/.exec(script) ?? [];
  if (!body?.includes('import(')) return script;
  const imports = body.replace(/import \* as (\w+) from ("[^"]+");/g, 'const $1 = await import($2);');
  const entry = /import\("([^"]+)"\);?\s*$/.exec(body)?.[1];
  const start = [
    // The translations the page's render used, which the entry loads before it hydrates (i18n-namespaces.ts).
    ...(namespaces ? [`window.${PAGE_NAMESPACES_GLOBAL} = ${JSON.stringify(namespaces)};`] : []),
    // A message, not a timer: hidden tabs hold timers back (to once a second), not messages.
    'const pause = () => new Promise((r) => { const c = new MessageChannel(); c.port1.onmessage = r; c.port2.postMessage(0); });',
    // Hidden tabs get no frames: they take over at once (nothing is painted there anyway).
    "if (document.visibilityState !== 'hidden') await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));",
    `const chunks = ${JSON.stringify(preloads)};`,
    'const loaded = [];',
    // The whole stylesheet, of which the head links what the page uses, applies before anything only
    // it styles is drawn (critical-css.server.ts).
    APPLY_DEFERRED_STYLES,
    'for (const [i, href] of chunks.entries()) {',
    '  if (i) await pause();',
    "  const l = document.createElement('link'); l.rel = 'modulepreload'; l.href = href; loaded.push(new Promise((r) => { l.onload = l.onerror = r; })); document.head.append(l);",
    '}',
    'await Promise.all(loaded);',
    `for (const href of chunks.filter((c) => c !== ${JSON.stringify(entry)}).reverse()) { await import(href); await pause(); }`,
  ].join('\n');
  return `${open}${start}\n${imports}${close}`;
}

const HEAD_END = Buffer.from('</head>');
const MODULE_SCRIPT = Buffer.from('type="module"');
const SCRIPT_START = Buffer.from('<script');
const SCRIPT_END = Buffer.from('</script>');
/** Bytes kept back while looking for the module script: its `<script nonce="…"` comes before the marker. */
const KEEP = 512;

/**
 * `deferHydration` on the stream of the rendered page, without holding the page back: React puts
 * the modulepreload links in the head, which is rewritten once it has arrived; the body passes on
 * as it comes (as bytes, never decoded) until the module script, near its end, which is rewritten
 * once it has arrived; the rest passes on.
 */
export class DeferHydrationStream extends Transform {
  private state: 'head' | 'body' | 'script' | 'done' = 'head';
  /** Bytes received and not yet passed on. */
  private held: Buffer = Buffer.alloc(0);
  private preloads: string[] = [];

  /** Asked for once the module script has arrived, when the page above it has been rendered. */
  private readonly namespaces?: () => readonly string[];
  /** Where the built stylesheets are: the head then waits for the body, to link the rules it uses. */
  private readonly assetsDir?: string;
  /** The head (without its preloads) and the body so far, while they wait for the module script. */
  private head?: string;
  private body: Buffer[] = [];

  constructor(namespaces?: () => readonly string[], assetsDir?: string) {
    super();
    this.namespaces = namespaces;
    this.assetsDir = assetsDir;
  }

  /** Passed on, or kept with the head until the whole body is there. */
  private passOn(out: Buffer[], bytes: Buffer) {
    if (this.head === undefined) out.push(bytes);
    else this.body.push(bytes);
  }

  /** The head with the page's own rules linked, then the body kept behind it. */
  private release(out: Buffer[]) {
    if (this.head === undefined) return;
    const body = Buffer.concat(this.body);
    out.push(Buffer.from(linkCriticalCss(this.head, body.toString(), this.assetsDir)), body);
    this.head = undefined;
    this.body = [];
  }

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    if (this.state === 'done') return callback(null, bytes);
    this.held = this.held.length ? Buffer.concat([this.held, bytes]) : bytes;
    const out: Buffer[] = [];
    if (this.state === 'head') this.afterHead(out);
    if (this.state === 'body') this.untilScript(out);
    if (this.state === 'script') this.script(out);
    if (this.isDone() && this.held.length) {
      out.push(this.held);
      this.held = Buffer.alloc(0);
    }
    callback(null, out.length ? Buffer.concat(out) : undefined);
  }

  private isDone() {
    return this.state === 'done';
  }

  override _flush(callback: TransformCallback) {
    const out: Buffer[] = [];
    this.release(out);
    if (this.held.length) out.push(this.held);
    callback(null, out.length ? Buffer.concat(out) : undefined);
  }

  /** Once the head has arrived: passed on without its preload links (or the page as it is, without any). */
  private afterHead(out: Buffer[]) {
    const end = this.held.indexOf(HEAD_END);
    if (end === -1) return;
    const { html, preloads } = withoutPreloads(this.held.subarray(0, end).toString());
    this.preloads = preloads;
    this.state = preloads.length ? 'body' : 'done';
    if (!preloads.length) out.push(this.held.subarray(0, end));
    else if (this.assetsDir) this.head = html;
    else out.push(Buffer.from(html));
    this.held = this.held.subarray(end);
  }

  /** The body passes on, but for its last bytes, until the start of the module script. */
  private untilScript(out: Buffer[]) {
    let from = 0;
    for (;;) {
      const marker = this.held.indexOf(MODULE_SCRIPT, from);
      if (marker === -1) break;
      const start = this.held.lastIndexOf(SCRIPT_START, marker);
      // The marker inside a script tag, not in text: nothing closes the tag before it.
      if (start !== -1 && this.held.subarray(start, marker).indexOf('>') === -1) {
        this.passOn(out, this.held.subarray(0, start));
        this.held = this.held.subarray(start);
        this.state = 'script';
        return;
      }
      from = marker + MODULE_SCRIPT.length;
    }
    const pass = Math.max(0, this.held.length - KEEP);
    if (pass) {
      this.passOn(out, this.held.subarray(0, pass));
      this.held = this.held.subarray(pass);
    }
  }

  /** Once the module script has arrived: rewritten, and the rest passes on. */
  private script(out: Buffer[]) {
    const end = this.held.indexOf(SCRIPT_END);
    if (end === -1) return;
    const length = end + SCRIPT_END.length;
    this.release(out);
    out.push(Buffer.from(deferScript(this.held.subarray(0, length).toString(), this.preloads, this.namespaces?.())));
    this.held = this.held.subarray(length);
    this.state = 'done';
  }
}
