import { getFormProps, getInputProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Alert, Anchor, Badge, Button, Container, Divider, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconFlask, IconLock, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { data, redirect, useNavigation } from 'react-router';
import { TestCardInputSchema, type TestCardSession } from '#common/billing.ts';
import { useMoney } from '../../components/billing/money.ts';
import { readableAlert } from '../../components/billing/readable-colors.ts';
import { useErrorText, useZodForm } from '../../components/forms.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { Form } from '../../components/router-links.tsx';
import { apiClient } from '../../lib/api.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import type { Route } from './+types/test-card';

// The built-in test processor's hosted card page (docs/decisions/0017-card-payments.md). It stands
// where Stripe Checkout would: the card typed here goes to the test processor's own calls only, which
// judge it by the test card numbers and keep brand and last four digits at most. The page is the
// processor's, so it needs no login (the session id is unguessable), as a hosted page.

/** Never sent back to the browser after a refusal. */
const SECRET_FIELDS = ['card_number', 'cvc'];
const FINAL = new Set(['succeeded', 'declined']);

const sessionIdOf = (params: { sessionId?: string }) => {
  if (!params.sessionId || !/^tps_[A-Za-z0-9_-]{10,60}$/.test(params.sessionId)) throw data(null, { status: 404 });
  return params.sessionId;
};

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const id = sessionIdOf(params);
  const [res, t] = await Promise.all([
    apiClient(context, request).get('payment/test-processor/session/{id}', { params: { id }, asVisitor: true }),
    serverT(context),
  ]);
  if (!res.ok) throw data(null, { status: res.status === 404 ? 404 : 503 });
  return { session: res.data, meta: { title: `${t('billing:cardPayment.page_title')} · ${t('billing:cardPayment.test_mode')}`, noindex: true } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ context, request, params }: Route.ActionArgs) {
  const id = sessionIdOf(params);
  const api = apiClient(context, request);
  const formData = await request.formData();
  if (formData.get('intent') === 'authenticate') {
    const res = await api.post('payment/test-processor/session/{id}/authenticate', {
      params: { id },
      json: { approve: formData.get('approve') === '1' },
      asVisitor: true,
    });
    if (res.ok && FINAL.has(res.data.status)) throw redirect(res.data.return_url);
    return { result: undefined };
  }
  const submission = parseWithZod(formData, { schema: TestCardInputSchema });
  if (submission.status !== 'success') return { result: submission.reply({ hideFields: SECRET_FIELDS }) };
  const res = await api.post('payment/test-processor/session/{id}/card', { params: { id }, json: submission.value, asVisitor: true });
  // A final outcome: the browser goes back to the shop, as from a processor's page.
  if (res.ok && FINAL.has(res.data.status)) throw redirect(res.data.return_url);
  return { result: submission.reply({ hideFields: SECRET_FIELDS }) };
}

export default function TestCardPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('billing');
  const money = useMoney();
  const { session } = loaderData;
  const amount = money(session.amount, session.currency);
  return (
    <Container size={480} py="xl" px="md">
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="test-card-page">
        <Stack gap="lg">
          <Group justify="space-between" align="center" wrap="nowrap">
            <Group gap={8} wrap="nowrap">
              <IconShieldCheck size={22} aria-hidden />
              <Text fw={600}>{t('cardPayment.merchant')}</Text>
            </Group>
            <Badge color="grape.9" variant="filled" size="lg" leftSection={<IconFlask size={14} />} data-testid="test-mode-badge">
              {t('cardPayment.test_mode')}
            </Badge>
          </Group>
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('cardPayment.pay_for', { description: session.description })}
            </Text>
            <Title order={1} fz={32} data-testid="amount">
              {amount}
            </Title>
          </Stack>
          <Divider />
          {session.status === 'open' && <CardForm session={session} amount={amount} lastResult={actionData?.result} />}
          {session.status === 'requires_action' && <Authenticate session={session} amount={amount} />}
          {(session.status === 'expired' || session.status === 'refunded' || FINAL.has(session.status)) && (
            <Alert
              {...readableAlert(session.status === 'succeeded' ? 'teal' : 'gray')}
              title={t(session.status === 'succeeded' ? 'cardPayment.done_title' : 'cardPayment.ended_title')}
            >
              <Stack gap="sm">
                {session.status === 'refunded' && <Text size="sm">{t('cardPayment.refunded_text')}</Text>}
                {session.status !== 'succeeded' && session.status !== 'refunded' && <Text size="sm">{session.error ?? t('cardPayment.ended_text')}</Text>}
                <Anchor href={session.status === 'expired' || session.status === 'refunded' ? session.cancel_url : session.return_url}>
                  {t('cardPayment.back_to_shop')}
                </Anchor>
              </Stack>
            </Alert>
          )}
          <Text size="xs" c="dimmed">
            {t('cardPayment.secure_note')}
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}

