import { getFormProps, getInputProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Anchor, Button, Card, Divider, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBrandGoogle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { redirect, useNavigation, useRouteLoaderData, useSearchParams } from 'react-router';
import { LoginSchema } from '#common/auth.ts';
import { useErrorText, useZodForm } from '../../components/forms.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { Form, Link } from '../../components/router-links.tsx';
import { OutcomeToast } from '../../components/toast.tsx';
import { apiClient } from '../../lib/api.server.ts';
import { refusal } from '../../lib/form-reply.server.ts';
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
  if (submission.status !== 'success') return { result: submission.reply({ hideFields: ['password'] }), toast: null };
  const api = apiClient(context, request);
  const t = await serverT(context);
  const tokens = await api.token({ grant_type: 'password', username: submission.value.username, password: submission.value.password });
  // The OAuth answer carries a code (invalid_grant) and a localized description: only the description is for people.
  if (!tokens.ok) return refusal(t, submission, tokens, { fields: [], fallbackKey: 'messages:errors.login_unsuccessful', hideFields: ['password'] });
  if (!(await startSession(context, api, tokens.data))) {
    return { result: submission.reply({ hideFields: ['password'] }), toast: { type: 'error' as const, message: t('messages:errors.login_unsuccessful') } };
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

  return (
    <Card withBorder shadow="sm" padding="xl" className="auth-card">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('auth.login_title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('auth.login_intro')}
        </Text>
        <OutcomeToast toast={actionData?.toast} />
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
            <Button
              component="a"
              href={`/auth/google?next=${encodeURIComponent(next)}`}
              variant="default"
              leftSection={<IconBrandGoogle size={18} />}
              fullWidth
            >
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
