import { Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import type { OwnEvent } from '#common/events.ts';
import { Form } from '../router-links.tsx';

/**
 * Deleting an event (ADR 0016): allowed, and its open bookings are cancelled with a notice to each
 * member. The dialog says how many before anything happens.
 */
export function EventDangerZone({ event, openBookings, action }: { event: OwnEvent; openBookings: number; action: string }) {
  const { t } = useTranslation('events');
  const [opened, setOpened] = useState(false);
  const navigation = useNavigation();
  const consequence = openBookings > 0 ? t('editor.delete.with_bookings', { count: openBookings }) : t('editor.delete.no_bookings');
  return (
    <Card withBorder padding="lg" id="delete" style={{ borderColor: 'var(--mantine-color-red-3)' }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('editor.delete.title')}
        </Title>
        <Text size="sm">{consequence}</Text>
        <Group>
          <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={() => setOpened(true)} data-testid="event-delete">
            {t('editor.delete.button')}
          </Button>
        </Group>
      </Stack>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('editor.delete.question', { subject: event.subject })} centered>
        <Form method="post" action={action}>
          <input type="hidden" name="intent" value="delete" />
          <Stack gap="md">
            <Text size="sm">{consequence}</Text>
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={() => setOpened(false)}>
                {t('editor.delete.keep')}
              </Button>
              <Button type="submit" color="red.9" loading={navigation.state === 'submitting'} data-testid="event-delete-confirm">
                {t('editor.delete.confirm')}
              </Button>
            </Group>
          </Stack>
        </Form>
      </Modal>
    </Card>
  );
}
