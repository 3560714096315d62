import { ActionIcon, Avatar, Button, Card, Checkbox, Group, Paper, ScrollArea, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconSearch, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { type DragEvent, type KeyboardEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import type { OwnEvent } from '#common/events.ts';
import { Form } from '../router-links.tsx';
import { useFlashToast } from '../toast.tsx';

type Answer = { intent: string; ok: boolean; toast: { type: 'success' | 'error'; message: string } | null };
type Teacher = { id: number; name: string; photo: string | null; headline: string; of_school?: boolean };
type Instructor = OwnEvent['instructors'][number];

/** Instructors: listed teachers chosen (several at once), put in order by dragging or by keyboard, removed. */
export function EventInstructors({ event, available, search, action }: { event: OwnEvent; available: Teacher[]; search: string; action: string }) {
  const { t } = useTranslation('events');
  const named = new Set(event.instructors.map((i) => i.teacher.id));
  const choosable = available.filter((a) => !named.has(a.id));
  return (
    <Card withBorder padding="lg" id="instructors">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            {t('editor.instructors.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('editor.instructors.hint')}
          </Text>
        </div>
        <InstructorOrder instructors={event.instructors} action={action} />
        <AddInstructors choosable={choosable} search={search} action={action} />
      </Stack>
    </Card>
  );
}

function InstructorOrder({ instructors, action }: { instructors: Instructor[]; action: string }) {
  const { t } = useTranslation('events');
  const fetcher = useFetcher<Answer>();
  useFlashToast(fetcher.data?.toast);
  // Shown in the new order at once; the page's data catches up when the API has saved it.
  const [order, setOrder] = useState(instructors);
  const [dragged, setDragged] = useState<number | null>(null);
  const [announce, setAnnounce] = useState('');
  useEffect(() => setOrder(instructors), [instructors]);

  const save = (next: Instructor[]) => {
    setOrder(next);
    fetcher.submit({ intent: 'instructors_order', instructor_ids: next.map((i) => i.id).join(',') }, { method: 'post', action });
  };
  const move = (index: number, by: number) => {
    const target = index + by;
    if (target < 0 || target >= order.length) return;
    const next = [...order];
    const [item] = next.splice(index, 1);
    next.splice(target, 0, item);
    setAnnounce(t('editor.instructors.moved', { name: item.teacher.name, position: target + 1, count: next.length }));
    save(next);
  };
  const onHandleKey = (index: number) => (e: KeyboardEvent) => {
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
    e.preventDefault();
    move(index, e.key === 'ArrowUp' ? -1 : 1);
    // The handle keeps the focus as its row moves, so the keys can go on moving it.
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-handle="${order[index].id}"]`)?.focus());
  };
  const onDrop = (index: number) => (e: DragEvent) => {
    e.preventDefault();
    const from = order.findIndex((i) => i.id === dragged);
    setDragged(null);
    if (from < 0 || from === index) return;
    move(from, index - from);
  };

  if (order.length === 0) return <Text c="dimmed">{t('editor.instructors.empty')}</Text>;
  return (
    <Stack gap={6} data-testid="instructor-list">
      {order.map((instructor, index) => (
        <Paper
          key={instructor.id}
          withBorder
          p="xs"
          data-testid="instructor-row"
          onDragOver={(e) => e.preventDefault()}
          onDrop={onDrop(index)}
          style={{ opacity: dragged === instructor.id ? 0.5 : 1 }}
        >
          <Group gap="sm" wrap="nowrap">
            <ActionIcon
              variant="subtle"
              color="gray"
              draggable
              onDragStart={(e: DragEvent) => {
                e.dataTransfer.effectAllowed = 'move';
                setDragged(instructor.id);
              }}
              onDragEnd={() => setDragged(null)}
              onKeyDown={onHandleKey(index)}
              data-handle={instructor.id}
              aria-label={t('editor.instructors.handle', { name: instructor.teacher.name })}
              aria-roledescription={t('editor.instructors.handle_role')}
              style={{ cursor: 'grab' }}
            >
              <IconGripVertical size={18} />
            </ActionIcon>
            <Text size="sm" c="dimmed" w={20}>
              {index + 1}
            </Text>
            <Avatar src={instructor.teacher.photo} alt="" radius="xl" size="sm" />
            <div style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" fw={500} truncate data-testid="instructor-name">
                {instructor.teacher.name}
              </Text>
              {instructor.teacher.headline && (
                <Text size="xs" c="dimmed" truncate>
                  {instructor.teacher.headline}
                </Text>
              )}
            </div>
            <Group gap={4} wrap="nowrap">
              <ActionIcon variant="default" disabled={index === 0} onClick={() => move(index, -1)} aria-label={t('editor.move_up')}>
                <IconArrowUp size={16} />
              </ActionIcon>
              <ActionIcon variant="default" disabled={index === order.length - 1} onClick={() => move(index, 1)} aria-label={t('editor.move_down')}>
                <IconArrowDown size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => fetcher.submit({ intent: 'instructor_remove', instructor: String(instructor.id) }, { method: 'post', action })}
                aria-label={t('editor.instructors.remove', { name: instructor.teacher.name })}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Group>
        </Paper>
      ))}
      <Text size="xs" c="dimmed">
        {t('editor.instructors.order_hint')}
      </Text>
      <div aria-live="polite" className="visually-hidden" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {announce}
      </div>
    </Stack>
  );
}

function AddInstructors({ choosable, search, action }: { choosable: Teacher[]; search: string; action: string }) {
  const { t } = useTranslation('events');
  const fetcher = useFetcher<Answer>();
  useFlashToast(fetcher.data?.toast);
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        {t('editor.instructors.add_title')}
      </Text>
      {/* Other listed teachers, found by name; the school's own are always offered. */}
      <Form method="get" preventScrollReset>
        <Group gap="xs" align="flex-end">
          <TextInput
            name="search"
            defaultValue={search}
            label={t('editor.instructors.search')}
            leftSection={<IconSearch size={14} />}
            style={{ flex: 1 }}
            data-testid="instructor-search"
          />
          <Button type="submit" variant="default">
            {t('editor.instructors.search_button')}
          </Button>
        </Group>
      </Form>
      <fetcher.Form method="post" action={action}>
        <input type="hidden" name="intent" value="instructors_add" />
        {choosable.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('editor.instructors.none_to_add')}
          </Text>
        ) : (
          <Stack gap={6}>
            {/* A search may find many teachers: the list scrolls, the button stays in reach. */}
            <ScrollArea.Autosize mah={320} type="auto" offsetScrollbars>
              <Stack gap={6}>
                {choosable.map((teacher) => (
                  <Checkbox
                    key={teacher.id}
                    name="teacher"
                    value={teacher.id}
                    label={teacher.name}
                    description={teacher.of_school ? t('editor.instructors.of_school') : teacher.headline || undefined}
                    data-testid="instructor-choice"
                  />
                ))}
              </Stack>
            </ScrollArea.Autosize>
            <Group justify="flex-end">
              <Button type="submit" leftSection={<IconUserPlus size={16} />} loading={fetcher.state !== 'idle'} data-testid="instructors-add">
                {t('editor.instructors.add')}
              </Button>
            </Group>
          </Stack>
        )}
      </fetcher.Form>
    </Stack>
  );
}
