import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { Alert, Button, Code, List, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconFlask, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { MakePaymentSchema, type Order } from '#common/billing.ts';
import { useErrorText, useZodForm } from '../forms.tsx';
import { readableAlert } from './readable-colors.ts';

const groupsOfFour = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

type Props = { order: Order; idempotencyKey: string; amount: string; lastResult: SubmissionResult | undefined };

/**
 * Card payment. The card goes through the action to the payments adapter and is never kept: a
 * refused form comes back without the card number and the security code. One key per page load makes
 * a double submit answer the first attempt instead of charging twice.
 */
export function CardPaymentForm({ order, idempotencyKey, amount, lastResult }: Props) {
  const { t } = useTranslation('billing');
  const errorText = useErrorText();
  const navigation = useNavigation();
  const [form, fields] = useZodForm(MakePaymentSchema, lastResult, 'card-form');
  const paying = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'card';
  const { card } = order;
  return (
    <Stack gap="md">
      {card.test_mode && (
        <Alert {...readableAlert('grape')} icon={<IconFlask size={18} />} title={t('card.test_mode')} data-testid="test-mode">
          <Stack gap={4}>
            <Text size="sm">{t('card.test_mode_text')}</Text>
            <List size="sm" spacing={2}>
              {card.test_cards.map((test) => (
                <List.Item key={test.number}>
                  <Code>{groupsOfFour(test.number)}</Code> — {t(`card.outcome.${test.outcome}`)}
                </List.Item>
              ))}
            </List>
          </Stack>
        </Alert>
      )}
      <Form method="post" {...getFormProps(form)} aria-label={t('card.title')} autoComplete="on">
        <input type="hidden" name="intent" value="card" />
        <input type="hidden" name={fields.invoice.name} value={order.invoice.id} />
        <input type="hidden" name={fields.idempotency_key.name} value={idempotencyKey} />
        <Stack gap="sm">
          <TextInput
            {...getInputProps(fields.name, { type: 'text' })}
            key={fields.name.key}
            label={t('card.name')}
            autoComplete="cc-name"
            error={errorText(fields.name.errors)}
          />
          <TextInput
            {...getInputProps(fields.card_number, { type: 'text' })}
            key={fields.card_number.key}
            label={t('card.number')}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
            error={errorText(fields.card_number.errors)}
          />
          <SimpleGrid cols={3} spacing="sm">
            <TextInput
              {...getInputProps(fields.exp_month, { type: 'text' })}
              key={fields.exp_month.key}
              label={t('card.exp_month')}
              inputMode="numeric"
              autoComplete="cc-exp-month"
              placeholder="MM"
              maxLength={2}
              error={errorText(fields.exp_month.errors)}
            />
            <TextInput
              {...getInputProps(fields.exp_year, { type: 'text' })}
              key={fields.exp_year.key}
              label={t('card.exp_year')}
              inputMode="numeric"
              autoComplete="cc-exp-year"
              placeholder="YYYY"
              maxLength={4}
              error={errorText(fields.exp_year.errors)}
            />
            <TextInput
              {...getInputProps(fields.cvc, { type: 'text' })}
              key={fields.cvc.key}
              label={t('card.cvc')}
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              error={errorText(fields.cvc.errors)}
            />
          </SimpleGrid>
          <Button type="submit" size="md" loading={paying} leftSection={<IconLock size={18} />}>
            {t('card.pay', { amount })}
          </Button>
          <Text size="xs" c="dimmed">
            {t('card.not_stored')}
          </Text>
        </Stack>
      </Form>
    </Stack>
  );
}
