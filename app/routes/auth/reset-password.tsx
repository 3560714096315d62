import { getFormProps, getInputProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Anchor, Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { PasswordResetSchema } from '#common/auth.ts';
import { useErrorText, useZodForm } from '../../components/forms.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { Form, Link } from '../../components/router-links.tsx';
import { OutcomeToast } from '../../components/toast.tsx';
import { apiClient } from '../../lib/api.server.ts';
import { refusal } from '../../lib/form-reply.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import type { Route } from './+types/reset-password';

export async function loader({ context }: Route.LoaderArgs) {
  const t = await serverT(context);
  return { meta: { title: t('auth.reset_title'), description: t('auth.reset_intro') } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: PasswordResetSchema });
  if (submission.status !== 'success') return { result: submission.reply(), toast: null };
  const res = await apiClient(context, request).unauthenticated('user-auth/password/reset/', { json: submission.value });
  const t = await serverT(context);
  if (!res.ok) return refusal(t, submission, res, { fields: ['email'], fallbackKey: 'messages:errors.reset_email' });
  // One message for the result: where the link went and how long it works.
  return {
    result: submission.reply({ resetForm: true }),
    toast: { type: 'success' as const, message: t('auth.reset_sent', { email: submission.value.email }) },
  };
}

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigation = useNavigation();
  const [form, fields] = useZodForm(PasswordResetSchema, actionData?.result);

  return (
    <Card withBorder shadow="sm" padding="xl" className="auth-card">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('auth.reset_title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('auth.reset_intro')}
        </Text>
        <OutcomeToast toast={actionData?.toast} />
        <Form method="post" {...getFormProps(form)}>
          <Stack gap="sm">
            <TextInput
              {...getInputProps(fields.email, { type: 'email' })}
              key={fields.email.key}
              label={t('auth.email')}
              autoComplete="email"
              error={errorText(fields.email.errors)}
            />
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
