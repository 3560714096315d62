import { getFormProps, getTextareaProps, type SubmissionResult } from '@conform-to/react';
import { Anchor, Button, Card, Grid, Group, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { type Invoice, type PaymentTransaction, RefuseTransferSchema } from '#common/billing.ts';
import { formatDate } from '../../lib/directory-format.ts';
import { webDownloadUrl } from '../../lib/downloads.ts';
import { InvoiceDetails } from '../billing/invoice-details.tsx';
import { useMoney } from '../billing/money.ts';
import { useErrorText, useZodForm } from '../forms.tsx';
import { Form } from '../router-links.tsx';

type Props = { transaction: PaymentTransaction; invoice: Invoice | undefined; refuseResult: SubmissionResult | undefined };

/** One transfer slip beside the invoice it pays: the office opens the slip, then verifies or refuses it with a reason. */
export function TransferReview({ transaction, invoice, refuseResult }: Props) {
  const { t, i18n } = useTranslation('staff');
  const money = useMoney();
  const errorText = useErrorText();
  const navigation = useNavigation();
  const [form, fields] = useZodForm(RefuseTransferSchema, refuseResult, `refuse-${transaction.id}`);
  const busy = (intent: string) =>
    navigation.state !== 'idle' && navigation.formData?.get('intent') === intent && navigation.formData.get('id') === String(transaction.id);
  const rows: [string, string][] = [
    [t('payments.amount'), money(transaction.amount, transaction.currency)],
    [t('payments.bank'), transaction.bank ?? '—'],
    [t('payments.branch'), transaction.branch ?? '—'],
    [t('payments.account_name'), transaction.account_name ?? '—'],
    [t('payments.account_number'), transaction.account_number ?? '—'],
    [t('payments.transferred_at'), `${formatDate(i18n.language, transaction.date)} ${transaction.time ?? ''}`.trim()],
    [t('payments.sent_at'), formatDate(i18n.language, transaction.created_at.slice(0, 10))],
  ];
  return (
    <Card withBorder padding="lg" radius="md" data-testid="transfer-review" data-invoice={transaction.invoice_number}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="sm">
            <Title order={3} fz="h4">
              {t('payments.transfer_for', { number: transaction.invoice_number })}
            </Title>
            <Table variant="vertical" withRowBorders={false} verticalSpacing={4} layout="fixed">
              <Table.Tbody>
                {rows.map(([label, value]) => (
                  <Table.Tr key={label}>
                    <Table.Th w="45%" fw={400} c="dimmed">
                      {label}
                    </Table.Th>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {transaction.slip_url && (
              <Anchor href={webDownloadUrl(transaction.slip_url)} target="_blank" rel="noopener" data-testid="slip-link">
                <Group gap={6} component="span">
                  <IconFileText size={18} aria-hidden />
                  {t('payments.open_slip')}
                </Group>
              </Anchor>
            )}
            <Form method="post">
              <input type="hidden" name="intent" value="verify" />
              <input type="hidden" name="id" value={transaction.id} />
              <Button type="submit" color="teal.9" loading={busy('verify')} fullWidth>
                {t('payments.verify')}
              </Button>
            </Form>
            <Form method="post" {...getFormProps(form)} aria-label={t('payments.refuse')}>
              <input type="hidden" name="intent" value="refuse" />
              <input type="hidden" name="id" value={transaction.id} />
              <Stack gap="xs">
                <Textarea
                  {...getTextareaProps(fields.reason)}
                  key={fields.reason.key}
                  label={t('payments.reason')}
                  description={t('payments.reason_hint')}
                  autosize
                  minRows={2}
                  error={errorText(fields.reason.errors)}
                />
                <Button type="submit" color="red.9" variant="outline" loading={busy('refuse')} fullWidth>
                  {t('payments.refuse')}
                </Button>
              </Stack>
            </Form>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          {invoice ? <InvoiceDetails invoice={invoice} /> : <Text c="dimmed">{t('payments.invoice_unavailable')}</Text>}
        </Grid.Col>
      </Grid>
    </Card>
  );
}
