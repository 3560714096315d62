import { getFormProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Alert, Anchor, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { redirect, useNavigation } from 'react-router';
import { NewPasswordSchema, PasswordResetConfirmSchema } from '#common/auth.ts';
import { NewPasswordFields, useZodForm } from '../../components/forms.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { Form, Link } from '../../components/router-links.tsx';
import { OutcomeToast } from '../../components/toast.tsx';
import { apiClient } from '../../lib/api.server.ts';
import { refusal } from '../../lib/form-reply.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import { webStateContext } from '../../lib/web-state.server.ts';
import type { Route } from './+types/confirm-reset-password';

/** The link is checked as the page opens: a used, expired or unknown link says so at once instead of showing the form. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const t = await serverT(context);
  const check = await apiClient(context, request).unauthenticated('user-auth/password/reset/validate/', {
    json: { uid: params.uid, token: params.token },
  });
  // Only a refusal of the link itself hides the form; if the check could not run, the confirm call still decides.
  const refused = !check.ok && check.status === 400;
  const expired = t('messages:errors.reset_link_expired');
  const linkError = !refused ? null : [check.data.token].flat().includes(expired) ? expired : t('messages:errors.reset_link_invalid');
  return { meta: { title: t('auth.new_password_title') }, linkError };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ request, context, params }: Route.ActionArgs) {
  const formData = await request.formData();
  formData.set('uid', params.uid);
  formData.set('token', params.token);
  const hideFields = ['new_password1', 'new_password2'];
  const submission = parseWithZod(formData, { schema: PasswordResetConfirmSchema });
  if (submission.status !== 'success') return { result: submission.reply({ hideFields }), toast: null };
  const res = await apiClient(context, request).unauthenticated('user-auth/password/reset/confirm/', { json: submission.value });
  if (!res.ok) return refusal(await serverT(context), submission, res, { fields: hideFields, hideFields });
  const state = context.get(webStateContext);
  state.setSession(null);
  state.setFlash({ type: 'success', message: res.data.detail });
  throw redirect('/auth/login');
}

export default function ConfirmResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useZodForm(NewPasswordSchema, actionData?.result);

  if (loaderData.linkError) {
    return (
      <Card withBorder shadow="sm" padding="xl" className="auth-card" data-testid="reset-link-refused">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('auth.reset_link_title')}
          </Title>
          <Alert color="red" variant="light" icon={<IconLinkOff size={18} />} role="alert">
            {loaderData.linkError}
          </Alert>
          <Button component={Link} to="/auth/resetpassword" fullWidth>
            {t('auth.reset_again')}
          </Button>
          <Anchor component={Link} to="/auth/login" size="sm" ta="center">
            {t('auth.back_to_login')}
          </Anchor>
        </Stack>
      </Card>
    );
  }

  return (
    <Card withBorder shadow="sm" padding="xl" className="auth-card">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('auth.new_password_title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('auth.password_rule')}
        </Text>
        <OutcomeToast toast={actionData?.toast} />
        <Form method="post" {...getFormProps(form)}>
          <Stack gap="sm">
            <NewPasswordFields first={fields.new_password1} second={fields.new_password2} />
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
