import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { CURRENCIES, type Language } from '#common/constants.ts';
import { FEE_TYPES } from '#common/content-codes.ts';
import { type FeeChange, MajorAmountField, majorAmount, type StaffFeeItem } from '#common/staff-content.ts';
import { useErrorText } from '../../components/forms.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { Form, Link } from '../../components/router-links.tsx';
import { OutcomeToast } from '../../components/toast.tsx';
import { apiClient } from '../../lib/api.server.ts';
import { apiMessage } from '../../lib/form-reply.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import { staffMust } from '../../lib/staff-content.server.ts';
import type { Route } from './+types/content-fees';

const cellName = (code: string, feeType: string, currency: string) => `amount:${code}:${feeType}:${currency}`;
const amountOf = (item: StaffFeeItem, feeType: string, currency: string) => item.amounts.find((a) => a.fee_type === feeType && a.currency === currency)?.amount;

export async function loader({ context, request }: Route.LoaderArgs) {
  const [page, t] = await Promise.all([
    apiClient(context, request)
      .get('staff/content/fees')
      .then((res) => staffMust(res)),
    serverT(context),
  ]);
  return { items: page.results, meta: { title: t('staff:contentAdmin.kinds.fees'), noindex: true } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** Sends the cells that changed; a cell that cannot be an amount is refused beside it, and nothing is saved. */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const api = apiClient(context, request);
  const t = await serverT(context);
  const items = staffMust(await api.get('staff/content/fees')).results;
  const errors: Record<string, string> = {};
  const values: Record<string, string> = {};
  const amounts: FeeChange['amounts'] = [];
  for (const item of items)
    for (const feeType of FEE_TYPES)
      for (const currency of CURRENCIES) {
        const name = cellName(item.code, feeType, currency);
        const typed = String(form.get(name) ?? '').trim();
        values[name] = typed;
        const current = amountOf(item, feeType, currency);
        if (typed === '' && current === undefined) continue;
        const parsed = MajorAmountField.safeParse(typed);
        if (!parsed.success || parsed.data < 1) errors[name] = 'content_admin.amount';
        else if (parsed.data !== current) amounts.push({ code: item.code, fee_type: feeType, currency, amount: parsed.data });
      }
  if (Object.keys(errors).length) return { errors, values, toast: null };
  if (!amounts.length) return { errors, values: null, toast: { type: 'info' as const, message: t('staff:contentAdmin.fees_unchanged') } };
  const res = await api.put('staff/content/fees', { json: { amounts } });
  if (!res.ok) return { errors, values, toast: { type: 'error' as const, message: apiMessage(res, t('messages:errors.something_wrong')) } };
  return { errors, values: null, toast: { type: 'success' as const, message: res.data.detail } };
}

export default function StaffFeesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('staff');
  const errorText = useErrorText();
  const navigation = useNavigation();
  return (
    <Stack gap="lg">
      <OutcomeToast toast={actionData?.toast} />
      <Anchor component={Link} to="/staff/content">
        {t('contentAdmin.back')}
      </Anchor>
      <Title order={1}>{t('contentAdmin.kinds.fees')}</Title>
      <Text c="dimmed">{t('contentAdmin.fees_intro')}</Text>
      <Form method="post" aria-label={t('contentAdmin.kinds.fees')}>
        <Stack gap="lg">
          {loaderData.items.map((item) => (
            <Card key={item.code} withBorder padding="lg" radius="md" data-testid="fee-item">
              <Title order={2} fz="lg" mb="sm">
                {item.code} · {item.name[i18n.language as Language] || item.name.en}
              </Title>
              <Stack gap="md">
                {FEE_TYPES.map((feeType) => (
                  <Stack key={feeType} gap={4}>
                    <Text fw={500} size="sm">
                      {t(`membership.${feeType}`)}
                    </Text>
                    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
                      {CURRENCIES.map((currency) => {
                        const name = cellName(item.code, feeType, currency);
                        const current = amountOf(item, feeType, currency);
                        return (
                          <TextInput
                            key={currency}
                            name={name}
                            label={currency}
                            aria-label={`${item.code} ${t(`membership.${feeType}`)} ${currency}`}
                            defaultValue={actionData?.values?.[name] ?? (current === undefined ? '' : majorAmount(current, currency))}
                            inputMode="decimal"
                            error={errorText(actionData?.errors[name] ? [actionData.errors[name]] : undefined)}
                          />
                        );
                      })}
                    </SimpleGrid>
                  </Stack>
                ))}
              </Stack>
            </Card>
          ))}
          <Group>
            <Button type="submit" loading={navigation.state === 'submitting'}>
              {t('contentAdmin.save')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Stack>
  );
}
