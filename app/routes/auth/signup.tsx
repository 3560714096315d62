import { getFormProps, getInputProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Anchor, Button, Card, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { redirect, useNavigation, useSearchParams } from 'react-router';
import { RegistrationSchema } from '#common/auth.ts';
import { NewPasswordFields, useErrorText, useZodForm } from '../../components/forms.tsx';
import { isReady } from '../../components/layout/nav-items.ts';
import { pageMeta } from '../../components/page-meta.ts';
import { Form, Link } from '../../components/router-links.tsx';
import { OutcomeToast } from '../../components/toast.tsx';
import { apiClient } from '../../lib/api.server.ts';
import { refusal } from '../../lib/form-reply.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import { startSession } from '../../lib/login.server.ts';
import { safeNext } from '../../lib/next-url.ts';
import { webStateContext } from '../../lib/web-state.server.ts';
import type { Route } from './+types/signup';

const FIELDS = ['username', 'email', 'password1', 'password2', 'first_name', 'last_name', 'accept_terms'];

export async function loader({ context }: Route.LoaderArgs) {
  if (context.get(webStateContext).session) throw redirect('/user-profile');
  const t = await serverT(context);
  return { meta: { title: t('auth.signup_title'), description: t('auth.signup_description') } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: RegistrationSchema });
  if (submission.status !== 'success') return { result: submission.reply({ hideFields: ['password1', 'password2'] }), toast: null };
  const api = apiClient(context, request);
  const created = await api.unauthenticated('user-auth/registration/', { json: { ...submission.value, accept_terms: true } });
  if (!created.ok)
    return refusal(await serverT(context), submission, created, {
      fields: FIELDS,
      fallbackKey: 'messages:errors.unsaved',
      hideFields: ['password1', 'password2'],
    });
  const state = context.get(webStateContext);
  state.setFlash({ type: 'success', message: created.data.detail });
  const tokens = await api.token({ grant_type: 'password', username: submission.value.username, password: submission.value.password1 });
  if (tokens.ok && (await startSession(context, api, tokens.data))) throw redirect(safeNext(formData.get('next'), '/user-profile'));
  throw redirect('/auth/login');
}

export default function Signup({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const [form, fields] = useZodForm(RegistrationSchema, actionData?.result);
  const termsLink = isReady('/legal/terms-and-conditions') ? (
    <Anchor component={Link} to="/legal/terms-and-conditions" target="_blank" underline="always" />
  ) : (
    <strong />
  );

  return (
    <Card withBorder shadow="sm" padding="xl" className="auth-card" maw={560}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('auth.signup_title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('auth.signup_intro')}
        </Text>
        <OutcomeToast toast={actionData?.toast} />
        <Form method="post" {...getFormProps(form)}>
          <input type="hidden" name="next" value={safeNext(searchParams.get('next'), '/user-profile')} />
          <Stack gap="sm">
            <Group grow align="flex-start">
              <TextInput
                {...getInputProps(fields.first_name, { type: 'text' })}
                key={fields.first_name.key}
                label={t('profile.first_name')}
                autoComplete="given-name"
                error={errorText(fields.first_name.errors)}
              />
              <TextInput
                {...getInputProps(fields.last_name, { type: 'text' })}
                key={fields.last_name.key}
                label={t('profile.last_name')}
                autoComplete="family-name"
                error={errorText(fields.last_name.errors)}
              />
            </Group>
            <TextInput
              {...getInputProps(fields.username, { type: 'text' })}
              key={fields.username.key}
              label={t('auth.username')}
              description={t('auth.username_hint')}
              autoComplete="username"
              error={errorText(fields.username.errors)}
            />
            <TextInput
              {...getInputProps(fields.email, { type: 'email' })}
              key={fields.email.key}
              label={t('auth.email')}
              autoComplete="email"
              error={errorText(fields.email.errors)}
            />
            <NewPasswordFields first={fields.password1} second={fields.password2} firstLabel={t('auth.password')} description={t('auth.password_rule')} />
            <Checkbox
              name={fields.accept_terms.name}
              value="1"
              defaultChecked={fields.accept_terms.initialValue === '1'}
              key={fields.accept_terms.key}
              label={<Trans i18nKey="auth.accept_terms" components={{ terms: termsLink }} />}
              error={errorText(fields.accept_terms.errors)}
            />
            <Button type="submit" fullWidth loading={navigation.state === 'submitting'}>
              {t('auth.create_account')}
            </Button>
          </Stack>
        </Form>
        <Text size="sm" ta="center">
          {t('auth.have_account')}{' '}
          <Anchor component={Link} to="/auth/login" underline="always">
            {t('auth.login')}
          </Anchor>
        </Text>
      </Stack>
    </Card>
  );
}
