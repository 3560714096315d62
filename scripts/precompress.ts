// Writes `.br` and `.gz` beside every compressible file of the browser build, once, at build time:
//
//   node scripts/precompress.ts [build/client]        (the build script runs it after `react-router build`)
//
// The server sends these as they are (@fastify/static's preCompressed). Compressing a page's 80–90
// chunks on every visit cost the server ≈ 250 ms of CPU per page load with Chromium's zstd, and over
// a second with brotli, which the plugin ran at quality 11 (docs/performance.md, fourteenth round);
// on two cores that was taken from the phone's own page load. At build time they get the best
// levels, so they are smaller too.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** What compresses: scripts, styles, pictures drawn as text, data. Fonts and photos already are. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|map)$/;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : [full];
  });
}

/** Compresses what needs it; returns how many files it wrote copies of. */
export async function precompress(dir: string): Promise<number> {
  // Small files too: a file without a copy would be compressed for every visitor again.
  const todo = files(dir).filter((file) => COMPRESSIBLE.test(file));
  // One file per core at a time: zlib compresses on its thread pool.
  const atOnce = availableParallelism();
  for (let i = 0; i < todo.length; i += atOnce) {
    await Promise.all(
      todo.slice(i, i + atOnce).map(async (file) => {
        const body = readFileSync(file);
        const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
        writeFileSync(`${file}.br`, await brotli(body, { params }));
        writeFileSync(`${file}.gz`, await gz(body, { level: 9 }));
      }),
    );
  }
  return todo.length;
}

if (import.meta.main) {
  const dir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../build/client'));
  const started = performance.now();
  const count = await precompress(dir);
  console.log(`precompressed ${count} files in ${dir} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
