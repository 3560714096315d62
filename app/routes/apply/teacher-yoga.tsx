import { getFormProps } from '@conform-to/react';
import { Alert, Grid, Radio, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TeacherDraftSchema } from '#common/applications.ts';
import { ChoiceSelect, CodesSelect, LineInput, useStepForm, WholeInput } from '../../components/apply/fields.tsx';
import { Section, StepFields, WizardPage } from '../../components/apply/wizard-page.tsx';
import { isEditable, neighbours } from '../../components/apply/wizard-steps.ts';
import { useErrorText } from '../../components/forms.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { Form } from '../../components/router-links.tsx';
import { OutcomeToast } from '../../components/toast.tsx';
import { loadWizard, saveStep } from '../../lib/applications.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import type { Route } from './+types/teacher-yoga';

const FIELDS = ['years_teaching', 'teaching_hours', 'registration_type', 'registration_level', 'styles', 'training_school_name'] as const;
const StepSchema = TeacherDraftSchema.pick(Object.fromEntries(FIELDS.map((f) => [f, true])) as { [K in (typeof FIELDS)[number]]: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  const [wizard, t] = await Promise.all([loadWizard(context, request, 'teacher'), serverT(context)]);
  return { ...wizard, meta: { title: `${t('apply:step_yoga')} · ${t('apply:teacher_title')}` } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ context, request }: Route.ActionArgs) {
  return saveStep(context, request, { kind: 'teacher', schema: StepSchema, fields: FIELDS, next: neighbours('teacher', 'yoga').next });
}

export default function TeacherYoga({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('apply');
  const errorText = useErrorText();
  const { application: a, rejected, formData, bothNext } = loaderData;
  const locked = !isEditable(a);
  const text = (v: number | string | null | undefined) => (v == null ? '' : String(v));
  const [form, fields] = useStepForm(
    StepSchema,
    actionData?.result,
    a
      ? {
          years_teaching: text(a.years_teaching),
          teaching_hours: text(a.teaching_hours),
          registration_type: a.registration_type === 'CYT' ? '' : (a.registration_type ?? ''),
          registration_level: a.registration_level ?? '',
          styles: a.styles,
          training_school_name: a.training_school_name ?? '',
        }
      : {},
    'teacher-yoga',
  );
  const labels = Object.fromEntries(FIELDS.map((f) => [f, t(`field.${f}`)]));
  const hours = formData.teaching_hours;
  const cyt = formData.registration_types.find((r) => !r.available);
  return (
    <WizardPage
      kind="teacher"
      step="yoga"
      title={t('step_yoga')}
      intro={t('teacher_yoga_intro')}
      application={a}
      refused={rejected}
      steps={formData.steps}
      bothNext={bothNext}
      fieldLabels={labels}
    >
      <OutcomeToast toast={actionData?.toast} />
      <Form method="post" {...getFormProps(form)}>
        <StepFields kind="teacher" step="yoga" bothNext={bothNext} locked={locked}>
          <Section title={t('section_experience')}>
            <Grid gap="md">
              <Grid.Col span={{ base: 12, sm: 5 }}>
                <WholeInput field={fields.years_teaching} label={labels.years_teaching} required suffix={t('years_suffix')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 7 }}>
                <WholeInput field={fields.teaching_hours} label={hours.question} required suffix={t('hours_suffix')} description={hours.help} />
              </Grid.Col>
            </Grid>
            {a?.teacher_standing && (
              <Text size="sm" c="teal.8" data-testid="teacher-standing">
                {t(`standing_${a.teacher_standing}`, {
                  hours: (a.teacher_standing === 'lead_trainer' ? hours.lead_trainer : hours.experienced).toLocaleString(),
                })}
              </Text>
            )}
          </Section>
          <Section title={t('section_registration')}>
            <Radio.Group
              name={fields.registration_type.name}
              key={fields.registration_type.key}
              defaultValue={typeof fields.registration_type.initialValue === 'string' ? fields.registration_type.initialValue : undefined}
              label={labels.registration_type}
              withAsterisk
              error={errorText(fields.registration_type.errors)}
            >
              <Stack gap="xs" mt="xs">
                {formData.registration_types.map((r) => (
                  <Radio
                    key={r.value}
                    value={r.value}
                    label={r.label}
                    disabled={!r.available}
                    description={r.available ? undefined : t('not_available')}
                    data-testid={`type-${r.value}`}
                  />
                ))}
              </Stack>
            </Radio.Group>
            {cyt && (
              <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />} title={cyt.label} data-testid="cyt-note">
                {cyt.note}
              </Alert>
            )}
            {a && a.certifications.length > 0 && (
              <Text size="sm" c="teal.8">
                {t('certified_through', { schools: a.certifications.map((c) => c.school.name).join(', ') })}
              </Text>
            )}
            <ChoiceSelect
              field={fields.registration_level}
              label={labels.registration_level}
              required
              data={formData.registration_levels.map((l) => ({
                value: l.value,
                label: l.available ? l.label : `${l.label} — ${t('level_not_available')}`,
                disabled: !l.available,
              }))}
              testId="registration-level"
            />
            <CodesSelect field={fields.styles} label={labels.styles} required data={formData.styles} testId="styles" />
            <LineInput field={fields.training_school_name} label={labels.training_school_name} required description={t('training_school_help')} />
          </Section>
        </StepFields>
      </Form>
    </WizardPage>
  );
}
