import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Alert, Anchor, Button, Card, Container, Grid, Group, Stack, Title } from '@mantine/core';
import { IconBuildingBank, IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { redirect, useSearchParams } from 'react-router';
import { BankTransferSchema, MakePaymentSchema } from '#common/billing.ts';
import { CardPaymentForm } from '../../components/billing/card-payment-form.tsx';
import { CheckoutSteps } from '../../components/billing/checkout-steps.tsx';
import { CurrencySwitch } from '../../components/billing/currency-switch.tsx';
import { InvoiceDetails } from '../../components/billing/invoice-details.tsx';
import { useMoney } from '../../components/billing/money.ts';
import { NotPayable } from '../../components/billing/not-payable.tsx';
import { readableAlert } from '../../components/billing/readable-colors.ts';
import { TestModeBadge } from '../../components/billing/test-mode-badge.tsx';
import { TransferForm } from '../../components/billing/transfer-form.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { Link } from '../../components/router-links.tsx';
import { OutcomeToast } from '../../components/toast.tsx';
import { apiClient } from '../../lib/api.server.ts';
import { invoiceIdOf, loadOrder, outcomeToast } from '../../lib/billing.server.ts';
import { splitApiErrors } from '../../lib/form-reply.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import type { Flash } from '../../lib/types.ts';
import type { Route } from './+types/payment';

const TRANSFER_FIELDS = [...Object.keys(BankTransferSchema.shape), 'slip'];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const id = invoiceIdOf(params);
  const [order, t] = await Promise.all([loadOrder(context, request, id), serverT(context)]);
  // One key per page load: a double submit sends the same key, and the API answers the first attempt.
  return { order, idempotencyKey: crypto.randomUUID(), meta: { title: t('billing:payment.title', { number: order.invoice.invoice_number }), noindex: true } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ context, request, params }: Route.ActionArgs) {
  const id = invoiceIdOf(params);
  const api = apiClient(context, request);
  const t = await serverT(context);
  const complete = `/billing/checkout/complete/${id}`;

  // The transfer form says what it is in its address, so its body (with the slip) goes on to the API unread.
  if (new URL(request.url).searchParams.get('intent') === 'transfer') {
    const contentType = request.headers.get('content-type') ?? '';
    const fallback: Flash = { type: 'error', message: t('messages:errors.transfer_upload_failed') };
    if (!request.body || !contentType.startsWith('multipart/form-data')) return { intent: 'transfer' as const, result: undefined, toast: fallback };
    const res = await api.post('payment-transaction', { stream: { body: request.body, contentType } });
    if (res.ok) throw redirect(complete);
    const { fieldErrors, messages } = res.status >= 500 ? { fieldErrors: {}, messages: [] } : splitApiErrors(res.data, TRANSFER_FIELDS);
    const hasFieldErrors = Object.keys(fieldErrors).length > 0;
    const result: SubmissionResult = { status: 'error', error: fieldErrors };
    const toast: Flash | null = messages.length ? { type: 'error', message: messages.join(' ') } : hasFieldErrors ? null : fallback;
    return { intent: 'transfer' as const, result, toast };
  }

  const formData = await request.formData();
  if (formData.get('intent') === 'currency') {
    const res = await api.patch('invoice/{id}', { params: { id }, json: { currency: String(formData.get('currency') ?? '') } });
    return { intent: 'currency' as const, result: undefined, toast: outcomeToast(t, res, 'messages:errors.unsaved') };
  }

  // A card payment starts here and goes on at the processor's card page (docs/decisions/0017-card-payments.md).
  const submission = parseWithZod(formData, { schema: MakePaymentSchema });
  if (submission.status !== 'success')
    return { intent: 'card' as const, result: undefined, toast: { type: 'error', message: t('messages:errors.something_wrong') } satisfies Flash };
  const res = await api.post('payment/make-payment', { json: submission.value });
  if (res.ok) throw redirect(res.data.redirect_url);
  return { intent: 'card' as const, result: undefined, toast: outcomeToast(t, res, 'messages:errors.something_wrong') };
}

export default function Payment({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('billing');
  const money = useMoney();
  const [search] = useSearchParams();
  const { order, idempotencyKey } = loaderData;
  const { invoice } = order;
  // A site without card payments (PAYMENTS=off) offers the transfer alone.
  const method = search.get('method') === 'transfer' || !order.card ? 'transfer' : 'card';
  const amount = money(invoice.grand_total, invoice.currency);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <OutcomeToast toast={actionData?.toast} />
        <Anchor component={Link} to={`/billing/checkout/${invoice.id}`} size="sm">
          {t('payment.back_to_checkout')}
        </Anchor>
        <Group justify="space-between" align="center" gap="xs">
          <Title order={1}>{t('payment.heading', { amount })}</Title>
          {order.card?.test_mode && <TestModeBadge />}
        </Group>
        {invoice.payable ? <CheckoutSteps active="payment" /> : <NotPayable invoice={invoice} />}
        {invoice.refusal_reason && (
          <Alert {...readableAlert('orange')} title={t('history.transfer_refused')} data-testid="refusal-reason">
            {invoice.refusal_reason}
          </Alert>
        )}
        <Grid gap="lg">
          {invoice.payable && (
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="lg">
                {order.prices.length > 1 && <CurrencySwitch order={order} />}
                <Card withBorder padding="lg" radius="md">
                  <Stack gap="md">
                    <Title order={2} fz="h4">
                      {t('payment.method')}
                    </Title>
                    {order.card && (
                      <Group gap="xs" role="group" aria-label={t('payment.method')}>
                        <Button
                          component={Link}
                          to="?method=card"
                          replace
                          preventScrollReset
                          variant={method === 'card' ? 'filled' : 'default'}
                          aria-current={method === 'card' ? 'page' : undefined}
                          leftSection={<IconCreditCard size={18} />}
                        >
                          {t('payment.by_card')}
                        </Button>
                        <Button
                          component={Link}
                          to="?method=transfer"
                          replace
                          preventScrollReset
                          variant={method === 'transfer' ? 'filled' : 'default'}
                          aria-current={method === 'transfer' ? 'page' : undefined}
                          leftSection={<IconBuildingBank size={18} />}
                        >
                          {t('payment.by_transfer')}
                        </Button>
                      </Group>
                    )}
                    {method === 'card' && order.card ? (
                      <CardPaymentForm order={{ ...order, card: order.card }} idempotencyKey={idempotencyKey} amount={amount} />
                    ) : (
                      <TransferForm order={order} lastResult={actionData?.intent === 'transfer' ? actionData.result : undefined} />
                    )}
                  </Stack>
                </Card>
              </Stack>
            </Grid.Col>
          )}
          <Grid.Col span={{ base: 12, md: invoice.payable ? 5 : 12 }}>
            <InvoiceDetails invoice={invoice} />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
