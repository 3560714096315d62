import { type FieldMetadata, getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from '@conform-to/react';
import { Button, Checkbox, Group, NativeSelect, Stack, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { LANGUAGES } from '#common/constants.ts';
import { LANGUAGE_NAMES } from '#common/i18n.ts';
import { type AnyContentAnswer, CONTENT_FIELDS, CONTENT_INPUTS, type ContentFieldSpec, type ContentKind } from '#common/staff-content.ts';
import { useErrorText, useZodForm } from '../forms.tsx';
import { Form } from '../router-links.tsx';

// biome-ignore lint/suspicious/noExplicitAny: conform types a form's fields by the form's own schema
type Field = FieldMetadata<any, Record<string, any>, string[]>;
/** A text in four languages as a conform field: one part per language. */
type LocalizedFieldMeta = FieldMetadata<{ en: string; th: string; zh: string; hi: string }, Record<string, unknown>, string[]>;
type Values = Record<string, unknown>;

/** A field's value as an input shows it: moments as the datetime-local value in UTC. */
function shown(spec: ContentFieldSpec, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (spec.type === 'moment') return String(value).slice(0, 16);
  return String(value);
}

/** One text in four languages: a tab per language, English first and required; a tab with a problem is marked. */
function LocalizedField({
  field,
  spec,
  label,
  value,
}: {
  field: LocalizedFieldMeta;
  spec: ContentFieldSpec & { type: 'localized' };
  label: string;
  value?: Values;
}) {
  const { t } = useTranslation('staff');
  const errorText = useErrorText();
  const parts = field.getFieldset();
  const objectError = errorText(field.errors);
  return (
    <Stack gap={4} data-testid={`field-${spec.name}`}>
      <Text fw={500} size="sm">
        {label}
      </Text>
      <Tabs defaultValue="en" keepMounted variant="outline">
        <Tabs.List>
          {LANGUAGES.map((lang) => (
            <Tabs.Tab key={lang} value={lang} c={parts[lang]?.errors?.length ? 'red' : undefined} aria-label={`${label}: ${LANGUAGE_NAMES[lang]}`}>
              {LANGUAGE_NAMES[lang]}
              {lang === 'en' ? ' *' : ''}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {LANGUAGES.map((lang) => {
          const part = parts[lang];
          const common = {
            key: part.key,
            label: `${label} (${LANGUAGE_NAMES[lang]})`,
            description: lang === 'en' ? t('contentAdmin.english_hint') : t('contentAdmin.fallback_hint'),
            defaultValue: (part.initialValue as string | undefined) ?? shown(spec, value?.[lang]),
            error: errorText(part.errors),
            lang,
          };
          return (
            <Tabs.Panel key={lang} value={lang} pt="xs">
              {spec.multiline ? (
                <Textarea {...getTextareaProps(part)} {...common} autosize minRows={3} maxRows={12} />
              ) : (
                <TextInput {...getInputProps(part, { type: 'text' })} {...common} />
              )}
            </Tabs.Panel>
          );
        })}
      </Tabs>
      {objectError && !LANGUAGES.some((lang) => parts[lang].errors?.length) ? (
        <Text c="red" size="xs">
          {objectError}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The create and edit form of one kind of content, drawn from its field list (common/staff-content.ts). */
export function ContentForm({ kind, record, lastResult }: { kind: ContentKind; record?: AnyContentAnswer; lastResult?: SubmissionResult | null }) {
  const { t } = useTranslation('staff');
  const errorText = useErrorText();
  const navigation = useNavigation();
  const [form, fields] = useZodForm(CONTENT_INPUTS[kind], lastResult, `content-${kind}-${record?.id ?? 'new'}`);
  const values = (record ?? {}) as Values;
  const label = (name: string) => t(`contentAdmin.fields.${name}`);
  return (
    <Form method="post" {...getFormProps(form)} aria-label={t(`contentAdmin.kinds.${kind}`)}>
      <input type="hidden" name="intent" value="save" />
      <Stack gap="lg">
        {CONTENT_FIELDS[kind].map((spec) => {
          const field = fields[spec.name as keyof typeof fields] as Field;
          const value = values[spec.name];
          if (spec.type === 'localized')
            return (
              <LocalizedField key={spec.name} field={field as unknown as LocalizedFieldMeta} spec={spec} label={label(spec.name)} value={value as Values} />
            );
          if (spec.type === 'boolean')
            return (
              <Checkbox
                key={field.key}
                name={field.name}
                value="1"
                label={label(spec.name)}
                defaultChecked={record ? Boolean(value) : spec.name !== 'members_only' && spec.name !== 'is_online'}
                error={errorText(field.errors)}
              />
            );
          if (spec.type === 'choice')
            return (
              <NativeSelect
                key={field.key}
                name={field.name}
                label={label(spec.name)}
                defaultValue={(field.initialValue as string | undefined) ?? shown(spec, value)}
                error={errorText(field.errors)}
                data={[
                  { value: '', label: t('contentAdmin.choose') },
                  ...spec.choices.map((c) => ({ value: c, label: t(`contentAdmin.choices.${spec.name}.${c}`) })),
                ]}
                w={{ base: '100%', sm: 320 }}
              />
            );
          return (
            <TextInput
              key={field.key}
              name={field.name}
              label={label(spec.name)}
              description={t(`contentAdmin.hints.${spec.name}`, { defaultValue: '' }) || undefined}
              type={spec.type === 'moment' ? 'datetime-local' : 'text'}
              inputMode={spec.type === 'number' ? 'numeric' : undefined}
              defaultValue={(field.initialValue as string | undefined) ?? shown(spec, value)}
              withAsterisk={!('optional' in spec && spec.optional) && spec.type !== 'number'}
              error={errorText(field.errors)}
              w={spec.type === 'text' ? undefined : { base: '100%', sm: 320 }}
            />
          );
        })}
        <Group>
          <Button type="submit" loading={navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save'}>
            {record ? t('contentAdmin.save') : t('contentAdmin.create')}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}

/** The boolean fields of a kind: an unticked box sends nothing, which the action reads as "no" (not the API's default). */
export const booleanFields = (kind: ContentKind) => CONTENT_FIELDS[kind].filter((f) => f.type === 'boolean').map((f) => f.name);
