import { getFormProps, getInputProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Alert, Anchor, Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { PasswordResetSchema } from '#common/auth.ts';
import { FormErrors, useErrorText, useZodForm } from '../../components/forms.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { useFlashToast } from '../../components/toast.tsx';
import { apiClient } from '../../lib/api.server.ts';
import { replyFromApi } from '../../lib/form-reply.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import type { Route } from './+types/reset-password';

export async function loader({ context }: Route.LoaderArgs) {
  const t = await serverT(context);
  return { meta: { title: t('auth.reset_title'), description: t('auth.reset_intro') } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: PasswordResetSchema });
  if (submission.status !== 'success') return { result: submission.reply(), sent: null };
  const res = await apiClient(context, request).unauthenticated<{ detail: string }>('POST', 'user-auth/password/reset/', { json: submission.value });
  if (!res.ok) return { result: replyFromApi(submission, res, ['email']), sent: null, toast: { type: 'error' as const, message: (await serverT(context))('messages:errors.reset_email') } };
  return { result: submission.reply({ resetForm: true }), sent: { email: submission.value.email, message: res.data.detail }, toast: { type: 'success' as const, message: res.data.detail } };
}

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigation = useNavigation();
  const [form, fields] = useZodForm(PasswordResetSchema, actionData?.result);
  useFlashToast(actionData?.toast);

  return (
    <Card withBorder shadow="sm" padding="xl" className="auth-card">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('auth.reset_title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('auth.reset_intro')}
        </Text>
        {actionData?.sent && (
          <Alert color="teal" icon={<IconMailCheck size={18} />} role="status">
            {t('auth.reset_sent', { email: actionData.sent.email })}
          </Alert>
        )}
        <FormErrors errors={form.errors} />
        <Form method="post" {...getFormProps(form)}>
          <Stack gap="sm">
            <TextInput {...getInputProps(fields.email, { type: 'email' })} key={fields.email.key} label={t('auth.email')} autoComplete="email" error={errorText(fields.email.errors)} />
            <Button type="submit" fullWidth loading={navigation.state === 'submitting'}>
              {t('auth.reset_submit')}
            </Button>
          </Stack>
        </Form>
        <Anchor component={Link} to="/auth/login" size="sm" ta="center">
          {t('auth.back_to_login')}
        </Anchor>
      </Stack>
    </Card>
  );
}
