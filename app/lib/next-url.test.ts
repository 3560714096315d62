import { describe, expect, it } from 'vitest';
import { safeNext } from './next-url.ts';

describe('safeNext', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeNext('/user-profile')).toBe('/user-profile');
    expect(safeNext('/directory/schools?q=hatha&page=2#results')).toBe('/directory/schools?q=hatha&page=2#results');
  });

  it('answers the normalised path, never one the URL parser turns into another site', () => {
    expect(safeNext('/a/../billing')).toBe('/billing');
    expect(safeNext('/%2e/billing')).toBe('/billing');
    expect(safeNext('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    for (const value of ['/.//evil.example/', '/..//evil.example', '/%2e%2e//evil.example', '/%5C/evil.example', '/.%2f/evil.example', '/%2f/evil.example']) {
      const answer = safeNext(value, '/home');
      expect(new URL(answer, 'https://wya.example').origin).toBe('https://wya.example');
    }
  });

  it('refuses anything a browser could read as another site', () => {
    for (const value of [
      '//evil.example',
      '/\t/evil.example/',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '/\\evil.example',
      '/%09/x\u0000',
      '/.//evil.example/',
      '/..//evil.example/',
      '/%2e//evil.example/',
      '/%2E%2E//evil.example/',
      '/a/..//evil.example',
      '/a/%2e%2e//evil.example',
      '/./\\evil.example',
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
