import { MantineProvider, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme.ts';
import { LightNativeSelect, LightTextInput } from './light-inputs.tsx';

// The light inputs must write what Mantine writes, so Mantine's styles apply: the same elements,
// classes, attributes and style declarations (in any order) for each use the search form makes of
// them; a Mantine upgrade that changes this markup fails here. Generated ids are compared as "ID".
function markup(node: ReactNode): string {
  const html =
    renderToStaticMarkup(<MantineProvider theme={theme}>{node}</MantineProvider>)
      .split('</style>')
      .pop() ?? '';
  return html
    .replace(/mantine-_R_\w+_/g, 'ID')
    .replace(/ style="([^"]*)"/g, (_, style: string) => ` style="${style.split(';').filter(Boolean).sort().join(';')}"`)
    .replace(
      / ([\w-]+="[^"]*"(?: [\w-]+="[^"]*")*)/g,
      (all) =>
        ` ${all
          .trim()
          .split(/ (?=[\w-]+=")/)
          .sort()
          .join(' ')}`,
    )
    .trim();
}

const countries = [
  { value: '', label: 'Any country' },
  { value: 'TH', label: 'ประเทศไทย' },
  { value: 'IN', label: 'भारत' },
];
const noop = () => {};

describe('light inputs write what Mantine writes', () => {
  it.each([
    [
      'a controlled select with a test id',
      { name: 'country', label: 'Country', value: 'TH', onChange: noop, data: countries, 'data-testid': 'country-filter' },
    ],
    ['a disabled select', { name: 'region', label: 'Region', defaultValue: '', disabled: true, data: countries.slice(0, 1) }],
    ['a select with a chosen value', { name: 'level', label: 'Level', defaultValue: 'IN', onChange: noop, data: countries }],
  ])('%s', (_, props) => {
    expect(markup(<LightNativeSelect {...props} />)).toBe(markup(<NativeSelect {...props} />));
  });

  it.each([
    [
      'a text input with an icon',
      { name: 'q', label: 'Search', placeholder: 'Name', defaultValue: 'x"<', maxLength: 200, leftSection: <IconSearch size={16} /> },
    ],
    ['a date input', { type: 'date', name: 'from', label: 'From', defaultValue: '2026-12-01' }],
  ])('%s', (_, props) => {
    expect(markup(<LightTextInput {...props} />)).toBe(markup(<TextInput {...props} />));
  });
});
