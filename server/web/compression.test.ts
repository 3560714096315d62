import { brotliCompressSync, constants as zlib } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotliWindowBits } from './compression.ts';

describe('brotliWindowBits', () => {
  it('reads the window a brotli stream declares', () => {
    const text = Buffer.from('yoga '.repeat(5000));
    for (const lgwin of [10, 16, 17, 18, 22, 24]) {
      expect(brotliWindowBits(brotliCompressSync(text, { params: { [zlib.BROTLI_PARAM_LGWIN]: lgwin } }))).toBe(lgwin);
    }
  });
});
