import { Card, Divider, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BillTo, PublicInvoice } from '#common/billing.ts';
import { formatDate } from '../../lib/directory-format.ts';
import { InvoiceStatusBadge } from './invoice-status-badge.tsx';
import { useMoney } from './money.ts';

/** What every view of an invoice shows: the member's checkout, the public view, the office. */
type InvoiceLike = Omit<PublicInvoice, 'public_id'>;

/** An invoice as a document: number, dates, items, totals and whom it is billed to. */
export function InvoiceDetails({ invoice, billTo = true }: { invoice: InvoiceLike; billTo?: boolean }) {
  const { t, i18n } = useTranslation('billing');
  const money = useMoney();
  const amount = (value: number) => money(value, invoice.currency);
  return (
    <Card withBorder padding="lg" radius="md" data-testid="invoice-details">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Title order={2} fz="h3">
              {t('invoice.title', { number: invoice.invoice_number })}
            </Title>
            <Text size="sm" c="dimmed">
              {invoice.reference}
            </Text>
          </Stack>
          <InvoiceStatusBadge status={invoice.status} />
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <Fact label={t('invoice.date')} value={formatDate(i18n.language, invoice.created_at.slice(0, 10))} />
          <Fact label={t('invoice.type')} value={`${invoice.description} · ${t(`membership.${invoice.membership_type}`)}`} testId="invoice-description" />
          {invoice.receipt_number && <Fact label={t('invoice.receipt_number')} value={invoice.receipt_number} testId="receipt-number" />}
          {invoice.paid_at && <Fact label={t('invoice.paid_at')} value={formatDate(i18n.language, invoice.paid_at.slice(0, 10))} />}
        </SimpleGrid>
        <Table verticalSpacing="xs" data-testid="invoice-items">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('invoice.product')}</Table.Th>
              <Table.Th ta="end">{t('invoice.quantity')}</Table.Th>
              <Table.Th ta="end">{t('invoice.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.items.map((item) => (
              <Table.Tr key={item.item_code}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {item.product}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {item.item_code} · {t('invoice.unit_price', { price: amount(item.unit_price) })}
                  </Text>
                  {item.discount > 0 && (
                    <Text size="xs" c="teal">
                      {t('invoice.line_discount', { percent: item.discount_percent, amount: amount(item.discount) })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="end">{item.quantity}</Table.Td>
                <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                  {amount(item.amount)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Stack gap={4} ml="auto" miw={{ base: '100%', xs: 280 }}>
          <Total label={t('invoice.sub_total')} value={amount(invoice.sub_total)} />
          <Total label={t('invoice.discount')} value={invoice.discount ? `−${amount(invoice.discount)}` : amount(0)} />
          <Total label={t('invoice.vat')} value={amount(invoice.vat)} />
          <Divider />
          <Total label={t('invoice.grand_total')} value={amount(invoice.grand_total)} strong testId="grand-total" />
        </Stack>
        {billTo && (
          <>
            <Divider />
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {t('invoice.bill_to')}
              </Text>
              {invoice.bill_to ? <AddressLines address={invoice.bill_to} /> : <Text c="dimmed">{t('invoice.no_bill_to')}</Text>}
            </Stack>
          </>
        )}
      </Stack>
    </Card>
  );
}

/** An address as it is written on an envelope. */
export function AddressLines({ address }: { address: BillTo }) {
  return (
    <Stack gap={0} data-testid="bill-to">
      <Text size="sm" fw={500}>
        {address.first_name} {address.last_name}
      </Text>
      {address.organisation && <Text size="sm">{address.organisation}</Text>}
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {address.address}
      </Text>
      <Text size="sm">
        {address.state_province} {address.post_code}
      </Text>
      <Text size="sm">{address.country_name}</Text>
    </Stack>
  );
}

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

function Total({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400} data-testid={testId} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}
