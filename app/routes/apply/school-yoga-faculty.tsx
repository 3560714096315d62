import { getFormProps, getInputProps } from '@conform-to/react';
import { Anchor, Checkbox, Grid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SchoolDraftSchema } from '#common/applications.ts';
import { CodesCheckboxes, CodesSelect, TextArea, useStepForm, WholeInput } from '../../components/apply/fields.tsx';
import { RowsEditor } from '../../components/apply/rows-editor.tsx';
import { Section, StepFields, WizardPage } from '../../components/apply/wizard-page.tsx';
import { isEditable, neighbours } from '../../components/apply/wizard-steps.ts';
import { useErrorText } from '../../components/forms.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { Form, Link } from '../../components/router-links.tsx';
import { OutcomeToast } from '../../components/toast.tsx';
import { loadWizard, saveStep } from '../../lib/applications.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import type { Route } from './+types/school-yoga-faculty';

const FIELDS = [
  'levels',
  'additional_levels',
  'other_level',
  'other_level_hours',
  'training_types',
  'styles',
  'style_description',
  'number_of_teachers',
  'main_teacher_hours',
  'issues_certificate',
  'instructors',
] as const;
const StepSchema = SchoolDraftSchema.pick(Object.fromEntries(FIELDS.map((f) => [f, true])) as { [K in (typeof FIELDS)[number]]: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  const [wizard, t] = await Promise.all([loadWizard(context, request, 'school'), serverT(context)]);
  return { ...wizard, meta: { title: `${t('apply:step_yoga_and_faculty')} · ${t('apply:school_title')}` } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ context, request }: Route.ActionArgs) {
  return saveStep(context, request, { kind: 'school', schema: StepSchema, fields: FIELDS, next: neighbours('school', 'yoga_and_faculty').next });
}

const text = (v: number | string | null | undefined) => (v == null ? '' : String(v));

export default function SchoolYogaFaculty({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('apply');
  const errorText = useErrorText();
  const { application: a, rejected, formData, bothNext } = loaderData;
  const locked = !isEditable(a);
  const [form, fields] = useStepForm(
    StepSchema,
    actionData?.result,
    a
      ? {
          levels: a.levels,
          additional_levels: a.additional_levels.map((l) => ({ level: l.level, hours: text(l.hours) })),
          other_level: a.other_level ?? '',
          other_level_hours: text(a.other_level_hours),
          training_types: a.training_types,
          styles: a.styles,
          style_description: a.style_description ?? '',
          number_of_teachers: text(a.number_of_teachers),
          main_teacher_hours: text(a.main_teacher_hours),
          issues_certificate: a.issues_certificate ? '1' : '',
          instructors: a.instructors.map((i) => ({ name: i.name, certification: i.certification ?? '', years_teaching: text(i.years_teaching) })),
        }
      : {},
    'school-yoga-faculty',
  );
  const labels = Object.fromEntries(FIELDS.map((f) => [f, t(`field.${f}`)]));
  const certificate = fields.issues_certificate;
  return (
    <WizardPage
      kind="school"
      step="yoga_and_faculty"
      title={t('step_yoga_and_faculty')}
      intro={t('school_yoga_intro')}
      application={a}
      refused={rejected}
      steps={formData.steps}
      bothNext={bothNext}
      fieldLabels={labels}
    >
      <OutcomeToast toast={actionData?.toast} />
      <Form method="post" {...getFormProps(form)}>
        <StepFields kind="school" step="yoga_and_faculty" bothNext={bothNext} locked={locked}>
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
        </StepFields>
      </Form>
    </WizardPage>
  );
}
