import { getFormProps, getInputProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Button, Card, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { PasswordChangeSchema } from '#common/auth.ts';
import { FormErrors, useErrorText, useZodForm } from '../../components/forms.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { useFlashToast } from '../../components/toast.tsx';
import { apiClient, requireSession } from '../../lib/api.server.ts';
import { replyFromApi } from '../../lib/form-reply.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import type { Route } from './+types/change-password';

export async function loader({ context, request }: Route.LoaderArgs) {
  requireSession(context, request);
  const t = await serverT(context);
  return { meta: { title: t('member.change_password') } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ request, context }: Route.ActionArgs) {
  requireSession(context, request);
  const submission = parseWithZod(await request.formData(), { schema: PasswordChangeSchema });
  if (submission.status !== 'success') return { result: submission.reply({ hideFields: ['old_password', 'new_password1', 'new_password2'] }) };
  const res = await apiClient(context, request).post<{ detail: string }>('user-auth/password/change/', { json: submission.value });
  const t = await serverT(context);
  if (!res.ok) {
    return {
      result: replyFromApi(submission, res, ['old_password', 'new_password1', 'new_password2']),
      toast: { type: 'error' as const, message: t('messages:errors.change_password') },
    };
  }
  return { result: submission.reply({ resetForm: true }), toast: { type: 'success' as const, message: res.data.detail } };
}

export default function ChangePassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigation = useNavigation();
  const [form, fields] = useZodForm(PasswordChangeSchema, actionData?.result);
  useFlashToast(actionData?.toast);

  return (
    <Card withBorder shadow="sm" padding="xl" className="auth-card">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('member.change_password')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('auth.password_rule')}
        </Text>
        <FormErrors errors={form.errors} />
        <Form method="post" {...getFormProps(form)}>
          <Stack gap="sm">
            <PasswordInput {...getInputProps(fields.old_password, { type: 'password' })} key={fields.old_password.key} label={t('auth.old_password')} autoComplete="current-password" error={errorText(fields.old_password.errors)} />
            <PasswordInput {...getInputProps(fields.new_password1, { type: 'password' })} key={fields.new_password1.key} label={t('auth.new_password')} autoComplete="new-password" error={errorText(fields.new_password1.errors)} />
            <PasswordInput {...getInputProps(fields.new_password2, { type: 'password' })} key={fields.new_password2.key} label={t('auth.password_again')} autoComplete="new-password" error={errorText(fields.new_password2.errors)} />
            <Button type="submit" fullWidth loading={navigation.state === 'submitting'}>
              {t('auth.change_password_submit')}
            </Button>
          </Stack>
        </Form>
      </Stack>
    </Card>
  );
}
