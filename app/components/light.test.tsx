import { Avatar, Badge, Button, Card, Group, Image, MantineProvider, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme.ts';
import {
  LightAvatar,
  LightBadge,
  LightCard,
  LightCardTopSection,
  LightGroup,
  LightImage,
  LightPaper,
  LightProgress,
  LightStack,
  LightTd,
  LightText,
  LightTh,
  LightTitle,
  LightTr,
} from './light.tsx';
import { LightButton } from './light-button.tsx';
import { Link } from './router-links.tsx';

// The light components must write what Mantine writes (so Mantine's styles apply): the same
// elements, classes, attributes and style declarations (in any order), for each use the site
// makes of them; a Mantine upgrade that changes its markup fails here.
function markup(node: ReactNode): unknown {
  // In a router, for links.
  const router = createMemoryRouter([{ path: '/', element: <MantineProvider theme={theme}>{node}</MantineProvider> }]);
  const html = (
    renderToStaticMarkup(<RouterProvider router={router} />)
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

/** Mantine's component and its light counterpart. */
const COMPONENTS = {
  text: [Text, LightText],
  group: [Group, LightGroup],
  stack: [Stack, LightStack],
  badge: [Badge, LightBadge],
  title: [Title, LightTitle],
  paper: [Paper, LightPaper],
  avatar: [Avatar, LightAvatar],
  progress: [Progress, LightProgress],
} as const;

/** Each use the site makes: which component, with which props. */
const uses: [string, keyof typeof COMPONENTS, Record<string, unknown>][] = [
  ['text', 'text', {}],
  ['text sm, one line', 'text', { size: 'sm', lineClamp: 1 }],
  ['text sm dimmed, three lines', 'text', { size: 'sm', c: 'dimmed', lineClamp: 3 }],
  ['text sm bold, truncated', 'text', { size: 'sm', fw: 600, truncate: true }],
  ['text xs dimmed, margin', 'text', { size: 'xs', c: 'dimmed', mt: 'sm' }],
  ['text xs inherit', 'text', { size: 'xs', c: 'inherit' }],
  ['text sm dark, hidden', 'text', { size: 'sm', fw: 600, c: 'dark', 'aria-hidden': true }],
  ['term', 'text', { component: 'dt', size: 'xs', c: 'dimmed', tt: 'uppercase', fw: 600 }],
  ['definition', 'text', { component: 'dd', m: 0, size: 'sm' }],
  ['text width, right', 'text', { size: 'xs', w: 20, ta: 'right' }],
  ['text pre-line', 'text', { size: 'sm', style: { whiteSpace: 'pre-line' } }],
  ['text test id', 'text', { size: 'xs', c: 'dimmed', 'data-testid': 'price-currency-note' }],
  ['text medium', 'text', { size: 'sm', fw: 500 }],
  ['text two lines', 'text', { size: 'sm', lineClamp: 2 }],
  ['text xs width', 'text', { size: 'xs', w: 52 }],
  ['group', 'group', { gap: 4 }],
  ['group dimmed, no wrap', 'group', { gap: 4, wrap: 'nowrap', c: 'dimmed' }],
  ['group at the bottom', 'group', { gap: 4, c: 'dimmed', mt: 'auto' }],
  ['group brand', 'group', { gap: 4, wrap: 'nowrap', c: 'brand.7' }],
  ['group as image', 'group', { gap: 2, wrap: 'nowrap', c: 'saffron.6', role: 'img', 'aria-label': 'a', ml: 'auto' }],
  ['group spacing', 'group', { gap: 'sm', mb: 6, wrap: 'nowrap' }],
  ['group titled', 'group', { gap: 6, wrap: 'nowrap', role: 'img', 'aria-label': 'a', title: 'a' }],
  ['group from the top', 'group', { wrap: 'nowrap', align: 'flex-start' }],
  ['group labelled', 'group', { gap: 'xs', wrap: 'nowrap' }],
  ['stack narrow', 'stack', { gap: 4, style: { minWidth: 0 } }],
  ['stack', 'stack', { gap: 6 }],
  ['stack filling', 'stack', { gap: 6, mt: 'sm', style: { flex: 1 } }],
  ['stack list', 'stack', { gap: 8, component: 'dl', m: 0 }],
  ['badge outline teal', 'badge', { variant: 'outline', color: 'teal.9', size: 'lg', radius: 'sm', tt: 'none' }],
  ['badge light', 'badge', { size: 'sm', variant: 'light', color: 'brand' }],
  ['badge outline shade', 'badge', { size: 'sm', variant: 'outline', color: 'saffron.9' }],
  ['badge outline large', 'badge', { variant: 'outline', color: 'brand', size: 'lg', radius: 'sm', tt: 'none', 'data-testid': 'standard-badge' }],
  ['badge filled', 'badge', { color: 'saffron.9', variant: 'filled' }],
  ['section title', 'title', { order: 2, size: 'h4', mb: 'md', id: 'reviews-title' }],
  ['card title', 'title', { order: 3, size: 'h5', lineClamp: 2 }],
  ['card title under an h1', 'title', { order: 2, size: 'h5', lineClamp: 2 }],
  ['page title', 'title', { order: 1 }],
  ['small heading', 'title', { order: 3, size: 'h6' }],
  ['paper', 'paper', { withBorder: true, p: 'md', radius: 'md' }],
  ['paper with a class', 'paper', { withBorder: true, p: 'sm', radius: 'md', className: 'x', 'data-testid': 'y' }],
  ['paper plain', 'paper', { p: 'md' }],
  ['initials', 'avatar', { size: 'sm', radius: 'xl', color: 'brand' }],
  ["a star's share", 'progress', { value: 100 / 3, color: 'saffron.6', style: { flex: 1 }, 'aria-hidden': true }],
  ['no share', 'progress', { value: 0, color: 'saffron.6', style: { flex: 1 }, 'aria-hidden': true }],
];

/** Each button the directory draws: Mantine's Button (as a link where it is one) and its light counterpart. */
const buttons: [string, Record<string, unknown>][] = [
  ['kind switch, current', { to: '/directory/schools', variant: 'filled', size: 'sm', radius: 'xl', 'aria-current': 'page' }],
  ['kind switch, other', { to: '/directory/teachers?q=a', variant: 'default', size: 'sm', radius: 'xl' }],
  ['search', { type: 'submit', leftSection: <svg aria-hidden /> }],
  ['clear', { to: '/directory/schools', variant: 'subtle' }],
  ['pager link', { to: '/directory/schools?page=2', variant: 'default', rel: 'next', preventScrollReset: false }],
  ['pager end', { type: 'button', variant: 'default', disabled: true }],
];

describe('light components', () => {
  it.each(buttons)('write the button Mantine writes: %s', (_name, props) => {
    const mantine = typeof props.to === 'string' ? { component: Link, ...props } : props;
    expect(markup(createElement(LightButton as never, props, 'x'))).toEqual(markup(createElement(Button as never, mantine, 'x')));
  });

  it.each(uses)('write what Mantine writes: %s', (_name, kind, props) => {
    const [Mantine, Light] = COMPONENTS[kind];
    expect(markup(createElement(Light as never, props, 'x'))).toEqual(markup(createElement(Mantine as never, props, 'x')));
  });

  it('write the rows and cells Mantine writes in a striped table', () => {
    const table = (Tr: typeof Table.Tr | typeof LightTr, Th: typeof Table.Th | typeof LightTh, Td: typeof Table.Td | typeof LightTd) =>
      renderToStaticMarkup(
        <MantineProvider theme={theme}>
          <Table striped highlightOnHover className="stack-table">
            <Table.Thead>
              <Tr data-label="sort">
                <Th aria-sort="none">a</Th>
                <Th className="stack-table-plain">b</Th>
              </Tr>
            </Table.Thead>
            <Table.Tbody>
              <Tr>
                <Td data-label="a">1</Td>
                <Td data-label="b">2</Td>
              </Tr>
            </Table.Tbody>
          </Table>
        </MantineProvider>,
      );
    expect(table(LightTr, LightTh, LightTd)).toBe(table(Table.Tr, Table.Th, Table.Td));
  });

  it.each([
    ['with a picture, lazy', '/media/a.png', { loading: 'lazy' as const }],
    ['with a picture, first on the page', '/media/a.png', { loading: 'eager' as const, fetchPriority: 'high' as const }],
    ['without a picture', null, { loading: 'lazy' as const }],
  ])('write the card Mantine writes: %s', (_name, src, loading) => {
    const html = (node: ReactNode) => renderToStaticMarkup(<MantineProvider theme={theme}>{node}</MantineProvider>);
    const light = html(
      <LightCard withBorder radius="md" padding="md" className="dir-card" data-testid="school-card">
        <LightCardTopSection>
          <LightImage src={src} alt="" h={140} fallbackSrc="/logo.svg" {...loading} />
        </LightCardTopSection>
        <p>x</p>
      </LightCard>,
    );
    const mantine = html(
      <Card withBorder radius="md" padding="md" className="dir-card" data-testid="school-card">
        <Card.Section>
          <Image src={src} alt="" h={140} fallbackSrc="/logo.svg" {...loading} />
        </Card.Section>
        <p>x</p>
      </Card>,
    );
    expect(light).toBe(mantine);
  });
});
