import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import type { Order } from '#common/billing.ts';
import { Form } from '../router-links.tsx';
import { useMoney } from './money.ts';

/**
 * While unpaid the member may pay in another currency: the server re-prices the invoice from the fee
 * table (amounts set per currency, never converted), so each choice shows the amount it will cost.
 */
export function CurrencySwitch({ order }: { order: Order }) {
  const { t } = useTranslation('billing');
  const money = useMoney();
  const navigation = useNavigation();
  const switching = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'currency' ? navigation.formData.get('currency') : null;
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('payment.currency')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('payment.currency_hint')}
        </Text>
        <Form method="post" aria-label={t('payment.currency')}>
          <input type="hidden" name="intent" value="currency" />
          <Group gap="xs">
            {order.prices.map((price) => {
              const current = price.currency === order.invoice.currency;
              return (
                <Button
                  key={price.currency}
                  type="submit"
                  name="currency"
                  value={price.currency}
                  variant={current ? 'filled' : 'default'}
                  aria-pressed={current}
                  disabled={current}
                  loading={switching === price.currency}
                  data-testid={`currency-${price.currency}`}
                >
                  {price.currency} · {money(price.grand_total, price.currency)}
                </Button>
              );
            })}
          </Group>
        </Form>
      </Stack>
    </Card>
  );
}
