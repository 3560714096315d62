import { Alert, Anchor, Button, Card, Container, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconDownload, IconHourglass } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { CheckoutSteps } from '../../components/billing/checkout-steps.tsx';
import { InvoiceDetails } from '../../components/billing/invoice-details.tsx';
import { readableAlert } from '../../components/billing/readable-colors.ts';
import { pageMeta } from '../../components/page-meta.ts';
import { Link } from '../../components/router-links.tsx';
import { apiClient } from '../../lib/api.server.ts';
import { invoiceIdOf, loadInvoice } from '../../lib/billing.server.ts';
import { receiptUrl } from '../../lib/downloads.ts';
import { serverT } from '../../lib/i18n.server.ts';
import type { Route } from './+types/complete';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const id = invoiceIdOf(params);
  const [invoice, t, transactions] = await Promise.all([
    loadInvoice(context, request, id),
    serverT(context),
    apiClient(context, request).get('payment-transaction', { query: { invoice: id, page_size: 1 } }),
  ]);
  // The latest attempt says what the member just did: a card payment still waiting for the processor's word, or declined.
  const latest = transactions.ok ? (transactions.data.results[0] ?? null) : null;
  return { invoice, latest, meta: { title: t('billing:complete.title'), noindex: true } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** Asks again every few seconds while the processor's confirmation is on its way (at most for two minutes). */
function useRefreshWhile(waiting: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!waiting) return;
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started > 120_000) clearInterval(timer);
      else if (revalidator.state === 'idle') void revalidator.revalidate();
    }, 2500);
    return () => clearInterval(timer);
  }, [waiting, revalidator]);
}

/**
 * The outcome of the checkout and what happens next: paid (the processor confirmed the card), still
 * being confirmed, declined (the invoice stays payable), or a transfer for the office to verify.
 */
export default function CheckoutComplete({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('billing');
  const { invoice, latest } = loaderData;
  const paid = invoice.status === 'paid' || invoice.status === 'refund';
  const card = invoice.status === 'waiting_for_payment' && latest?.method === 'card' ? latest : null;
  const processing = card?.status === 'pending';
  useRefreshWhile(processing);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        {/* "Checkout complete" once something is done; a card attempt still open or declined is not. */}
        <Title order={1}>{t(card ? 'cardPayment.page_title' : 'complete.title')}</Title>
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
        ) : processing ? (
          <Alert {...readableAlert('blue')} icon={<Loader size={18} />} title={t('cardPayment.processing_title')} data-testid="outcome" role="status">
            <Text size="sm">{t('cardPayment.processing_text')}</Text>
          </Alert>
        ) : card?.status === 'refused' ? (
          <Alert {...readableAlert('red')} icon={<IconAlertCircle size={20} />} title={t('cardPayment.declined_title')} data-testid="outcome" role="alert">
            <Stack gap="sm">
              <Text size="sm" fw={600} data-testid="decline-reason">
                {card.reason}
              </Text>
              <Text size="sm">{t('cardPayment.declined_hint')}</Text>
              <Button component={Link} to={`/billing/checkout/payment/${invoice.id}`} style={{ alignSelf: 'flex-start' }}>
                {t('cardPayment.try_again')}
              </Button>
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
