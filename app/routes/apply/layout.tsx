import { Outlet } from 'react-router';
import { requireSession } from '../../lib/api.server.ts';
import type { Route } from './+types/layout';

/**
 * The registration wizards are for members: the session is checked once here, before any page's
 * loader or action runs, and a visitor goes to the login page and comes back after.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context, request }) => {
    requireSession(context, request);
  },
];

export default function ApplyLayout() {
  return <Outlet />;
}
