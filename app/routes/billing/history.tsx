import { Alert, Anchor, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type Invoice, type InvoiceStatus, OPEN_INVOICE_STATUSES } from '#common/billing.ts';
import { pageFromUrl } from '#common/fields.ts';
import { InvoiceStatusBadge } from '../../components/billing/invoice-status-badge.tsx';
import { useMoney } from '../../components/billing/money.ts';
import { readableAlert } from '../../components/billing/readable-colors.ts';
import { Pager } from '../../components/directory/pager.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { Link } from '../../components/router-links.tsx';
import { apiClient, failedPage } from '../../lib/api.server.ts';
import { formatDate } from '../../lib/directory-format.ts';
import { receiptUrl } from '../../lib/downloads.ts';
import { serverT } from '../../lib/i18n.server.ts';
import type { Route } from './+types/history';

const PAGE_SIZE = 20;

export async function loader({ context, request }: Route.LoaderArgs) {
  const api = apiClient(context, request);
  const page = pageFromUrl(new URL(request.url).searchParams.get('page'));
  const [outstanding, all, t] = await Promise.all([
    api.get('invoice-outstanding', { query: { page_size: 100 } }),
    api.get('invoice', { query: { page, page_size: PAGE_SIZE } }),
    serverT(context),
  ]);
  if (!outstanding.ok || !all.ok) throw failedPage(all.ok ? outstanding : all);
  const open = (status: InvoiceStatus) => OPEN_INVOICE_STATUSES.includes(status);
  return {
    outstanding: outstanding.data.results,
    past: all.data.results.filter((invoice) => !open(invoice.status)),
    page,
    pages: Math.max(1, Math.ceil(all.data.count / PAGE_SIZE)),
    meta: { title: t('billing:title'), noindex: true },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function BillingHistory({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('billing');
  const { outstanding, past, page, pages } = loaderData;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('title')}</Title>
        <Stack gap="sm" component="section" aria-labelledby="outstanding-title">
          <Title order={2} fz="h3" id="outstanding-title">
            {t('history.outstanding')}
          </Title>
          {outstanding.length === 0 ? (
            <Text c="dimmed">{t('history.nothing_outstanding')}</Text>
          ) : (
            outstanding.map((invoice) => <InvoiceRow key={invoice.id} invoice={invoice} />)
          )}
        </Stack>
        <Stack gap="sm" component="section" aria-labelledby="past-title">
          <Title order={2} fz="h3" id="past-title">
            {t('history.past')}
          </Title>
          {past.length === 0 ? <Text c="dimmed">{t('history.no_past')}</Text> : past.map((invoice) => <InvoiceRow key={invoice.id} invoice={invoice} />)}
          <Pager page={page} pages={pages} />
        </Stack>
      </Stack>
    </Container>
  );
}

/** One invoice of the history: what it is for, how much, its status and what can be done with it. */
function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation('billing');
  const money = useMoney();
  return (
    <Card withBorder padding="md" radius="md" data-testid="invoice-row" data-invoice={invoice.invoice_number}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
            <Text fw={600}>{invoice.invoice_number}</Text>
            <Text size="sm" data-testid="invoice-description">
              {invoice.description}
            </Text>
            <Text size="sm" c="dimmed">
              {invoice.reference} · {formatDate(i18n.language, invoice.created_at.slice(0, 10))}
            </Text>
          </Stack>
          <Stack gap={4} align="flex-end">
            <Text fw={700} data-testid="invoice-amount" style={{ whiteSpace: 'nowrap' }}>
              {money(invoice.grand_total, invoice.currency)}
            </Text>
            <InvoiceStatusBadge status={invoice.status} />
          </Stack>
        </Group>
        {invoice.refusal_reason && (
          <Alert {...readableAlert('orange')} title={t('history.transfer_refused')} data-testid="refusal-reason">
            {invoice.refusal_reason}
          </Alert>
        )}
        {invoice.status === 'in_progress' && (
          <Text size="sm" c="dimmed">
            {t('history.in_progress_hint')}
          </Text>
        )}
        <Group gap="sm">
          {invoice.payable && (
            <Button component={Link} to={`/billing/checkout/${invoice.id}`} size="xs">
              {t('history.pay')}
            </Button>
          )}
          <Anchor component={Link} to={`/billing/invoice/${invoice.public_id}`} size="sm">
            <Group gap={4} component="span">
              <IconEye size={16} aria-hidden />
              {t('history.view')}
            </Group>
          </Anchor>
          {invoice.receipt_url && (
            <Anchor href={receiptUrl(invoice.id)} size="sm" download data-testid="receipt-link">
              <Group gap={4} component="span">
                <IconDownload size={16} aria-hidden />
                {t('history.receipt')}
              </Group>
            </Anchor>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