function CardForm({ session, amount, lastResult }: { session: TestCardSession; amount: string; lastResult: Parameters<typeof useZodForm>[1] }) {
  const { t } = useTranslation('billing');
  const errorText = useErrorText();
  const navigation = useNavigation();
  const [form, fields] = useZodForm(TestCardInputSchema, lastResult, 'test-card-form');
  const paying = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  return (
    <Form method="post" {...getFormProps(form)} aria-label={t('cardPayment.page_title')} autoComplete="on">
      <input type="hidden" name="intent" value="card" />
      <Stack gap="sm">
        {session.error && (
          <Alert {...readableAlert('red')} icon={<IconAlertCircle size={18} />} role="alert" data-testid="card-error">
            {session.error}
          </Alert>
        )}
        <TextInput
          {...getInputProps(fields.card_number, { type: 'text' })}
          key={fields.card_number.key}
          label={t('cardPayment.number')}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          error={errorText(fields.card_number.errors)}
        />
        <SimpleGrid cols={3} spacing="sm">
          <TextInput
            {...getInputProps(fields.exp_month, { type: 'text' })}
            key={fields.exp_month.key}
            label={t('cardPayment.expiry_month')}
            inputMode="numeric"
            autoComplete="cc-exp-month"
            placeholder="MM"
            maxLength={2}
            error={errorText(fields.exp_month.errors)}
          />
          <TextInput
            {...getInputProps(fields.exp_year, { type: 'text' })}
            key={fields.exp_year.key}
            label={t('cardPayment.expiry_year')}
            inputMode="numeric"
            autoComplete="cc-exp-year"
            placeholder="YYYY"
            maxLength={4}
            error={errorText(fields.exp_year.errors)}
          />
          <TextInput
            {...getInputProps(fields.cvc, { type: 'text' })}
            key={fields.cvc.key}
            label={t('cardPayment.cvc')}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            error={errorText(fields.cvc.errors)}
          />
        </SimpleGrid>
        <TextInput
          {...getInputProps(fields.name, { type: 'text' })}
          key={fields.name.key}
          label={t('cardPayment.name')}
          autoComplete="cc-name"
          error={errorText(fields.name.errors)}
        />
        <Button type="submit" size="md" fullWidth loading={paying} leftSection={<IconLock size={18} />} mt="xs">
          {t('cardPayment.pay', { amount })}
        </Button>
        <Anchor href={session.cancel_url} size="sm" ta="center">
          {t('cardPayment.cancel')}
        </Anchor>
      </Stack>
    </Form>
  );
}

function Authenticate({ session, amount }: { session: TestCardSession; amount: string }) {
  const { t } = useTranslation('billing');
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return (
    <Stack gap="md" data-testid="authentication">
      <Title order={2} fz="h4">
        {t('cardPayment.auth_title')}
      </Title>
      <Text size="sm">{t('cardPayment.auth_text', { amount, last4: session.card_last4 ?? '' })}</Text>
      <Form method="post">
        <input type="hidden" name="intent" value="authenticate" />
        <Stack gap="sm">
          <Button type="submit" name="approve" value="1" fullWidth disabled={busy}>
            {t('cardPayment.auth_approve')}
          </Button>
          <Button type="submit" name="approve" value="0" variant="default" fullWidth disabled={busy}>
            {t('cardPayment.auth_refuse')}
          </Button>
        </Stack>
      </Form>
    </Stack>
  );
}
