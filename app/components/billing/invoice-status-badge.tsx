import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvoiceStatus } from '#common/billing.ts';
import { READABLE_TEXT } from './readable-colors.ts';

const COLORS: Record<InvoiceStatus, string> = { waiting_for_payment: 'yellow', in_progress: 'blue', paid: 'teal', refund: 'gray' };

/** An invoice's payment status in the page's language (SPEC §4). */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('messages');
  return (
    <Badge color={COLORS[status]} c={READABLE_TEXT[COLORS[status]]} variant="light" data-testid="invoice-status">
      {t(`billing.status.${status}`)}
    </Badge>
  );
}
