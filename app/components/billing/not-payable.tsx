import { Alert, Anchor, Group } from '@mantine/core';
import { IconCircleCheck, IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '#common/billing.ts';
import { receiptUrl } from '../../lib/downloads.ts';
import { Link } from '../router-links.tsx';
import { readableAlert } from './readable-colors.ts';

/** A paid (or refunded) invoice is never payable again, and a transfer waiting for the office is not either. */
export function NotPayable({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('billing');
  if (invoice.status === 'in_progress')
    return (
      <Alert {...readableAlert('blue')} icon={<IconHourglass size={18} />} title={t('checkout.in_progress_title')} data-testid="not-payable">
        {t('checkout.in_progress_text')}{' '}
        <Anchor component={Link} to="/billing">
          {t('back_to_billing')}
        </Anchor>
      </Alert>
    );
  return (
    <Alert {...readableAlert('teal')} icon={<IconCircleCheck size={18} />} title={t('checkout.paid_title')} data-testid="not-payable">
      <Group gap="md">
        <span>{t('checkout.paid_text')}</span>
        {invoice.receipt_url && (
          <Anchor href={receiptUrl(invoice.id)} download data-testid="receipt-link">
            {t('receipt.download')}
          </Anchor>
        )}
        <Anchor component={Link} to="/billing">
          {t('back_to_billing')}
        </Anchor>
      </Group>
    </Alert>
  );
}
