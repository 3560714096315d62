import { type FieldMetadata, type FormMetadata, getInputProps } from '@conform-to/react';
import { ActionIcon, Button, Card, Grid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../forms.tsx';
import type { Field } from './fields.tsx';

export type RowColumn = { name: string; label: string; numeric?: boolean; span: number; required?: boolean };

type Props = {
  // biome-ignore lint/suspicious/noExplicitAny: the form of whichever step holds the list
  form: FormMetadata<any, string[]>;
  field: Field;
  columns: RowColumn[];
  addLabel: string;
  empty: string;
  error?: string;
  testId: string;
};

/**
 * Rows the member adds and removes (instructors; additional levels with hours): Conform keeps the
 * list, each cell is a field of its own (`instructors[0].name`) with its error beside it.
 */
export function RowsEditor({ form, field, columns, addLabel, empty, error, testId }: Props) {
  const { t } = useTranslation('apply');
  const errorText = useErrorText();
  // biome-ignore lint/suspicious/noExplicitAny: rows of any shape (the step's schema checks them)
  const rows = (field as unknown as FieldMetadata<Record<string, any>[], Record<string, any>, string[]>).getFieldList();
  return (
    <Stack gap="xs" data-testid={testId}>
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
      {rows.map((row, index) => {
        const cells = row.getFieldset() as Record<string, Field>;
        return (
          <Card key={row.key} withBorder padding="sm" data-testid={`${testId}-row`}>
            <Grid gap="sm" align="flex-end">
              {columns.map((c) => (
                <Grid.Col key={c.name} span={{ base: 12, sm: c.span }}>
                  <TextInput
                    {...getInputProps(cells[c.name], { type: 'text' })}
                    key={cells[c.name].key}
                    inputMode={c.numeric ? 'numeric' : undefined}
                    label={c.label}
                    withAsterisk={c.required}
                    error={errorText(cells[c.name].errors)}
                  />
                </Grid.Col>
              ))}
              <Grid.Col span={{ base: 12, sm: 'content' }}>
                <ActionIcon
                  {...form.remove.getButtonProps({ name: field.name, index })}
                  // Mantine's buttons default to type="button": a list intent is a submit that Conform intercepts.
                  type="submit"
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('remove_row', { number: index + 1 })}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Grid.Col>
            </Grid>
          </Card>
        );
      })}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      <div>
        <Button {...form.insert.getButtonProps({ name: field.name })} type="submit" variant="light" size="sm" leftSection={<IconPlus size={16} />}>
          {addLabel}
        </Button>
      </div>
    </Stack>
  );
}
