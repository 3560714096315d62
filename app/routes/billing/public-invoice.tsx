import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InvoiceDetails } from '../../components/billing/invoice-details.tsx';
import { NotFound } from '../../components/not-found.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { apiClient, failedPage } from '../../lib/api.server.ts';
import { notFoundPage } from '../../lib/directory.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import type { Route } from './+types/public-invoice';

/** SPEC §2 public invoice view: anyone holding the unguessable id (a link in the invoice mail) sees it, printable. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  if (!/^[A-Za-z0-9_-]{16,40}$/.test(params.invoiceId)) return notFoundPage(context);
  const res = await apiClient(context, request).get('invoice-public/{publicId}', { params: { publicId: params.invoiceId } });
  if (res.status === 404 || res.status === 400) return notFoundPage(context);
  if (!res.ok) throw failedPage(res);
  const t = await serverT(context);
  return { notFound: false as const, invoice: res.data, meta: { title: t('billing:invoice.title', { number: res.data.invoice_number }), noindex: true } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function PublicInvoicePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('billing');
  if (loaderData.notFound) return <NotFound />;
  const { invoice } = loaderData;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              World Yoga Alliance
            </Text>
            <Title order={1}>{t('invoice.heading')}</Title>
          </Stack>
          <Button variant="default" className="no-print" leftSection={<IconPrinter size={18} />} onClick={() => window.print()}>
            {t('invoice.print')}
          </Button>
        </Group>
        <InvoiceDetails invoice={invoice} />
      </Stack>
    </Container>
  );
}
