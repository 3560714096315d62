import { Box, Group, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MissingField } from '#common/applications.ts';
import { Link } from '../router-links.tsx';
import { WIZARD_STEPS, type WizardKind, wizardHref } from './wizard-steps.ts';

type Props = {
  kind: WizardKind;
  current: string;
  /** The step labels of the form data, in the member's language. */
  labels: { value: string; label: string }[];
  /** What a submission still needs (null: nothing saved yet). */
  missing: MissingField[] | null;
  submitted: boolean;
  bothNext: string | null;
};

/**
 * The wizard's progress: every step is a link (going back and forth loses nothing saved); a step
 * that still misses something is marked, one that has all it needs is ticked. Two columns on a
 * phone, four from a tablet, so it never scrolls sideways.
 */
export function WizardStepper({ kind, current, labels, missing, submitted, bothNext }: Props) {
  const { t } = useTranslation('apply');
  return (
    <Box component="nav" aria-label={t('progress')} data-testid="wizard-stepper">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        {WIZARD_STEPS[kind].map((step, i) => {
          const active = step.key === current;
          const lacking = missing?.filter((m) => m.step === step.key).length ?? 0;
          const done = missing !== null && (step.key === 'payment' ? submitted : lacking === 0);
          const label = labels.find((l) => l.value === step.key)?.label ?? step.key;
          const state = active ? t('step_current') : done ? t('step_done') : lacking ? t('step_missing', { count: lacking }) : t('step_todo');
          return (
            <UnstyledButton
              key={step.key}
              component={Link}
              to={wizardHref(step.path, bothNext)}
              aria-current={active ? 'step' : undefined}
              data-testid={`step-${step.key}`}
              data-state={done ? 'done' : lacking ? 'missing' : 'todo'}
              p="xs"
              style={{
                borderRadius: 'var(--mantine-radius-md)',
                border: `1px solid ${active ? 'var(--mantine-color-brand-6)' : 'var(--mantine-color-gray-3)'}`,
                background: active ? 'var(--mantine-color-brand-0)' : undefined,
              }}
            >
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <ThemeIcon size={26} radius="xl" variant={active ? 'filled' : 'light'} color={done ? 'teal' : lacking && !active ? 'orange' : 'brand'}>
                  {done ? (
                    <IconCheck size={16} />
                  ) : lacking && !active ? (
                    <IconAlertCircle size={16} />
                  ) : (
                    <Text size="xs" fw={700}>
                      {i + 1}
                    </Text>
                  )}
                </ThemeIcon>
                <Box style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} lh={1.3}>
                    {label}
                  </Text>
                  <Text size="xs" c={lacking && !done ? 'orange.8' : 'dimmed'}>
                    {state}
                  </Text>
                </Box>
              </Group>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </Box>
  );
}
