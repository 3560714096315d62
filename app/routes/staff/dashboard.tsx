import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import type { StaffDashboard } from '#common/staff.ts';
import { pageMeta } from '../../components/page-meta.ts';
import { Link } from '../../components/router-links.tsx';
import { apiClient } from '../../lib/api.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import type { Route } from './+types/dashboard';

export async function loader({ context, request }: Route.LoaderArgs) {
  const res = await apiClient(context, request).get<StaffDashboard>('staff/dashboard');
  if (!res.ok) throw data(null, { status: res.status === 403 ? 404 : 503 });
  const t = await serverT(context);
  return { dashboard: res.data, meta: { title: t('staff:title'), noindex: true } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function StaffDashboardPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('staff');
  const { dashboard } = loaderData;
  const tiles = [
    { count: dashboard.applications_to_review, label: t('dashboard.to_review'), to: '/staff/applications' },
    { count: dashboard.applications_awaiting_payment, label: t('dashboard.awaiting_payment'), to: '/staff/applications?status=awaiting_payment' },
    {
      count: dashboard.memberships_expiring_soon,
      label: t('dashboard.expiring', { days: dashboard.expiring_soon_days }),
      to: '/staff/applications?status=approved',
    },
    { count: dashboard.transfer_slips_to_verify, label: t('dashboard.transfer_slips'), to: '/staff/payments' },
  ];
  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      <Text c="dimmed">{t('dashboard.intro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {tiles.map((tile) => (
          <Card key={tile.to} withBorder padding="lg" radius="md">
            <Text fz={36} fw={700} data-testid="staff-count">
              {tile.count}
            </Text>
            <Anchor component={Link} to={tile.to} fw={500}>
              {tile.label}
            </Anchor>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
