import type { FieldMetadata, FormMetadata } from '@conform-to/react';
import { ActionIcon, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../forms.tsx';
import { FieldInput } from './profile-fields.tsx';

type Instructor = { name: string; certification?: string | null; years_teaching?: number | null };
// biome-ignore lint/suspicious/noExplicitAny: conform types a form by the form's own schema
type Form = FormMetadata<any, string[]>;

/** The school's instructors (name, certification, years teaching), added and removed within the profile form. */
export function InstructorsEditor({ form, field }: { form: Form; field: FieldMetadata<Instructor[] | undefined, Record<string, unknown>, string[]> }) {
  const { t } = useTranslation('listing');
  const errorText = useErrorText();
  const list = field.getFieldList();
  return (
    <Stack gap="sm" data-testid="instructors">
      <Group justify="space-between" gap="sm">
        <Title order={3} size="h5">
          {t('profile.instructors')}
        </Title>
        <Button
          {...form.insert.getButtonProps({ name: field.name, defaultValue: { name: '' } })}
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
        >
          {t('profile.add_instructor')}
        </Button>
      </Group>
      {list.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('profile.no_instructors')}
        </Text>
      )}
      {list.map((item, index) => {
        const f = item.getFieldset();
        return (
          <Card key={item.key} withBorder padding="sm" data-testid="instructor">
            <Group align="flex-start" gap="sm" wrap="nowrap">
              <SimpleGrid cols={{ base: 1, sm: 3 }} style={{ flex: 1, minWidth: 0 }}>
                <FieldInput field={f.name} label={t('profile.instructor_name')} />
                <FieldInput field={f.certification} label={t('profile.instructor_certification')} />
                <FieldInput field={f.years_teaching} label={t('profile.instructor_years')} type="number" min={0} max={80} />
              </SimpleGrid>
              <ActionIcon
                {...form.remove.getButtonProps({ name: field.name, index })}
                variant="subtle"
                color="red"
                mt={26}
                aria-label={t('profile.remove_instructor', { index: index + 1 })}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Card>
        );
      })}
      {field.errors && (
        <Text size="sm" c="red">
          {errorText(field.errors)}
        </Text>
      )}
    </Stack>
  );
}
