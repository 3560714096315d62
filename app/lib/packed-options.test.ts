import { expect, it } from 'vitest';
import { packOptions, unpackOptions } from './packed-options.ts';

it('gives back the options it packed, in order, in every script, and nothing for none', () => {
  const options = [
    { value: 'TH', label: 'ประเทศไทย' },
    { value: 'IN', label: 'भारत' },
    { value: 'CN', label: '中国' },
    { value: 'CI', label: 'Côte d\'Ivoire, "quoted" & <b>' },
    { value: '', label: '' },
  ];
  expect(unpackOptions(packOptions(options))).toEqual(options);
  expect(unpackOptions(packOptions([]))).toEqual([]);
});
