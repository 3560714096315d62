import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { APPLY_DEFERRED_STYLES } from './critical-css.server.ts';
import { DeferHydrationStream, deferHydration } from './hydrate-after-paint.server.ts';

const page = [
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/root.css"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n"/><link rel="modulepreload" href="/assets/root-B.js" nonce="n"/></head>',
  // Text may say type="module" (React escapes no quotes in text): only a script tag counts.
  '<body><main>ไทย — text with type="module" in it</main><script nonce="n">window.__reactRouterContext = {};</script>',
  '<script nonce="n" type="module" async="">;\nimport * as route0 from "/assets/root-B.js";\nimport * as route1 from "/assets/home-C.js";\n',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-A.js");</script></body></html>',
].join('');

describe('deferHydration', () => {
  it('moves the modulepreload links into the module script, after the first frame', () => {
    const out = deferHydration(page);
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(out).toContain('requestAnimationFrame');
    expect(out).toContain('["/assets/entry.client-A.js","/assets/root-B.js"]');
    expect(out).toContain('const route0 = await import("/assets/root-B.js");');
    expect(out).toContain('const route1 = await import("/assets/home-C.js");');
    expect(out).not.toContain('import * as');
    // Spread over short tasks: one link per task, then every chunk but the entry evaluated on its own.
    expect(out).toContain('for (const [i, href] of chunks.entries())');
    expect(out).toContain('MessageChannel');
    expect(out).toContain('chunks.filter((c) => c !== "/assets/entry.client-A.js").reverse()');
    // The route modules are registered before the entry starts, as before.
    expect(out.indexOf('__reactRouterRouteModules')).toBeLessThan(out.indexOf('import("/assets/entry.client-A.js")'));
    expect(out).toContain('<main>ไทย — text with type="module" in it</main>');
  });

  it('names the translations the render used, before the entry starts', () => {
    const out = deferHydration(page, ['common', 'content']);
    expect(out).toContain('window.__wyaNamespaces = ["common","content"];');
    expect(out.indexOf('__wyaNamespaces')).toBeLessThan(out.indexOf('import("/assets/entry.client-A.js")'));
    expect(deferHydration(page)).not.toContain('__wyaNamespaces');
  });

  it('leaves a page without modulepreload links as it is', () => {
    const plain = '<html><body><p>x</p></body></html>';
    expect(deferHydration(plain)).toBe(plain);
  });

  it('passes the body on before the module script has arrived', async () => {
    const stream = new DeferHydrationStream();
    const out: string[] = [];
    stream.on('data', (c: Buffer) => out.push(c.toString()));
    const scriptAt = page.indexOf('<script nonce="n" type="module"');
    const filler = `<p>${'x'.repeat(2000)}</p>`;
    stream.write(page.slice(0, scriptAt) + filler);
    await new Promise((r) => setImmediate(r));
    expect(out.join('')).toContain('<main>ไทย');
    expect(out.join('')).not.toContain('<link rel="modulepreload"');
    stream.end(page.slice(scriptAt));
    await new Promise((r) => stream.on('end', r));
    expect(out.join('')).toBe(deferHydration(page.slice(0, scriptAt) + filler + page.slice(scriptAt)));
  });

  it.each([1, 7, 12, 13, 64, 10_000])('rewrites a page streamed in pieces of %i bytes, markers and characters split between pieces included', async (size) => {
    const bytes = Buffer.from(page);
    const pieces: Buffer[] = [];
    for (let i = 0; i < bytes.length; i += size) pieces.push(bytes.subarray(i, i + size));
    const chunks: Buffer[] = [];
    for await (const c of Readable.from(pieces).pipe(new DeferHydrationStream())) chunks.push(Buffer.from(c));
    expect(Buffer.concat(chunks).toString()).toBe(deferHydration(page));
  });

  it.each([1, 13, 10_000])(
    'with the built stylesheets, holds the head until the body is there and links the rules it uses (pieces of %i bytes)',
    async (size) => {
      const dir = mkdtempSync(path.join(tmpdir(), 'wya-defer-'));
      mkdirSync(path.join(dir, 'assets'));
      writeFileSync(path.join(dir, 'assets/root.css'), 'main{margin:0}.unused{color:red}');
      const bytes = Buffer.from(page);
      const pieces: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) pieces.push(bytes.subarray(i, i + size));
      const chunks: Buffer[] = [];
      for await (const c of Readable.from(pieces).pipe(new DeferHydrationStream(undefined, dir))) chunks.push(Buffer.from(c));
      const out = Buffer.concat(chunks).toString();
      const deferred = deferHydration(page);
      expect(out).toBe(
        deferred.replace(
          '<link rel="stylesheet" href="/assets/root.css"/>',
          // Bit 0 (main) kept, bit 1 (.unused) not: 0b01.
          '<link rel="stylesheet" href="/critical-css/root.css/AQ.css"/><link rel="stylesheet" href="/assets/root.css" disabled="" data-deferred-style=""/><noscript><link rel="stylesheet" href="/assets/root.css"/></noscript>',
        ),
      );
      // The page's script applies the whole stylesheet when something new is put in the page, or at the first press.
      expect(out).toContain(APPLY_DEFERRED_STYLES);
    },
  );
});
