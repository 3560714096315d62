import { Badge, Group, MantineProvider, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme.ts';
import { LightBadge, LightGroup, LightStack, LightText } from './light.tsx';

// The light components must write what Mantine writes (so Mantine's styles apply): the same
// elements, classes, attributes and style declarations (in any order). Each pair below is a use
// the site makes of them; a Mantine upgrade that changes its markup fails here.
function markup(node: ReactNode): unknown {
  const html = (
    renderToStaticMarkup(<MantineProvider theme={theme}>{node}</MantineProvider>)
      .split('</style>')
      .pop() ?? ''
  ).trim();
  const open = /^<(\w+)([^>]*)>/.exec(html);
  if (!open) return html;
  const attributes = Object.fromEntries([...open[2].matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
  const style = (attributes.style ?? '').split(';').filter(Boolean).sort();
  const classes = (attributes.class ?? '').split(' ').sort();
  return { tag: open[1], ...attributes, style, class: classes, inner: html.slice(open[0].length) };
}

const pairs: [string, ReactNode, ReactNode][] = [
  ['text', <Text key="m">x</Text>, <LightText key="l">x</LightText>],
  [
    'text sm, one line',
    <Text key="m" size="sm" lineClamp={1}>
      x
    </Text>,
    <LightText key="l" size="sm" lineClamp={1}>
      x
    </LightText>,
  ],
  [
    'text sm dimmed, three lines',
    <Text key="m" size="sm" c="dimmed" lineClamp={3}>
      x
    </Text>,
    <LightText key="l" size="sm" c="dimmed" lineClamp={3}>
      x
    </LightText>,
  ],
  [
    'text sm bold, truncated',
    <Text key="m" size="sm" fw={600} truncate>
      x
    </Text>,
    <LightText key="l" size="sm" fw={600} truncate>
      x
    </LightText>,
  ],
  [
    'text xs dimmed, margin',
    <Text key="m" size="xs" c="dimmed" mt="sm">
      x
    </Text>,
    <LightText key="l" size="xs" c="dimmed" mt="sm">
      x
    </LightText>,
  ],
  [
    'text xs inherit',
    <Text key="m" size="xs" c="inherit">
      x
    </Text>,
    <LightText key="l" size="xs" c="inherit">
      x
    </LightText>,
  ],
  [
    'text sm dark, hidden',
    <Text key="m" size="sm" fw={600} c="dark" aria-hidden>
      x
    </Text>,
    <LightText key="l" size="sm" fw={600} c="dark" aria-hidden>
      x
    </LightText>,
  ],
  [
    'term',
    <Text key="m" component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
      x
    </Text>,
    <LightText key="l" component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
      x
    </LightText>,
  ],
  [
    'definition',
    <Text key="m" component="dd" m={0} size="sm">
      x
    </Text>,
    <LightText key="l" component="dd" m={0} size="sm">
      x
    </LightText>,
  ],
  [
    'text width, right',
    <Text key="m" size="xs" w={20} ta="right">
      x
    </Text>,
    <LightText key="l" size="xs" w={20} ta="right">
      x
    </LightText>,
  ],
  [
    'text pre-line',
    <Text key="m" size="sm" style={{ whiteSpace: 'pre-line' }}>
      x
    </Text>,
    <LightText key="l" size="sm" style={{ whiteSpace: 'pre-line' }}>
      x
    </LightText>,
  ],
  [
    'text test id',
    <Text key="m" size="xs" c="dimmed" data-testid="price-currency-note">
      x
    </Text>,
    <LightText key="l" size="xs" c="dimmed" data-testid="price-currency-note">
      x
    </LightText>,
  ],
  [
    'group',
    <Group key="m" gap={4}>
      x
    </Group>,
    <LightGroup key="l" gap={4}>
      x
    </LightGroup>,
  ],
  [
    'group dimmed, no wrap',
    <Group key="m" gap={4} wrap="nowrap" c="dimmed">
      x
    </Group>,
    <LightGroup key="l" gap={4} wrap="nowrap" c="dimmed">
      x
    </LightGroup>,
  ],
  [
    'group at the bottom',
    <Group key="m" gap={4} c="dimmed" mt="auto">
      x
    </Group>,
    <LightGroup key="l" gap={4} c="dimmed" mt="auto">
      x
    </LightGroup>,
  ],
  [
    'group brand',
    <Group key="m" gap={4} wrap="nowrap" c="brand.7">
      x
    </Group>,
    <LightGroup key="l" gap={4} wrap="nowrap" c="brand.7">
      x
    </LightGroup>,
  ],
  [
    'group as image',
    <Group key="m" gap={2} wrap="nowrap" c="saffron.6" role="img" aria-label="a" ml="auto">
      x
    </Group>,
    <LightGroup key="l" gap={2} wrap="nowrap" c="saffron.6" role="img" aria-label="a" ml="auto">
      x
    </LightGroup>,
  ],
  [
    'group spacing',
    <Group key="m" gap="sm" mb={6} wrap="nowrap">
      x
    </Group>,
    <LightGroup key="l" gap="sm" mb={6} wrap="nowrap">
      x
    </LightGroup>,
  ],
  [
    'group titled',
    <Group key="m" gap={6} wrap="nowrap" role="img" aria-label="a" title="a">
      x
    </Group>,
    <LightGroup key="l" gap={6} wrap="nowrap" role="img" aria-label="a" title="a">
      x
    </LightGroup>,
  ],
  [
    'group from the top',
    <Group key="m" wrap="nowrap" align="flex-start">
      x
    </Group>,
    <LightGroup key="l" wrap="nowrap" align="flex-start">
      x
    </LightGroup>,
  ],
  [
    'group labelled',
    <Group key="m" gap="xs" wrap="nowrap">
      x
    </Group>,
    <LightGroup key="l" gap="xs" wrap="nowrap">
      x
    </LightGroup>,
  ],
  [
    'text medium',
    <Text key="m" size="sm" fw={500}>
      x
    </Text>,
    <LightText key="l" size="sm" fw={500}>
      x
    </LightText>,
  ],
  [
    'text two lines',
    <Text key="m" size="sm" lineClamp={2}>
      x
    </Text>,
    <LightText key="l" size="sm" lineClamp={2}>
      x
    </LightText>,
  ],
  [
    'text xs width',
    <Text key="m" size="xs" w={52}>
      x
    </Text>,
    <LightText key="l" size="xs" w={52}>
      x
    </LightText>,
  ],
  [
    'stack narrow',
    <Stack key="m" gap={4} style={{ minWidth: 0 }}>
      x
    </Stack>,
    <LightStack key="l" gap={4} style={{ minWidth: 0 }}>
      x
    </LightStack>,
  ],
  [
    'badge outline teal',
    <Badge key="m" variant="outline" color="teal.9" size="lg" radius="sm" tt="none">
      x
    </Badge>,
    <LightBadge key="l" variant="outline" color="teal.9" size="lg" radius="sm" tt="none">
      x
    </LightBadge>,
  ],
  [
    'stack',
    <Stack key="m" gap={6}>
      x
    </Stack>,
    <LightStack key="l" gap={6}>
      x
    </LightStack>,
  ],
  [
    'stack filling',
    <Stack key="m" gap={6} mt="sm" style={{ flex: 1 }}>
      x
    </Stack>,
    <LightStack key="l" gap={6} mt="sm" style={{ flex: 1 }}>
      x
    </LightStack>,
  ],
  [
    'stack list',
    <Stack key="m" gap={8} component="dl" m={0}>
      x
    </Stack>,
    <LightStack key="l" gap={8} component="dl" m={0}>
      x
    </LightStack>,
  ],
  [
    'badge light',
    <Badge key="m" size="sm" variant="light" color="brand">
      x
    </Badge>,
    <LightBadge key="l" size="sm" variant="light" color="brand">
      x
    </LightBadge>,
  ],
  [
    'badge outline shade',
    <Badge key="m" size="sm" variant="outline" color="saffron.9">
      x
    </Badge>,
    <LightBadge key="l" size="sm" variant="outline" color="saffron.9">
      x
    </LightBadge>,
  ],
  [
    'badge outline large',
    <Badge key="m" variant="outline" color="brand" size="lg" radius="sm" tt="none" data-testid="standard-badge">
      x
    </Badge>,
    <LightBadge key="l" variant="outline" color="brand" size="lg" radius="sm" tt="none" data-testid="standard-badge">
      x
    </LightBadge>,
  ],
  [
    'badge filled',
    <Badge key="m" color="saffron.9" variant="filled">
      x
    </Badge>,
    <LightBadge key="l" color="saffron.9" variant="filled">
      x
    </LightBadge>,
  ],
];

describe('light components', () => {
  it.each(pairs)('write what Mantine writes: %s', (_name, mantine, light) => {
    expect(markup(light)).toEqual(markup(mantine));
  });
});
