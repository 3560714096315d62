import { forwardRef } from 'react';
// biome-ignore lint/style/noRestrictedImports: the one module that wraps React Router's links and forms; the app imports them from here.
import { type FormProps, type LinkProps, type NavLinkProps, Form as RouterForm, Link as RouterLink, NavLink as RouterNavLink } from 'react-router';

/**
 * React Router's `Link`, `NavLink` and `Form`, with `discover="none"` unless the caller says
 * otherwise. Routes are discovered lazily (react-router.config.ts): a page's manifest holds only the
 * routes it matches, and a route is fetched from `/__manifest` when a navigation or a fetcher goes to
 * it. With React Router's default (`discover="render"`), every link and form also carries
 * `data-discover`, which React Router collects right after hydration to fetch their routes ahead;
 * each answer re-rendered the whole page (docs/decisions/0023-hydration-cost.md). Without the
 * attribute nothing is fetched or re-rendered until it is used. Same props and types as React Router's.
 * (`fetcher.Form` is React Router's own and its types take no `discover`: it still renders the
 * attribute, but the site's fetcher forms post to their own page, whose route the page already has.)
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ discover = 'none', ...props }, ref) {
  return <RouterLink ref={ref} discover={discover} {...props} />;
}) as typeof RouterLink;

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ discover = 'none', ...props }, ref) {
  return <RouterNavLink ref={ref} discover={discover} {...props} />;
}) as typeof RouterNavLink;

export const Form = forwardRef<HTMLFormElement, FormProps>(function Form({ discover = 'none', ...props }, ref) {
  return <RouterForm ref={ref} discover={discover} {...props} />;
}) as typeof RouterForm;
