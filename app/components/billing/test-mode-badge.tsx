import { Badge, Tooltip } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Shown wherever a card may be paid while the built-in test processor is active: no real money moves. */
export function TestModeBadge() {
  const { t } = useTranslation('billing');
  return (
    <Tooltip label={t('cardPayment.test_mode_hint')} multiline w={260}>
      <Badge color="grape.9" variant="filled" size="lg" leftSection={<IconFlask size={14} />} data-testid="test-mode-badge">
        {t('cardPayment.test_mode')}
      </Badge>
    </Tooltip>
  );
}
