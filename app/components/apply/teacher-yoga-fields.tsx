import { Alert, Grid, Radio, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TeacherApplication, TeacherFormData } from '#common/applications.ts';
import { useErrorText } from '../forms.tsx';
import { ChoiceSelect, CodesSelect, type Field, LineInput, WholeInput } from './fields.tsx';
import { Section } from './wizard-page.tsx';

type Props = { fields: Record<string, Field>; labels: Record<string, string>; formData: TeacherFormData; application: TeacherApplication | null };

/** The teacher's yoga step: experience (and the standing it gives), the registration applied for, styles. */
export function TeacherYogaFields({ fields, labels, formData, application: a }: Props) {
  const { t } = useTranslation('apply');
  const errorText = useErrorText();
  const hours = formData.teaching_hours;
  const cyt = formData.registration_types.find((r) => !r.available);
  return (
    <>
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
    </>
  );
}
