import { getFormProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { PasswordChangeSchema } from '#common/auth.ts';
import { NewPasswordFields, PasswordField, useZodForm } from '../../components/forms.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { Form } from '../../components/router-links.tsx';
import { OutcomeToast } from '../../components/toast.tsx';
import { apiClient, requireSession } from '../../lib/api.server.ts';
import { refusal } from '../../lib/form-reply.server.ts';
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
  const fields = ['old_password', 'new_password1', 'new_password2'];
  if (submission.status !== 'success') return { result: submission.reply({ hideFields: fields }), toast: null };
  const res = await apiClient(context, request).post('user-auth/password/change/', { json: submission.value });
  if (!res.ok) return refusal(await serverT(context), submission, res, { fields, fallbackKey: 'messages:errors.change_password', hideFields: fields });
  return { result: submission.reply({ resetForm: true }), toast: { type: 'success' as const, message: res.data.detail } };
}

export default function ChangePassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useZodForm(PasswordChangeSchema, actionData?.result);

  return (
    <Card withBorder shadow="sm" padding="xl" className="auth-card">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('member.change_password')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('auth.password_rule')}
        </Text>
        <OutcomeToast toast={actionData?.toast} />
        <Form method="post" {...getFormProps(form)}>
          <Stack gap="sm">
            <PasswordField field={fields.old_password} label={t('auth.old_password')} autoComplete="current-password" />
            <NewPasswordFields first={fields.new_password1} second={fields.new_password2} />
            <Button type="submit" fullWidth loading={navigation.state === 'submitting'}>
              {t('auth.change_password_submit')}
            </Button>
          </Stack>
        </Form>
      </Stack>
    </Card>
  );
}
