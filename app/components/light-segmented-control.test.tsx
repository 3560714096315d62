import { MantineProvider, SegmentedControl } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme.ts';
import { LightSegmentedControl } from './light-segmented-control.tsx';

// The light control writes what Mantine's writes before it measures itself (so Mantine's styles
// draw it the same); only the generated ids may differ.
const html = (node: ReactNode) =>
  renderToStaticMarkup(
    <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false}>
      {node}
    </MantineProvider>,
  ).replace(/mantine-[^"-]*_(?=["-])/g, 'ID');

describe('LightSegmentedControl', () => {
  const noop = () => {};
  const data = ['USD', 'THB', 'INR', 'EUR'];
  it.each([
    ['small, from the sm breakpoint', { size: 'xs', visibleFrom: 'sm', 'aria-labelledby': 'l', 'data-testid': 't' }],
    ['small, below the sm breakpoint', { size: 'xs', hiddenFrom: 'sm', 'aria-labelledby': 'l' }],
    ['default size', { 'aria-labelledby': 'l', 'data-testid': 'fee-currency' }],
  ] as const)('writes what Mantine writes: %s', (_name, props) => {
    expect(html(<LightSegmentedControl value="THB" onChange={noop} data={data} {...props} />)).toBe(
      html(<SegmentedControl value="THB" onChange={noop} data={data} {...props} />),
    );
  });

  it('writes what Mantine writes for items with labels', () => {
    const items = [
      { value: 'new', label: 'New' },
      { value: 'renewal', label: 'Renewal' },
    ];
    expect(html(<LightSegmentedControl value="renewal" onChange={noop} data={items} data-testid="fee-type" />)).toBe(
      html(<SegmentedControl value="renewal" onChange={noop} data={items} data-testid="fee-type" />),
    );
  });
});
