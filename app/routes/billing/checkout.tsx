import { parseWithZod } from '@conform-to/zod/v4';
import { Alert, Anchor, Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InvoiceAddressInputSchema } from '#common/billing.ts';
import { idFromUrl } from '#common/fields.ts';
import { BillToChooser } from '../../components/billing/bill-to-chooser.tsx';
import { CheckoutSteps } from '../../components/billing/checkout-steps.tsx';
import { InvoiceDetails } from '../../components/billing/invoice-details.tsx';
import { NotPayable } from '../../components/billing/not-payable.tsx';
import { readableAlert } from '../../components/billing/readable-colors.ts';
import { TestModeBadge } from '../../components/billing/test-mode-badge.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { Link } from '../../components/router-links.tsx';
import { OutcomeToast } from '../../components/toast.tsx';
import { apiClient } from '../../lib/api.server.ts';
import { invoiceIdOf, loadOrder, outcomeToast } from '../../lib/billing.server.ts';
import { countryOptions } from '../../lib/directory.server.ts';
import { refusal } from '../../lib/form-reply.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import type { Flash } from '../../lib/types.ts';
import { webStateContext } from '../../lib/web-state.server.ts';
import type { Route } from './+types/checkout';

const ADDRESS_FIELDS = Object.keys(InvoiceAddressInputSchema.shape);

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const id = invoiceIdOf(params);
  const api = apiClient(context, request);
  const [order, countries, t] = await Promise.all([loadOrder(context, request, id), countryOptions(api, context.get(webStateContext).lang), serverT(context)]);
  return { order, countries, meta: { title: t('billing:checkout.title', { number: order.invoice.invoice_number }), noindex: true } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ context, request, params }: Route.ActionArgs) {
  const id = invoiceIdOf(params);
  const api = apiClient(context, request);
  const t = await serverT(context);
  const formData = await request.formData();

  if (formData.get('intent') === 'bill_to') {
    const address = idFromUrl(String(formData.get('bill_to') ?? ''));
    if (address === null) return { intent: 'bill_to', toast: { type: 'error', message: t('billing:checkout.choose_address') } satisfies Flash };
    const res = await api.patch('invoice/{id}', { params: { id }, json: { bill_to: address } });
    return { intent: 'bill_to', toast: outcomeToast(t, res, 'messages:errors.unsaved') };
  }

  // A new address: saved for next time, then the invoice is billed to it.
  const submission = parseWithZod(formData, { schema: InvoiceAddressInputSchema });
  if (submission.status !== 'success') return { intent: 'address', result: submission.reply(), toast: null };
  const saved = await api.post('invoice-address', { json: submission.value });
  if (!saved.ok)
    return { intent: 'address', ...refusal(t, submission, saved, { fields: ADDRESS_FIELDS, fallbackKey: 'messages:errors.save_invoice_address' }) };
  const billed = await api.patch('invoice/{id}', { params: { id }, json: { bill_to: saved.data.id } });
  if (!billed.ok) return { intent: 'address', result: submission.reply({ resetForm: true }), toast: outcomeToast(t, billed, 'messages:errors.unsaved') };
  return { intent: 'address', result: submission.reply({ resetForm: true }), toast: { type: 'success', message: saved.data.detail } satisfies Flash };
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('billing');
  const { order, countries } = loaderData;
  const { invoice } = order;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <OutcomeToast toast={actionData?.toast} />
        <Anchor component={Link} to="/billing" size="sm">
          {t('back_to_billing')}
        </Anchor>
        <Group justify="space-between" align="center" gap="xs">
          <Title order={1}>{t('checkout.heading')}</Title>
          {order.card?.test_mode && invoice.payable && <TestModeBadge />}
        </Group>
        {invoice.payable ? <CheckoutSteps active="address" /> : <NotPayable invoice={invoice} />}
        {invoice.refusal_reason && (
          <Alert {...readableAlert('orange')} title={t('history.transfer_refused')} data-testid="refusal-reason">
            {invoice.refusal_reason}
          </Alert>
        )}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: invoice.payable ? 7 : 12 }}>
            <InvoiceDetails invoice={invoice} />
          </Grid.Col>
          {invoice.payable && (
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="lg">
                <BillToChooser
                  addresses={order.addresses}
                  billTo={invoice.bill_to}
                  countries={countries}
                  addressResult={actionData?.intent === 'address' ? actionData.result : undefined}
                />
                {invoice.bill_to ? (
                  <Button component={Link} to={`/billing/checkout/payment/${invoice.id}`} size="md" rightSection={<IconArrowRight size={18} />}>
                    {t('checkout.continue')}
                  </Button>
                ) : (
                  <Text c="dimmed" size="sm" data-testid="bill-to-needed">
                    {t('checkout.bill_to_needed')}
                  </Text>
                )}
              </Stack>
            </Grid.Col>
          )}
        </Grid>
      </Stack>
    </Container>
  );
}
