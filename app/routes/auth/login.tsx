import { getFormProps, getInputProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Anchor, Button, Card, Divider, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBrandGoogle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Form, Link, redirect, useNavigation, useRouteLoaderData, useSearchParams } from 'react-router';
import { LoginSchema } from '#common/auth.ts';
import { FormErrors, useErrorText, useZodForm } from '../../components/forms.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { useFlashToast } from '../../components/toast.tsx';
import { apiClient } from '../../lib/api.server.ts';
import { replyFromApi } from '../../lib/form-reply.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import { startSession } from '../../lib/login.server.ts';
import { safeNext } from '../../lib/next-url.ts';
import { webStateContext } from '../../lib/web-state.server.ts';
import type { RootData } from '../../root.tsx';
import type { Route } from './+types/login';

export async function loader({ context, request }: Route.LoaderArgs) {
  if (context.get(webStateContext).session) throw redirect(safeNext(new URL(request.url).searchParams.get('next')));
  const t = await serverT(context);
  return { meta: { title: t('auth.login_title'), description: t('auth.login_description') } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: LoginSchema });
  if (submission.status !== 'success') return { result: submission.reply({ hideFields: ['password'] }) };
  const api = apiClient(context, request);
  const tokens = await api.token({ grant_type: 'password', username: submission.value.username, password: submission.value.password });
  if (!tokens.ok) {
    const result = replyFromApi(submission, tokens, []);
    return { result, toast: { type: 'error' as const, message: tokens.data.error_description ?? (await serverT(context))('messages:errors.login_unsuccessful') } };
  }
  if (!(await startSession(context, api, tokens.data))) {
    return { result: submission.reply({ formErrors: ['errors.login_unsuccessful'] }), toast: { type: 'error' as const, message: (await serverT(context))('messages:errors.login_unsuccessful') } };
  }
  throw redirect(safeNext(formData.get('next')));
}

export default function Login({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const root = useRouteLoaderData<RootData>('root');
  const [searchParams] = useSearchParams();
  const next = safeNext(searchParams.get('next'));
  const navigation = useNavigation();
  const [form, fields] = useZodForm(LoginSchema, actionData?.result);
  useFlashToast(actionData && 'toast' in actionData ? actionData.toast : undefined);

  return (
    <Card withBorder shadow="sm" padding="xl" className="auth-card">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('auth.login_title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('auth.login_intro')}
        </Text>
        <FormErrors errors={form.errors} />
        <Form method="post" {...getFormProps(form)}>
          <input type="hidden" name="next" value={next} />
          <Stack gap="sm">
            <TextInput
              {...getInputProps(fields.username, { type: 'text' })}
              key={fields.username.key}
              label={t('auth.username_or_email')}
              autoComplete="username"
              error={errorText(fields.username.errors)}
              autoFocus
            />
            <PasswordInput
              {...getInputProps(fields.password, { type: 'password' })}
              key={fields.password.key}
              label={t('auth.password')}
              autoComplete="current-password"
              error={errorText(fields.password.errors)}
            />
            <Group justify="flex-end">
              <Anchor component={Link} to="/auth/resetpassword" size="sm">
                {t('auth.forgot_password')}
              </Anchor>
            </Group>
            <Button type="submit" fullWidth loading={navigation.state === 'submitting'}>
              {t('auth.login')}
            </Button>
          </Stack>
        </Form>
        {root?.googleEnabled && (
          <>
            <Divider label={t('auth.or')} labelPosition="center" />
            <Button component="a" href={`/auth/google?next=${encodeURIComponent(next)}`} variant="default" leftSection={<IconBrandGoogle size={18} />} fullWidth>
              {t('auth.google')}
            </Button>
          </>
        )}
        <Text size="sm" ta="center">
          {t('auth.no_account')}{' '}
          <Anchor component={Link} to={`/auth/signup${next !== '/' ? `?next=${encodeURIComponent(next)}` : ''}`} underline="always">
            {t('auth.signup')}
          </Anchor>
        </Text>
      </Stack>
    </Card>
  );
}
