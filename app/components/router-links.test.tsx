import { Anchor, Button, MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme.ts';
import { Form, Link, NavLink } from './router-links.tsx';

/** The markup of a page at `/` rendering the given elements (Form needs a data router). */
function render(node: ReactNode): string {
  const Stub = createRoutesStub([{ path: '/', Component: () => <MantineProvider theme={theme}>{node}</MantineProvider> }]);
  return renderToStaticMarkup(<Stub initialEntries={['/']} />);
}

describe('router-links', () => {
  it('renders links and forms without data-discover: nothing is discovered as it renders', () => {
    const html = render(
      <>
        <Link to="/fee-details">fees</Link>
        <NavLink to="/standards">standards</NavLink>
        <Form method="post" action="/contact">
          <button type="submit">send</button>
        </Form>
        <Button component={Link} to="/directory">
          directory
        </Button>
        <Anchor component={NavLink} to="/about">
          about
        </Anchor>
      </>,
    );
    expect(html).toContain('href="/fee-details"');
    expect(html).toContain('href="/standards"');
    expect(html).toContain('action="/contact"');
    expect(html).toContain('href="/directory"');
    expect(html).toContain('href="/about"');
    expect(html).not.toContain('data-discover');
  });

  it('honours an explicit discover', () => {
    const html = render(
      <>
        <Link to="/a" discover="render">
          a
        </Link>
        <NavLink to="/b" discover="render">
          b
        </NavLink>
        <Form method="post" action="/c" discover="render" />
      </>,
    );
    expect(html.match(/data-discover="true"/g)).toHaveLength(3);
    expect(html).toContain('<a href="/a" data-discover="true">a</a>');
    expect(html).toMatch(/<form (?=[^>]*action="\/c")(?=[^>]*data-discover="true")/);
  });

  it('passes the other props through', () => {
    const html = render(
      <Link to="/x" className="logo" title="home" reloadDocument>
        x
      </Link>,
    );
    expect(html).toContain('<a class="logo" title="home" href="/x">x</a>');
  });
});
