import { Anchor, Badge, Button, Card, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconPencil, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OwnEventView } from '../../lib/event-editor.server.ts';
import { Link } from '../router-links.tsx';

type Lists = Record<'upcoming' | 'past' | 'inactive', { count: number; results: OwnEventView[] }>;

/** The school's own events on its page: upcoming, past and inactive, each with its bookings and links to manage it. */
export function OwnEvents({ schoolId, events }: { schoolId: number; events: Lists }) {
  const { t } = useTranslation('events');
  const states = ['upcoming', 'past', 'inactive'] as const;
  const first = states.find((s) => events[s].count > 0) ?? 'upcoming';
  return (
    <Card withBorder padding="lg" id="events">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h4">
              {t('editor.own.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('editor.own.hint')}
            </Text>
          </div>
          <Button component={Link} to={`/school/add-event?school=${schoolId}`} leftSection={<IconCalendarPlus size={16} />} data-testid="add-event">
            {t('editor.add_title')}
          </Button>
        </Group>
        <Tabs defaultValue={first} keepMounted={false}>
          <Tabs.List>
            {states.map((s) => (
              <Tabs.Tab key={s} value={s} data-testid={`own-events-${s}`}>
                {t(`editor.own.${s}`, { count: events[s].count })}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {states.map((s) => (
            <Tabs.Panel key={s} value={s} pt="sm">
              {events[s].results.length === 0 ? (
                <Text c="dimmed">{t(`editor.own.${s}_empty`)}</Text>
              ) : (
                <Stack gap="xs">
                  {events[s].results.map((e) => (
                    <OwnEventRow key={e.id} event={e} />
                  ))}
                </Stack>
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Card>
  );
}

function OwnEventRow({ event }: { event: OwnEventView }) {
  const { t } = useTranslation('events');
  return (
    <Paper withBorder p="sm" data-testid="own-event">
      <Group justify="space-between" gap="sm">
        <div style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Group gap="xs">
            {event.is_public ? (
              <Anchor component={Link} to={`/event/${event.id}`} fw={600} data-testid="own-event-subject">
                {event.subject}
              </Anchor>
            ) : (
              <Text fw={600} data-testid="own-event-subject">
                {event.subject}
              </Text>
            )}
            {!event.is_public && (
              <Badge color="gray" variant="light" size="sm">
                {t('editor.hidden')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {event.dates_label}
            {event.time_label ? ` · ${event.time_label}` : ''} · {event.price_label}
          </Text>
          <Text size="sm" data-testid="own-event-bookings">
            {t('editor.own.bookings', { count: event.bookings.held })}
            {event.bookings.waitlisted > 0 ? ` · ${t('editor.own.waitlisted', { count: event.bookings.waitlisted })}` : ''}
            {event.registration_limit ? ` · ${t('editor.own.limit', { count: event.registration_limit })}` : ''}
          </Text>
        </div>
        <Group gap="xs">
          <Button component={Link} to={`/school/events/${event.id}/bookings`} size="xs" variant="default" leftSection={<IconUsers size={14} />}>
            {t('editor.own.manage_bookings')}
          </Button>
          <Button
            component={Link}
            to={`/school/edit-event/${event.id}`}
            size="xs"
            variant="light"
            leftSection={<IconPencil size={14} />}
            data-testid="own-event-edit"
          >
            {t('editor.own.edit')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
