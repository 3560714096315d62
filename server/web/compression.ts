import { constants as zlib } from 'node:zlib';

/**
 * Every response compressed at the same time holds its own encoder outside the JavaScript heap,
 * and the encoders' defaults are sized for files, not pages: brotli keeps a 4 MB window, zstd
 * (which Chromium asks for first) a 2 MB window and 1 MB of tables. Ten browsers at once made V8
 * count that memory as pressure and collect the whole heap: on 80,000 listings a page cost 100 ms
 * of CPU instead of 10 (docs/performance.md, twelfth round). A 256 KB window holds a whole page
 * (50–100 KB), so pages compress as well as before; a larger answer (the OpenAPI document) only
 * finds fewer distant repeats. The encoders need a tenth of the memory.
 */
export const WINDOW_BITS = 18;
const ZSTD_SMALL = { [zlib.ZSTD_c_windowLog]: WINDOW_BITS, [zlib.ZSTD_c_hashLog]: 15, [zlib.ZSTD_c_chainLog]: 15 };

/**
 * Smaller answers go as they are: 4 KB is three TCP segments, well inside the first round trip's
 * window (ten segments), so compressing them saves no round trip, only bytes that do not matter
 * (a school's profile: 2.6 → 1.3 KB), for a new encoder each time: without it, profile calls went
 * 1,350 → 2,140 a second (PostgreSQL, 80,000 listings; docs/performance.md).
 */
export const COMPRESSION_THRESHOLD = 4096;

/**
 * API answers: the plugin's default levels (brotli 4, zstd 3, gzip 6) with the small encoders. Its
 * `zlibOptions` go to gzip, deflate and zstd alike: gzip ignores `params`, zstd ignores `level`.
 */
export const API_COMPRESSION = {
  // The plugin merges its defaults shallowly: without its quality here, brotli ran at 11 (≈ 40 times the CPU of 4).
  brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_LGWIN]: WINDOW_BITS } },
  zlibOptions: { level: zlib.Z_DEFAULT_COMPRESSION, params: { [zlib.ZSTD_c_compressionLevel]: 3, ...ZSTD_SMALL } },
};

/**
 * Pages are compressed anew for every visit (the assets are cached by browsers for a year), so at
 * cheaper levels: on a school's page (55 KB) brotli 3 takes half the time of 4 for 6 % more bytes,
 * gzip 3 half the time of 6 for 11 % more (eleventh round); zstd 3 makes brotli 3's size in gzip
 * 3's time (twelfth round).
 */
export const PAGE_COMPRESSION = {
  brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 3, [zlib.BROTLI_PARAM_LGWIN]: WINDOW_BITS } },
  zlibOptions: { level: 3, params: { [zlib.ZSTD_c_compressionLevel]: 3, ...ZSTD_SMALL } },
};

/** The window a brotli stream declares in its first bits, as a power of two (RFC 7932, section 9.1). */
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

/** The window in bytes a zstd frame declares in its header (RFC 8878, section 3.1.1.1). */
export function zstdWindowBytes(frame: Uint8Array): number {
  const view = new DataView(frame.buffer, frame.byteOffset, frame.byteLength);
  if (view.getUint32(0, true) !== 0xfd2fb528) throw new Error('not a zstd frame');
  const descriptor = frame[4];
  if (!(descriptor & 0x20)) {
    const exponent = frame[5] >> 3;
    const base = 2 ** (10 + exponent);
    return base + (base / 8) * (frame[5] & 7);
  }
  // A single segment: the window is the content, whose size follows the dictionary id.
  const at = 5 + [0, 1, 2, 4][descriptor & 3];
  const sizeFlag = descriptor >> 6;
  if (sizeFlag === 0) return frame[at];
  if (sizeFlag === 1) return view.getUint16(at, true) + 256;
  if (sizeFlag === 2) return view.getUint32(at, true);
  return Number(view.getBigUint64(at, true));
}
