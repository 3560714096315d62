import { Outlet } from 'react-router';
import { requireSession } from '../../lib/api.server.ts';
import type { Route } from './+types/layout';

// A member's own school and teacher pages (issue 10): one session check before any of their loaders
// or actions runs; a visitor goes to the login page and comes back after.
export const middleware: Route.MiddlewareFunction[] = [
  ({ context, request }) => {
    requireSession(context, request);
  },
];

export default function ListingLayout() {
  return <Outlet />;
}
