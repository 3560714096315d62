import { Alert, Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { idFromUrl } from '#common/fields.ts';
import { pageMeta } from '../../components/page-meta.ts';
import { Link } from '../../components/router-links.tsx';
import { StaffTasks } from '../../components/staff/staff-tasks.tsx';
import { OutcomeToast } from '../../components/toast.tsx';
import { apiClient, failedPage } from '../../lib/api.server.ts';
import { outcomeToast } from '../../lib/billing.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import type { Route } from './+types/dashboard';

export async function loader({ context, request }: Route.LoaderArgs) {
  const api = apiClient(context, request);
  const [res, tasks] = await Promise.all([api.get('staff/dashboard'), api.get('staff/tasks', { query: { page_size: 100 } })]);
  if (!res.ok || !tasks.ok) throw failedPage(res.ok ? tasks : res);
  const t = await serverT(context);
  return { dashboard: res.data, tasks: tasks.data.results, meta: { title: t('staff:title'), noindex: true } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** Marks one task done. */
export async function action({ context, request }: Route.ActionArgs) {
  const t = await serverT(context);
  const id = idFromUrl(String((await request.formData()).get('id') ?? ''));
  if (id === null) return { toast: { type: 'error' as const, message: t('messages:errors.something_wrong') } };
  return { toast: outcomeToast(t, await apiClient(context, request).post('staff/tasks/{id}/resolve', { params: { id } }), 'messages:errors.something_wrong') };
}

export default function StaffDashboardPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('staff');
  const { dashboard, tasks } = loaderData;
  const tiles = [
    { count: dashboard.applications_to_review, label: t('dashboard.to_review'), to: '/staff/applications' },
    { count: dashboard.applications_awaiting_payment, label: t('dashboard.awaiting_payment'), to: '/staff/applications?status=awaiting_payment' },
    {
      count: dashboard.memberships_expiring_soon,
      label: t('dashboard.expiring', { days: dashboard.expiring_soon_days }),
      to: '/staff/applications?status=approved',
    },
    { count: dashboard.transfer_slips_to_verify, label: t('dashboard.transfer_slips'), to: '/staff/payments' },
    { count: dashboard.open_tasks, label: t('dashboard.tasks'), to: '#tasks' },
  ];
  return (
    <Stack gap="lg">
      <OutcomeToast toast={actionData?.toast} />
      <Title order={1}>{t('title')}</Title>
      <Text c="dimmed">{t('dashboard.intro')}</Text>
      {dashboard.unpriced_fees.length > 0 && (
        <Alert color="orange" variant="light" title={t('dashboard.unpriced_title')} data-testid="unpriced-fees">
          <Stack gap={6}>
            <Text size="sm">{t('dashboard.unpriced_text', { codes: dashboard.unpriced_fees.join(', ') })}</Text>
            <Anchor component={Link} to="/staff/content/fees" size="sm" fw={500}>
              {t('dashboard.unpriced_link')}
            </Anchor>
          </Stack>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }}>
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
      <StaffTasks tasks={tasks} />
    </Stack>
  );
}
