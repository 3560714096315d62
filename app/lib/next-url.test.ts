import { describe, expect, it } from 'vitest';
import { safeNext } from './next-url.ts';

describe('safeNext', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeNext('/user-profile')).toBe('/user-profile');
    expect(safeNext('/directory/schools?q=hatha&page=2#results')).toBe('/directory/schools?q=hatha&page=2#results');
  });

  it('refuses anything a browser could read as another site', () => {
    for (const value of [
      '//evil.example',
      '/\t/evil.example/',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '/\\evil.example',
      '/%09/x\u0000',
      'https://evil.example',
      'evil.example',
      '',
      null,
      undefined,
    ]) {
      expect(safeNext(value as string, '/home')).toBe('/home');
    }
  });
});
