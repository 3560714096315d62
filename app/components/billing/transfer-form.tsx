import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { Alert, Anchor, Button, Card, FileInput, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconBuildingBank, IconFlask, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { BankTransferSchema, type Order } from '#common/billing.ts';
import { z } from '#common/zod-setup.ts';
import { useErrorText, useZodForm } from '../forms.tsx';
import { Form, Link } from '../router-links.tsx';
import { readableAlert } from './readable-colors.ts';

/** What the transfer slip may be (the API checks the content again: transfer_slip policy, ADR 0009). */
export const SLIP_TYPES = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';
const SLIP_MAX_BYTES = 10 * 1024 * 1024;

/** The browser's check: the record's fields as the API takes them, and a slip chosen. */
const TransferFormSchema = BankTransferSchema.extend({
  slip: z.custom<File>((v) => typeof File !== 'undefined' && v instanceof File && v.size > 0, 'validation.required'),
});

type Props = { order: Order; lastResult: SubmissionResult | undefined };

/** Bank transfer: the organisation's account, then the member's transfer record and the slip (private). */
export function TransferForm({ order, lastResult }: Props) {
  const { t } = useTranslation('billing');
  const errorText = useErrorText();
  const navigation = useNavigation();
  const [form, fields] = useZodForm(TransferFormSchema, lastResult, 'transfer-form');
  const sending = navigation.state !== 'idle' && navigation.formAction?.includes('intent=transfer');
  const bank = order.bank_account;
  const text = (name: 'bank' | 'branch' | 'account_name' | 'account_number', autoComplete = 'off') => (
    <TextInput
      {...getInputProps(fields[name], { type: 'text' })}
      key={fields[name].key}
      label={t(`transfer.${name}`)}
      autoComplete={autoComplete}
      error={errorText(fields[name].errors)}
    />
  );
  return (
    <Stack gap="md">
      <Card withBorder padding="md" radius="md" bg="var(--mantine-color-gray-0)" data-testid="bank-account">
        <Stack gap="xs">
          <Title order={3} fz="h5">
            <IconBuildingBank size={18} aria-hidden style={{ verticalAlign: 'text-bottom', marginInlineEnd: 6 }} />
            {t('transfer.pay_to')}
          </Title>
          {bank?.demo && (
            <Alert {...readableAlert('orange')} icon={<IconFlask size={18} />} p="xs" data-testid="demo-bank-account">
              {t('transfer.demo_account')}
            </Alert>
          )}
          {bank ? (
            <Table variant="vertical" withRowBorders={false} verticalSpacing={4} layout="fixed">
              <Table.Tbody>
                <Row label={t('transfer.bank')} value={bank.bank} />
                <Row label={t('transfer.branch')} value={bank.branch} />
                <Row label={t('transfer.account_name')} value={bank.account_name} />
                <Row label={t('transfer.account_number')} value={bank.account_number} />
                {bank.swift && <Row label={t('transfer.swift')} value={bank.swift} />}
              </Table.Tbody>
            </Table>
          ) : (
            <Text size="sm" data-testid="no-bank-account">
              {t('transfer.no_bank_account')}{' '}
              <Anchor component={Link} to="/about/contact" underline="always">
                {t('transfer.contact_office')}
              </Anchor>
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {t('transfer.reference_hint', { number: order.invoice.invoice_number })}
          </Text>
        </Stack>
      </Card>
      <Form
        method="post"
        action={`/billing/checkout/payment/${order.invoice.id}?intent=transfer`}
        encType="multipart/form-data"
        {...getFormProps(form)}
        aria-label={t('transfer.title')}
      >
        <input type="hidden" name="intent" value="transfer" />
        <input type="hidden" name={fields.invoice.name} value={order.invoice.id} />
        <Stack gap="sm">
          <Text fw={600}>{t('transfer.record')}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {text('bank')}
            {text('branch')}
            {text('account_name', 'name')}
            {text('account_number')}
            <TextInput
              {...getInputProps(fields.date, { type: 'date' })}
              key={fields.date.key}
              label={t('transfer.date')}
              error={errorText(fields.date.errors)}
            />
            <TextInput
              {...getInputProps(fields.time, { type: 'time' })}
              key={fields.time.key}
              label={t('transfer.time')}
              error={errorText(fields.time.errors)}
            />
          </SimpleGrid>
          <FileInput
            name={fields.slip.name}
            key={fields.slip.key}
            label={t('transfer.slip')}
            description={t('transfer.slip_hint', { max: SLIP_MAX_BYTES / 1024 / 1024 })}
            placeholder={t('transfer.choose_file')}
            accept={SLIP_TYPES}
            leftSection={<IconUpload size={16} />}
            clearable
            styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
            error={errorText(fields.slip.errors)}
            data-testid="slip-input"
          />
          <Button type="submit" size="md" loading={sending}>
            {t('transfer.send')}
          </Button>
        </Stack>
      </Form>
    </Stack>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Table.Tr>
      <Table.Th w="40%" fw={400} c="dimmed">
        {label}
      </Table.Th>
      <Table.Td fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Table.Td>
    </Table.Tr>
  );
}
