import { getInputProps } from '@conform-to/react';
import { Anchor, Checkbox, Grid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SchoolFormData } from '#common/applications.ts';
import { useErrorText } from '../forms.tsx';
import { Link } from '../router-links.tsx';
import { CodesCheckboxes, CodesSelect, type Field, TextArea, type useStepForm, WholeInput } from './fields.tsx';
import { RowsEditor } from './rows-editor.tsx';
import { Section } from './wizard-page.tsx';

type Props = { form: ReturnType<typeof useStepForm>[0]; fields: Record<string, Field>; labels: Record<string, string>; formData: SchoolFormData };

/** The school's yoga and faculty step: the levels it teaches, its trainings and styles, its instructors. */
export function SchoolYogaFields({ form, fields, labels, formData }: Props) {
  const { t } = useTranslation('apply');
  const errorText = useErrorText();
  const certificate = fields.issues_certificate;
  return (
    <>
      <Section title={t('section_levels')} description={t('section_levels_help')}>
        <CodesCheckboxes
          field={fields.levels}
          label={labels.levels}
          required
          cols
          data={formData.levels.map((l) => ({
            value: l.value,
            label: l.label,
            disabled: !l.available,
            description: (
              <>
                {!l.available && (
                  <Text component="span" size="xs" fw={600} c="orange.9" data-testid={`not-available-${l.value}`}>
                    {t('level_not_available')}{' '}
                  </Text>
                )}
                {l.description}{' '}
                <Anchor component={Link} to={l.url} size="xs" target="_blank">
                  {t('about_standard', { code: l.value })}
                </Anchor>
              </>
            ),
          }))}
        />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {labels.additional_levels}
          </Text>
          <RowsEditor
            form={form}
            field={fields.additional_levels}
            columns={[
              { name: 'level', label: t('field.level_name'), span: 7, required: true },
              { name: 'hours', label: t('field.hours'), span: 4, numeric: true, required: true },
            ]}
            addLabel={t('add_level')}
            empty={t('no_additional_levels')}
            error={errorText(fields.additional_levels.errors)}
            testId="additional-levels"
          />
        </Stack>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextArea field={fields.other_level} label={labels.other_level} minRows={1} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <WholeInput field={fields.other_level_hours} label={labels.other_level_hours} suffix={t('hours_suffix')} />
          </Grid.Col>
        </Grid>
      </Section>
      <Section title={t('section_training')}>
        <CodesCheckboxes field={fields.training_types} label={labels.training_types} required data={formData.training_types} />
        <CodesSelect field={fields.styles} label={labels.styles} required data={formData.styles} testId="styles" />
        <TextArea field={fields.style_description} label={labels.style_description} minRows={3} />
        <Checkbox
          {...getInputProps(certificate, { type: 'checkbox', value: '1' })}
          key={certificate.key}
          label={labels.issues_certificate}
          description={t('issues_certificate_help')}
        />
      </Section>
      <Section title={t('section_faculty')}>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <WholeInput field={fields.number_of_teachers} label={labels.number_of_teachers} required />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <WholeInput
              field={fields.main_teacher_hours}
              label={labels.main_teacher_hours}
              required
              suffix={t('hours_suffix')}
              description={formData.main_teacher_hours.map((h) => h.label).join(' · ')}
            />
          </Grid.Col>
        </Grid>
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {labels.instructors}{' '}
            <Text span c="red">
              *
            </Text>
          </Text>
          <RowsEditor
            form={form}
            field={fields.instructors}
            columns={[
              { name: 'name', label: t('field.instructor_name'), span: 4, required: true },
              { name: 'certification', label: t('field.certification'), span: 4 },
              { name: 'years_teaching', label: t('field.years_teaching'), span: 3, numeric: true },
            ]}
            addLabel={t('add_instructor')}
            empty={t('no_instructors')}
            error={errorText(fields.instructors.errors)}
            testId="instructors"
          />
        </Stack>
      </Section>
    </>
  );
}
