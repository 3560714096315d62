import { Button, Card, Checkbox, Group, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import type { OwnEvent } from '#common/events.ts';
import { useFlashToast } from '../toast.tsx';

type Answer = { intent: string; ok: boolean; toast: { type: 'success' | 'error'; message: string } | null };
type Category = { id: number; code: string; name: string; options: { id: number; code: string; name: string }[] };

/** Options per category (accommodation, meals…): chosen from the lists, plus the school's own, saved together. */
export function EventOptions({ event, categories, action }: { event: OwnEvent; categories: Category[]; action: string }) {
  const { t } = useTranslation('events');
  const fetcher = useFetcher<Answer>();
  useFlashToast(fetcher.data?.toast);
  const chosen = new Set(event.options.flatMap((g) => g.options.map((o) => o.id)));
  const custom = new Map(event.options.map((g) => [g.category.id, g.custom_options.map((c) => c.name).join('\n')]));
  return (
    <Card withBorder padding="lg" id="options">
      <fetcher.Form method="post" action={action} data-testid="options-form">
        <input type="hidden" name="intent" value="options" />
        <Stack gap="md">
          <div>
            <Title order={2} size="h4">
              {t('editor.options.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('editor.options.hint')}
            </Text>
          </div>
          {categories.length === 0 && <Text c="dimmed">{t('editor.options.none')}</Text>}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            {categories.map((category) => (
              <Stack key={category.id} gap={6} data-testid="option-category">
                <Text fw={600} size="sm">
                  {category.name}
                </Text>
                {category.options.map((option) => (
                  <Checkbox key={option.id} name="option" value={option.id} label={option.name} defaultChecked={chosen.has(option.id)} />
                ))}
                <Textarea
                  name={`custom_${category.id}`}
                  label={t('editor.options.custom', { category: category.name })}
                  description={t('editor.options.custom_hint')}
                  defaultValue={custom.get(category.id) ?? ''}
                  autosize
                  minRows={2}
                  maxRows={6}
                />
              </Stack>
            ))}
          </SimpleGrid>
          {categories.length > 0 && (
            <Group justify="flex-end">
              <Button type="submit" loading={fetcher.state !== 'idle'} data-testid="options-save">
                {t('editor.options.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </fetcher.Form>
    </Card>
  );
}
