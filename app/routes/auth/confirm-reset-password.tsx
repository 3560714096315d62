import { getFormProps, getInputProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Anchor, Button, Card, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, Link, redirect, useNavigation } from 'react-router';
import { NewPasswordSchema, PasswordResetConfirmSchema } from '#common/auth.ts';
import { FormErrors, useErrorText, useZodForm } from '../../components/forms.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { apiClient } from '../../lib/api.server.ts';
import { replyFromApi } from '../../lib/form-reply.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import { webStateContext } from '../../lib/web-state.server.ts';
import type { Route } from './+types/confirm-reset-password';

export async function loader({ context }: Route.LoaderArgs) {
  const t = await serverT(context);
  return { meta: { title: t('auth.new_password_title') } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ request, context, params }: Route.ActionArgs) {
  const formData = await request.formData();
  formData.set('uid', params.uid);
  formData.set('token', params.token);
  const submission = parseWithZod(formData, { schema: PasswordResetConfirmSchema });
  if (submission.status !== 'success') return { result: submission.reply({ hideFields: ['new_password1', 'new_password2'] }) };
  const res = await apiClient(context, request).unauthenticated<{ detail: string }>('POST', 'user-auth/password/reset/confirm/', { json: submission.value });
  if (!res.ok) return { result: replyFromApi(submission, res, ['new_password1', 'new_password2']) };
  const state = context.get(webStateContext);
  state.setSession(null);
  state.setFlash({ type: 'success', message: res.data.detail });
  throw redirect('/auth/login');
}

export default function ConfirmResetPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigation = useNavigation();
  const [form, fields] = useZodForm(NewPasswordSchema, actionData?.result);

  return (
    <Card withBorder shadow="sm" padding="xl" className="auth-card">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('auth.new_password_title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('auth.password_rule')}
        </Text>
        <FormErrors errors={form.errors} />
        <Form method="post" {...getFormProps(form)}>
          <Stack gap="sm">
            <PasswordInput {...getInputProps(fields.new_password1, { type: 'password' })} key={fields.new_password1.key} label={t('auth.new_password')} autoComplete="new-password" error={errorText(fields.new_password1.errors)} />
            <PasswordInput {...getInputProps(fields.new_password2, { type: 'password' })} key={fields.new_password2.key} label={t('auth.password_again')} autoComplete="new-password" error={errorText(fields.new_password2.errors)} />
            <Button type="submit" fullWidth loading={navigation.state === 'submitting'}>
              {t('auth.set_password')}
            </Button>
          </Stack>
        </Form>
        <Anchor component={Link} to="/auth/resetpassword" size="sm" ta="center">
          {t('auth.reset_again')}
        </Anchor>
      </Stack>
    </Card>
  );
}
