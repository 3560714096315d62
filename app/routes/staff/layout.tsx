import { Container } from '@mantine/core';
import { data, Outlet } from 'react-router';
import { StaffNav } from '../../components/staff/staff-nav.tsx';
import { webStateContext } from '../../lib/web-state.server.ts';
import type { Route } from './+types/layout';

/**
 * The office's back office: staff only. Anyone else, logged in or not, meets the not-found page, so
 * the back office does not announce itself. The API checks every staff call again.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { session } = context.get(webStateContext);
  if (!session?.user.is_staff) throw data(null, { status: 404 });
  return null;
}

export default function StaffLayout() {
  return (
    <Container size="xl" py="xl">
      <StaffNav />
      <Outlet />
    </Container>
  );
}
