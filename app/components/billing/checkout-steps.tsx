import { Stepper } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STEPS = ['address', 'payment', 'complete'] as const;

/** Where the member is in the checkout: bill-to address, payment, outcome. */
export function CheckoutSteps({ active }: { active: (typeof STEPS)[number] }) {
  const { t } = useTranslation('billing');
  return (
    <Stepper active={STEPS.indexOf(active)} size="sm" allowNextStepsSelect={false} aria-label={t('steps.label')}>
      {STEPS.map((step) => (
        <Stepper.Step key={step} label={t(`steps.${step}`)} />
      ))}
    </Stepper>
  );
}
