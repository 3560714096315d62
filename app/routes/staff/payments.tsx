import { parseWithZod } from '@conform-to/zod/v4';
import { Anchor, Badge, Group, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { type PaymentTransaction, RefundInvoiceSchema, RefuseTransferSchema } from '#common/billing.ts';
import { idFromUrl, pageFromUrl } from '#common/fields.ts';
import { InvoiceStatusBadge } from '../../components/billing/invoice-status-badge.tsx';
import { useMoney } from '../../components/billing/money.ts';
import { READABLE_TEXT } from '../../components/billing/readable-colors.ts';
import { Pager } from '../../components/directory/pager.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { Link } from '../../components/router-links.tsx';
import { RefundForm } from '../../components/staff/refund-form.tsx';
import { TransferReview } from '../../components/staff/transfer-review.tsx';
import { OutcomeToast } from '../../components/toast.tsx';
import { apiClient, failedPage } from '../../lib/api.server.ts';
import { outcomeToast } from '../../lib/billing.server.ts';
import { formatDate } from '../../lib/directory-format.ts';
import { refusal } from '../../lib/form-reply.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import type { Route } from './+types/payments';

const PAGE_SIZE = 25;

export async function loader({ context, request }: Route.LoaderArgs) {
  const api = apiClient(context, request);
  const page = pageFromUrl(new URL(request.url).searchParams.get('page'));
  const [pending, all, t] = await Promise.all([
    api.get('staff/payment-transaction', { query: { status: 'pending', page_size: 100 } }),
    api.get('staff/payment-transaction', { query: { page, page_size: PAGE_SIZE } }),
    serverT(context),
  ]);
  if (pending.status === 403 || all.status === 403) throw data(null, { status: 404 });
  if (!pending.ok || !all.ok) throw failedPage(all.ok ? pending : all);
  const slips = pending.data.results.filter((tr) => tr.method === 'bank_transfer');
  // Each payment beside its invoice: the office sees what the slip pays for and whether it is paid.
  const ids = [...new Set([...slips, ...all.data.results].map((tr) => tr.invoice))];
  const invoices = await Promise.all(ids.map((id) => api.get('invoice/{id}', { params: { id } })));
  return {
    slips,
    payments: all.data.results,
    invoices: Object.fromEntries(invoices.flatMap((res) => (res.ok ? [[res.data.id, res.data] as const] : []))),
    page,
    pages: Math.max(1, Math.ceil(all.data.count / PAGE_SIZE)),
    meta: { title: t('staff:payments.title'), noindex: true },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ context, request }: Route.ActionArgs) {
  const api = apiClient(context, request);
  const t = await serverT(context);
  const formData = await request.formData();
  const intent = String(formData.get('intent') ?? '');
  const id = idFromUrl(String(formData.get('id') ?? ''));
  if (id === null) return { intent, id, result: undefined, toast: { type: 'error' as const, message: t('messages:errors.something_wrong') } };
  if (intent === 'verify')
    return {
      intent,
      id,
      result: undefined,
      toast: outcomeToast(t, await api.post('staff/payment-transaction/{id}/verify', { params: { id } }), 'messages:errors.something_wrong'),
    };
  if (intent === 'refund') {
    const refund = parseWithZod(formData, { schema: RefundInvoiceSchema });
    if (refund.status !== 'success') return { intent, id, result: refund.reply(), toast: null };
    const res = await api.post('staff/invoice/{id}/refund', { params: { id }, json: refund.value });
    if (!res.ok) return { intent, id, ...refusal(t, refund, res, { fields: ['reason', 'listing'] }) };
    return { intent, id, result: refund.reply({ resetForm: true }), toast: outcomeToast(t, res, 'messages:errors.something_wrong') };
  }
  const submission = parseWithZod(formData, { schema: RefuseTransferSchema });
  if (submission.status !== 'success') return { intent: 'refuse', id, result: submission.reply(), toast: null };
  const res = await api.post('staff/payment-transaction/{id}/refuse', { params: { id }, json: submission.value });
  if (!res.ok) return { intent: 'refuse', id, ...refusal(t, submission, res, { fields: ['reason'] }) };
  return { intent: 'refuse', id, result: submission.reply({ resetForm: true }), toast: { type: 'success' as const, message: res.data.detail } };
}

const TRANSACTION_COLORS: Record<PaymentTransaction['status'], string> = {
  pending: 'yellow',
  verified: 'teal',
  refused: 'red',
  refunding: 'orange',
  refunded: 'gray',
};

export default function StaffPaymentsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('staff');
  const money = useMoney();
  const { slips, payments, invoices, page, pages } = loaderData;
  return (
    <Stack gap="xl">
      <OutcomeToast toast={actionData?.toast} />
      <Group justify="space-between">
        <Title order={1}>{t('payments.title')}</Title>
        <Anchor component={Link} to="/staff">
          {t('title')}
        </Anchor>
      </Group>
      <Stack gap="md" component="section" aria-labelledby="slips-title">
        <Title order={2} fz="h3" id="slips-title">
          {t('payments.slips_to_verify', { count: slips.length })}
        </Title>
        {slips.length === 0 ? (
          <Text c="dimmed">{t('payments.no_slips')}</Text>
        ) : (
          slips.map((transaction) => (
            <TransferReview
              key={transaction.id}
              transaction={transaction}
              invoice={invoices[transaction.invoice]}
              refuseResult={actionData?.intent === 'refuse' && actionData.id === transaction.id ? actionData.result : undefined}
            />
          ))
        )}
      </Stack>
      <Stack gap="md" component="section" aria-labelledby="payments-title">
        <Title order={2} fz="h3" id="payments-title">
          {t('payments.all')}
        </Title>
        {payments.length === 0 ? (
          <Text c="dimmed">{t('payments.none')}</Text>
        ) : (
          // On phones the table scrolls sideways inside its own box, never the page.
          <ScrollArea type="auto" offsetScrollbars>
            <Table striped miw={900} data-testid="staff-payments">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('payments.date')}</Table.Th>
                  <Table.Th>{t('payments.invoice')}</Table.Th>
                  <Table.Th>{t('payments.method')}</Table.Th>
                  <Table.Th>{t('payments.amount')}</Table.Th>
                  <Table.Th>{t('payments.status')}</Table.Th>
                  <Table.Th>{t('payments.reference')}</Table.Th>
                  <Table.Th>{t('payments.invoice_status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {payments.map((payment) => {
                  const invoice = invoices[payment.invoice];
                  return (
                    <Table.Tr key={payment.id} data-invoice={payment.invoice_number}>
                      <Table.Td>{formatDate(i18n.language, payment.created_at.slice(0, 10))}</Table.Td>
                      <Table.Td>{payment.invoice_number}</Table.Td>
                      <Table.Td>{t(`payments.methods.${payment.method}`)}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{money(payment.amount, payment.currency)}</Table.Td>
                      <Table.Td>
                        <Badge color={TRANSACTION_COLORS[payment.status]} c={READABLE_TEXT[TRANSACTION_COLORS[payment.status]]} variant="light">
                          {t(`payments.statuses.${payment.status}`)}
                        </Badge>
                        {payment.reason && (
                          <Text size="xs" c="dimmed" maw={220}>
                            {payment.reason}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" ff="monospace" data-testid="processor-reference">
                          {payment.processor_reference ??
                            (payment.method === 'bank_transfer' ? `${payment.bank ?? ''} ${payment.account_number ?? ''}`.trim() : '—')}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        {invoice && (
                          <Group gap="xs" wrap="nowrap">
                            <InvoiceStatusBadge status={invoice.status} />
                            {invoice.status === 'paid' && payment.status === 'verified' && (
                              <RefundForm
                                invoice={invoice}
                                lastResult={actionData?.intent === 'refund' && actionData.id === invoice.id ? actionData.result : undefined}
                              />
                            )}
                          </Group>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
        <Pager page={page} pages={pages} />
      </Stack>
    </Stack>
  );
}
