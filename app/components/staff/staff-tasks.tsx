import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigation, useSubmit } from 'react-router';
import type { StaffTask } from '#common/staff.ts';
import { formatDate } from '../../lib/directory-format.ts';
import { ConfirmButton } from '../listing/confirm-button.tsx';
import { Link } from '../router-links.tsx';

/** The work the system handed to the office, each with what it is about and a way to mark it done. */
export function StaffTasks({ tasks }: { tasks: StaffTask[] }) {
  const { t, i18n } = useTranslation('staff');
  const submit = useSubmit();
  const navigation = useNavigation();
  const resolving = (id: number) => navigation.state !== 'idle' && navigation.formData?.get('id') === String(id);
  return (
    <Stack gap="sm" id="tasks">
      <Title order={2} fz="h3">
        {t('tasks.title')}
      </Title>
      {tasks.length === 0 && <Text c="dimmed">{t('tasks.none')}</Text>}
      {tasks.map((task) => (
        <Card key={task.id} withBorder padding="md" radius="md" data-testid="staff-task">
          <Stack gap={6}>
            <Text>{task.summary}</Text>
            <Group justify="space-between" gap="xs">
              <Group gap="md">
                <Text size="sm" c="dimmed">
                  {t('tasks.since', { date: formatDate(i18n.language, task.created_at.slice(0, 10)) })}
                </Text>
                {task.member !== null && (
                  <Anchor component={Link} to={`/staff/members/${task.member}`} size="sm">
                    {t('tasks.member')}
                  </Anchor>
                )}
                {task.kind === 'renewal_fee_missing' ? (
                  <Anchor component={Link} to="/staff/content/fees" size="sm">
                    {t('dashboard.unpriced_link')}
                  </Anchor>
                ) : (
                  <Anchor component={Link} to="/staff/payments" size="sm">
                    {t('tasks.payments')}
                  </Anchor>
                )}
              </Group>
              <ConfirmButton
                size="compact-sm"
                variant="default"
                label={t('tasks.done')}
                question={t('tasks.done_question')}
                confirmLabel={t('tasks.done')}
                loading={resolving(task.id)}
                onConfirm={() => submit({ intent: 'resolve', id: String(task.id) }, { method: 'post' })}
              />
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
