import { Alert, Button, Container, Fieldset, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import type { MissingField } from '#common/applications.ts';
import { Link } from '../router-links.tsx';
import { StatusPanel } from './status-panel.tsx';
import { WizardStepper } from './wizard-stepper.tsx';
import { neighbours, type WizardKind, wizardHref } from './wizard-steps.ts';

type Application = Parameters<typeof StatusPanel>[0]['application'] & { missing: MissingField[]; status: string };
type Props = {
  kind: WizardKind;
  step: string;
  title: string;
  intro?: ReactNode;
  application: Application | null;
  refused?: Application | null;
  steps: { value: string; label: string }[];
  bothNext: string | null;
  /** Labels of this step's fields, to name what a submission still needs. */
  fieldLabels?: Record<string, string>;
  children: ReactNode;
};

/** One page of a wizard: heading, progress, where the application stands, and what this step still needs. */
export function WizardPage({ kind, step, title, intro, application, refused, steps, bothNext, fieldLabels, children }: Props) {
  const { t } = useTranslation('apply');
  const submitted = Boolean(application && application.status !== 'draft');
  // What a submission needs matters only while the member can still change and submit it.
  const open = application?.status === 'draft' || application?.status === 'changes_requested';
  const missing = application ? (open ? application.missing : []) : null;
  const lacking = missing?.filter((m) => m.step === step) ?? [];
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Text size="sm" c="dimmed" fw={600} tt="uppercase">
            {t(kind === 'school' ? 'school_wizard' : 'teacher_wizard')}
          </Text>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {title}
          </Title>
          {intro && <Text c="gray.7">{intro}</Text>}
        </Stack>
        <WizardStepper kind={kind} current={step} labels={steps} missing={missing} submitted={submitted} bothNext={bothNext} />
        <StatusPanel application={application} refused={refused} />
        {lacking.length > 0 && fieldLabels && <MissingList missing={lacking} labels={fieldLabels} />}
        {children}
      </Stack>
    </Container>
  );
}

/** What this step still needs before the application can be submitted (a draft may stay incomplete). */
function MissingList({ missing, labels }: { missing: MissingField[]; labels: Record<string, string> }) {
  const { t } = useTranslation('apply');
  return (
    <Alert color="orange" variant="light" title={t('missing_title')} data-testid="missing-list">
      <List size="sm" spacing={2}>
        {missing.map((m) => (
          <List.Item key={m.field}>
            <Text span size="sm" fw={600}>
              {labels[m.field] ?? m.field}
            </Text>
            {': '}
            {m.message}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/**
 * The fields of a step, and its buttons: "Back" (a link; what was saved stays) and "Save and
 * continue". A submitted application is read-only until the office asks for changes.
 */
export function StepFields({
  kind,
  step,
  bothNext,
  locked,
  children,
}: {
  kind: WizardKind;
  step: string;
  bothNext: string | null;
  locked: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('apply');
  const navigation = useNavigation();
  const { previous, next } = neighbours(kind, step);
  const saving = navigation.state === 'submitting' && navigation.formMethod === 'POST';
  return (
    <>
      <Fieldset disabled={locked} variant="unstyled" p={0} m={0} style={{ border: 0, minWidth: 0 }}>
        <Stack gap="lg">{children}</Stack>
      </Fieldset>
      <Group justify="space-between" mt="lg">
        <Button component={Link} to={wizardHref(previous, bothNext)} variant="default" leftSection={<IconArrowLeft size={16} />} data-testid="wizard-back">
          {t('back')}
        </Button>
        {locked ? (
          <Button component={Link} to={wizardHref(next, bothNext)} variant="light" rightSection={<IconArrowRight size={16} />}>
            {t('next')}
          </Button>
        ) : (
          <Button type="submit" loading={saving} rightSection={<IconArrowRight size={16} />} data-testid="save-continue">
            {t('save_continue')}
          </Button>
        )}
      </Group>
    </>
  );
}

/** A card-like section of a step form, with a heading. */
export function Section({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <div>
        <Title order={2} size="h4">
          {title}
        </Title>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
      </div>
      {children}
    </Stack>
  );
}
