import { Stepper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STEPS = ['address', 'payment', 'complete'] as const;

/** Where the member is in the checkout: bill-to address, payment, outcome (`done`: every step completed). */
export function CheckoutSteps({ active }: { active: (typeof STEPS)[number] | 'done' }) {
  const { t } = useTranslation('billing');
  const index = active === 'done' ? STEPS.length : STEPS.indexOf(active);
  const current = STEPS[Math.min(index, STEPS.length - 1)];
  return (
    <>
      <Stepper active={index} size="sm" allowNextStepsSelect={false} aria-label={t('steps.label')} visibleFrom="sm">
        {STEPS.map((step) => (
          <Stepper.Step key={step} label={t(`steps.${step}`)} />
        ))}
      </Stepper>
      {/* Three labelled steps do not fit a phone's width: it says the step in words. */}
      <Text hiddenFrom="sm" size="sm" c="dimmed" fw={500}>
        {t('steps.progress', { step: Math.min(index + 1, STEPS.length), total: STEPS.length, label: t(`steps.${current}`) })}
      </Text>
    </>
  );
}
