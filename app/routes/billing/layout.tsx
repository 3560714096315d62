import { Outlet } from 'react-router';
import { requireSession } from '../../lib/api.server.ts';
import type { Route } from './+types/layout';

// The member's billing pages (issue 11): one session check before any of their loaders or actions
// runs; a visitor goes to the login page and comes back after.
export const middleware: Route.MiddlewareFunction[] = [
  ({ context, request }) => {
    requireSession(context, request);
  },
];

export default function BillingLayout() {
  return <Outlet />;
}
