import { Alert, Button, Code, List, Stack, Text } from '@mantine/core';
import { IconFlask, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import type { Order } from '#common/billing.ts';
import { Form } from '../router-links.tsx';
import { readableAlert } from './readable-colors.ts';

const groupsOfFour = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

type Props = { order: Order & { card: NonNullable<Order['card']> }; idempotencyKey: string; amount: string };

/**
 * Card payment (docs/decisions/0017-card-payments.md): this form only starts the payment; the card is
 * entered on the processor's own page (Stripe Checkout, or the test processor's card page), and the
 * invoice is paid when the processor confirms it. One key per page load makes a double submit answer
 * the same session instead of starting two.
 */
export function CardPaymentForm({ order, idempotencyKey, amount }: Props) {
  const { t } = useTranslation('billing');
  const navigation = useNavigation();
  const starting = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'card';
  const { card } = order;
  return (
    <Stack gap="md">
      {card.test_mode ? (
        <Alert {...readableAlert('grape')} icon={<IconFlask size={18} />} title={t('cardPayment.test_mode')} data-testid="test-mode">
          <Stack gap={4}>
            <Text size="sm">{t('cardPayment.intro_test')}</Text>
            <List size="sm" spacing={2}>
              {card.test_cards.map((test) => (
                <List.Item key={test.number}>
                  <Code>{groupsOfFour(test.number)}</Code> — {t(`cardPayment.outcome.${test.outcome}`)}
                </List.Item>
              ))}
            </List>
          </Stack>
        </Alert>
      ) : (
        <Text size="sm">{t('cardPayment.intro')}</Text>
      )}
      <Form method="post" aria-label={t('card.title')}>
        <input type="hidden" name="intent" value="card" />
        <input type="hidden" name="invoice" value={order.invoice.id} />
        <input type="hidden" name="idempotency_key" value={idempotencyKey} />
        <Button type="submit" size="md" loading={starting} leftSection={<IconLock size={18} />} data-testid="start-card-payment">
          {t('cardPayment.continue', { amount })}
        </Button>
      </Form>
      <Text size="xs" c="dimmed">
        {t('card.not_stored')}
      </Text>
    </Stack>
  );
}
