import { brotliCompressSync, createZstdCompress, constants as zlib, zstdCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotliWindowBits, zstdWindowBytes } from './compression.ts';

const text = Buffer.from('yoga '.repeat(5000));

describe('the windows compressed answers declare', () => {
  it('brotli: as a power of two', () => {
    for (const lgwin of [10, 16, 17, 18, 22, 24]) {
      expect(brotliWindowBits(brotliCompressSync(text, { params: { [zlib.BROTLI_PARAM_LGWIN]: lgwin } }))).toBe(lgwin);
    }
  });

  it('zstd: in bytes, from a stream or from a frame of known size', async () => {
    for (const windowLog of [17, 18, 21]) {
      const stream = createZstdCompress({ params: { [zlib.ZSTD_c_windowLog]: windowLog } });
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      const ended = new Promise((resolve) => stream.on('end', resolve));
      stream.end(text);
      await ended;
      expect(zstdWindowBytes(Buffer.concat(chunks))).toBe(2 ** windowLog);
    }
    expect(zstdWindowBytes(zstdCompressSync(text))).toBe(text.length);
    expect(zstdWindowBytes(zstdCompressSync(Buffer.from('yoga')))).toBe(4);
  });
});
