import { constants as zlib } from 'node:zlib';

/**
 * Brotli's default window is 4 MB (lgwin 22), and every response compressed at the same time holds
 * its own encoder of that size outside the JavaScript heap. Ten browsers at once (they all ask for
 * brotli) made V8 count that memory as pressure and run full collections of the whole heap: on
 * 80,000 listings a page cost 100 ms of CPU instead of 10 (docs/performance.md, twelfth round).
 * A 256 KB window (lgwin 18) is larger than any page or API answer we send, so nothing compresses
 * worse, and an encoder needs a sixteenth of the memory.
 */
export const BROTLI_WINDOW_BITS = 18;

/** API answers: the plugin's default levels (brotli 4, gzip 6) with the bounded window. */
export const API_COMPRESSION = { brotliOptions: { params: { [zlib.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS } } };

/**
 * Pages are compressed anew for every visit (the assets are cached by browsers for a year), so at
 * a cheaper level than the plugin's defaults: on a school's page (70 KB) brotli 3 takes half the
 * time of 4 for 6 % more bytes (11.6 KB instead of 10.9), gzip 3 0.6 ms instead of 1.1 ms for 11 %
 * more (docs/performance.md, eleventh round).
 */
export const PAGE_COMPRESSION = {
  brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 3, [zlib.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS } },
  zlibOptions: { level: 3 },
};

/** The window a brotli stream declares in its first bits (RFC 7932, section 9.1). */
export function brotliWindowBits(stream: Uint8Array): number {
  let bitAt = 0;
  const bits = (n: number) => {
    let value = 0;
    for (let i = 0; i < n; i++, bitAt++) value |= ((stream[bitAt >> 3] >> (bitAt & 7)) & 1) << i;
    return value;
  };
  if (bits(1) === 0) return 16;
  const n = bits(3);
  if (n !== 0) return 17 + n;
  const m = bits(3);
  return m === 0 ? 17 : 8 + m;
}
