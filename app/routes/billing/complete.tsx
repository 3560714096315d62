import { Alert, Anchor, Button, Card, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconDownload, IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckoutSteps } from '../../components/billing/checkout-steps.tsx';
import { InvoiceDetails } from '../../components/billing/invoice-details.tsx';
import { readableAlert } from '../../components/billing/readable-colors.ts';
import { pageMeta } from '../../components/page-meta.ts';
import { invoiceIdOf, loadInvoice } from '../../lib/billing.server.ts';
import { receiptUrl } from '../../lib/downloads.ts';
import { serverT } from '../../lib/i18n.server.ts';
import type { Route } from './+types/complete';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const id = invoiceIdOf(params);
  const [invoice, t] = await Promise.all([loadInvoice(context, request, id), serverT(context)]);
  return { invoice, meta: { title: t('billing:complete.title'), noindex: true } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** The outcome of the checkout and what happens next: paid at once (card), or a transfer for the office to verify. */
export default function CheckoutComplete({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('billing');
  const { invoice } = loaderData;
  const paid = invoice.status === 'paid' || invoice.status === 'refund';
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('complete.title')}</Title>
        <CheckoutSteps active={invoice.status === 'waiting_for_payment' ? 'payment' : paid ? 'done' : 'complete'} />
        {paid ? (
          <Alert {...readableAlert('teal')} icon={<IconCircleCheck size={20} />} title={t('complete.paid_title')} data-testid="outcome">
            <Stack gap="sm">
              <Text size="sm">{t('complete.paid_text', { receipt: invoice.receipt_number })}</Text>
              {invoice.receipt_url && (
                <Button
                  component="a"
                  href={receiptUrl(invoice.id)}
                  download
                  leftSection={<IconDownload size={18} />}
                  style={{ alignSelf: 'flex-start' }}
                  data-testid="receipt-link"
                >
                  {t('receipt.download')}
                </Button>
              )}
            </Stack>
          </Alert>
        ) : invoice.status === 'in_progress' ? (
          <Alert {...readableAlert('blue')} icon={<IconHourglass size={20} />} title={t('complete.transfer_title')} data-testid="outcome">
            <Stack gap="xs">
              <Text size="sm">{t('complete.transfer_text')}</Text>
              <List size="sm">
                <List.Item>{t('complete.next_verify')}</List.Item>
                <List.Item>{t('complete.next_receipt')}</List.Item>
                <List.Item>{t('complete.next_refused')}</List.Item>
              </List>
            </Stack>
          </Alert>
        ) : (
          <Card withBorder padding="lg" radius="md" data-testid="outcome">
            <Stack gap="sm">
              <Text>{t('complete.unpaid_text')}</Text>
              <Button component={Link} to={`/billing/checkout/payment/${invoice.id}`} style={{ alignSelf: 'flex-start' }}>
                {t('history.pay')}
              </Button>
            </Stack>
          </Card>
        )}
        <InvoiceDetails invoice={invoice} />
        <Group>
          <Anchor component={Link} to="/billing">
            {t('back_to_billing')}
          </Anchor>
          <Anchor component={Link} to="/user-profile">
            {t('complete.to_profile')}
          </Anchor>
        </Group>
      </Stack>
    </Container>
  );
}
