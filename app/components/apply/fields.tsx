import { type FieldMetadata, getInputProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Checkbox, Group, MultiSelect, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import type { ZodType } from 'zod';
import { useErrorText } from '../forms.tsx';

// Field components of the wizard forms: each wires one Mantine input to its Conform field (name,
// key, initial value, translated errors), so the step pages list fields rather than prop spreads.

// biome-ignore lint/suspicious/noExplicitAny: conform types a form's fields by the form's own schema
export type Field = FieldMetadata<any, Record<string, any>, string[]>;
/** A choice; `disabled`: shown but not choosable (a level the office has not priced yet). */
export type Option = { value: string; label: string; disabled?: boolean };

/**
 * A step's form: the shared schema validates on submit, then as the member types (as useZodForm),
 * starting from the saved application so that lists (instructors) begin with their saved rows.
 */
export function useStepForm<S extends ZodType>(schema: S, lastResult: SubmissionResult | null | undefined, defaultValue: Record<string, unknown>, id: string) {
  // Typed loosely: the shared schemas preprocess their input (lists comma-joined, numbers as text).
  // biome-ignore lint/suspicious/noExplicitAny: conform types a form's fields by the form's own schema
  return useForm<Record<string, any>>({
    id,
    lastResult,
    // Saved values as the form holds them (text); lists of rows as arrays of such records.
    defaultValue: defaultValue as never,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }) as never,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
}

type Common = { field: Field; label: string; description?: ReactNode; required?: boolean };
const initial = (field: Field) => (typeof field.initialValue === 'string' ? field.initialValue : undefined);
/** A list field's starting value: the saved list, or what was sent (a repeated field, or one comma-joined value). */
const initialList = (field: Field): string[] =>
  Array.isArray(field.initialValue) ? (field.initialValue as string[]) : (initial(field)?.split(',').filter(Boolean) ?? []);

export function LineInput({
  field,
  label,
  description,
  required,
  type = 'text',
  ...rest
}: Common & { type?: 'text' | 'email' | 'tel' | 'url'; placeholder?: string; autoComplete?: string }) {
  const errorText = useErrorText();
  return (
    <TextInput
      {...getInputProps(field, { type })}
      key={field.key}
      label={label}
      description={description}
      withAsterisk={required}
      error={errorText(field.errors)}
      {...rest}
    />
  );
}

export function TextArea({ field, label, description, required, minRows = 3 }: Common & { minRows?: number }) {
  const errorText = useErrorText();
  return (
    <Textarea
      {...getTextareaProps(field)}
      key={field.key}
      label={label}
      description={description}
      withAsterisk={required}
      autosize
      minRows={minRows}
      maxRows={14}
      error={errorText(field.errors)}
    />
  );
}

/** Whole numbers (hours, years): a text input with a numeric keyboard, so a wrong entry reaches the schema's message. */
export function WholeInput({ field, label, description, required, suffix }: Common & { suffix?: string }) {
  const errorText = useErrorText();
  return (
    <TextInput
      {...getInputProps(field, { type: 'text' })}
      key={field.key}
      inputMode="numeric"
      label={label}
      description={description}
      withAsterisk={required}
      rightSection={
        suffix ? (
          <Text size="xs" c="dimmed" pr="xs">
            {suffix}
          </Text>
        ) : undefined
      }
      rightSectionWidth={suffix ? 'auto' : undefined}
      error={errorText(field.errors)}
    />
  );
}

export function ChoiceSelect({
  field,
  label,
  description,
  required,
  data,
  value,
  onChange,
  placeholder,
  testId,
}: Common & { data: Option[]; value?: string | null; onChange?: (v: string | null) => void; placeholder?: string; testId?: string }) {
  const errorText = useErrorText();
  const options = useSameOptions(data);
  const controlled = value !== undefined ? { value, onChange } : { defaultValue: initial(field) ?? null };
  return (
    <Select
      name={field.name}
      key={field.key}
      {...controlled}
      data={options}
      searchable
      clearable
      allowDeselect={false}
      label={label}
      description={description}
      withAsterisk={required}
      placeholder={placeholder}
      error={errorText(field.errors)}
      comboboxProps={{ withinPortal: true }}
      data-testid={testId}
    />
  );
}

/**
 * The options of the last render while they read the same. An uncontrolled Select puts its chosen
 * label back into its search box whenever `data` is a new array, so any re-render of the form (a
 * field revalidated as another is typed in) wiped what the member was typing to find an option.
 */
function useSameOptions(data: Option[]): Option[] {
  const content = data.map((o) => `${o.value}\u001f${o.label}\u001f${o.disabled ? 1 : 0}`).join('\u001e');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the options' content is what matters, not the array
  return useMemo(() => data, [content]);
}

/** Several codes from a long list (styles): sent comma-joined, as the schema reads them. */
export function CodesSelect({ field, label, description, required, data, testId }: Common & { data: Option[]; testId?: string }) {
  const errorText = useErrorText();
  const saved = initialList(field);
  return (
    <MultiSelect
      name={field.name}
      key={field.key}
      defaultValue={saved}
      data={data}
      searchable
      clearable
      label={label}
      description={description}
      withAsterisk={required}
      error={errorText(field.errors)}
      data-testid={testId}
    />
  );
}

/** Several codes from a short list, as checkboxes (each sends its own value). */
export function CodesCheckboxes({
  field,
  label,
  description,
  required,
  data,
  cols,
}: Common & { data: (Option & { description?: ReactNode })[]; cols?: boolean }) {
  const errorText = useErrorText();
  const saved = initialList(field);
  return (
    <Checkbox.Group key={field.key} defaultValue={saved} label={label} description={description} withAsterisk={required} error={errorText(field.errors)}>
      <Stack gap="xs" mt="xs">
        <Group gap="md" style={{ flexDirection: cols ? 'column' : 'row', alignItems: cols ? 'stretch' : 'center' }}>
          {data.map((o) => (
            // A saved choice stays in the form, so the member can still untick it.
            <Checkbox
              key={o.value}
              name={field.name}
              value={o.value}
              label={o.label}
              description={o.description}
              disabled={o.disabled && !saved.includes(o.value)}
            />
          ))}
        </Group>
      </Stack>
    </Checkbox.Group>
  );
}
