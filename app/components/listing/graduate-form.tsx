import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { Button, Group, MultiSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { TEACHER_LEVELS, TEACHER_TYPES, YOGA_STYLES } from '#common/directory-codes.ts';
import { GRADUATE_NAME_MAX, GRADUATE_NUMBER_MAX, GraduateCreateSchema, GraduateRowSchema, type OwnGraduate } from '#common/graduates.ts';
import { useStandards } from '../../lib/standards.ts';
import { useErrorText, useZodForm } from '../forms.tsx';
import { useFlashToast } from '../toast.tsx';

type Answer = { ok: boolean; intent: string; result?: SubmissionResult; toast: { type: 'success' | 'error'; message: string } | null };

type Props = { schoolId: number; graduate: OwnGraduate | null; action: string; onDone: () => void };

/** Add or edit one graduate; the lists go to the API comma-joined (SPEC §7) from multi-selects. */
export function GraduateForm({ schoolId, graduate, action, onDone }: Props) {
  const { t } = useTranslation('listing');
  const errorText = useErrorText();
  const standards = useStandards();
  const fetcher = useFetcher<Answer>();
  const editing = graduate !== null;
  const [form, fields] = useZodForm(
    editing ? GraduateRowSchema : GraduateCreateSchema,
    fetcher.data?.result,
    editing ? `graduate-${graduate.id}` : 'graduate-new',
  );
  useFlashToast(fetcher.data?.toast);
  // biome-ignore lint/correctness/useExhaustiveDependencies: close once the save went through
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok) onDone();
  }, [fetcher.state, fetcher.data]);

  const levels = TEACHER_LEVELS.map((value) => ({ value, label: t('graduates.level_hours', { hours: value }) }));
  const styles = YOGA_STYLES.map((value) => ({ value, label: t(`directory:styles_list.${value}`) }));
  const types = TEACHER_TYPES.map((value) => ({ value, label: `${value} — ${standards.name(value)}` }));

  return (
    <fetcher.Form method="post" action={action} {...getFormProps(form)}>
      <input type="hidden" name="intent" value={editing ? 'graduate_update' : 'graduate_create'} />
      {editing ? <input type="hidden" name="graduate" value={graduate.id} /> : <input type="hidden" name="school" value={schoolId} />}
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            {...getInputProps(fields.graduate_number, { type: 'text' })}
            key={fields.graduate_number.key}
            defaultValue={graduate?.graduate_number ?? ''}
            label={t('graduates.number')}
            maxLength={GRADUATE_NUMBER_MAX}
            error={errorText(fields.graduate_number.errors)}
            data-autofocus
          />
          <TextInput
            {...getInputProps(fields.graduation_date, { type: 'date' })}
            key={fields.graduation_date.key}
            defaultValue={graduate?.graduation_date ?? ''}
            label={t('graduates.date')}
            error={errorText(fields.graduation_date.errors)}
          />
        </SimpleGrid>
        <TextInput
          {...getInputProps(fields.name, { type: 'text' })}
          key={fields.name.key}
          defaultValue={graduate?.name ?? ''}
          label={t('graduates.name')}
          maxLength={GRADUATE_NAME_MAX}
          error={errorText(fields.name.errors)}
        />
        <MultiSelect
          name={fields.teacher_level.name}
          defaultValue={graduate?.teacher_level ?? []}
          data={levels}
          label={t('graduates.teacher_level')}
          clearable
          error={errorText(fields.teacher_level.errors)}
          comboboxProps={{ withinPortal: true }}
        />
        <MultiSelect
          name={fields.style_of_yoga.name}
          defaultValue={graduate?.style_of_yoga ?? []}
          data={styles}
          label={t('graduates.style_of_yoga')}
          searchable
          clearable
          error={errorText(fields.style_of_yoga.errors)}
          comboboxProps={{ withinPortal: true }}
        />
        <MultiSelect
          name={fields.teacher_apply_type.name}
          defaultValue={graduate?.teacher_apply_type ?? []}
          data={types}
          label={t('graduates.apply_type')}
          clearable
          error={errorText(fields.teacher_apply_type.errors)}
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={fetcher.state !== 'idle'} data-testid="graduate-save">
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </fetcher.Form>
  );
}
