import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import { pageMeta } from '../../components/page-meta.ts';
import { Form } from '../../components/router-links.tsx';
import { apiClient } from '../../lib/api.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import { serverContext } from '../../lib/server-context.ts';
import { webStateContext } from '../../lib/web-state.server.ts';
import type { Route } from './+types/logout';

/** SPEC §4: revoke the token, then clear the session whether or not the revoke succeeded. Only by POST: a link on another site must not log anyone out. */
export async function action({ context, request }: Route.ActionArgs) {
  const state = context.get(webStateContext);
  const session = state.session;
  if (session) {
    const { webClient } = context.get(serverContext);
    // Revoking either token ends the pair; the refresh token is the one worth stealing.
    const token = session.refresh ?? session.access;
    await apiClient(context, request)
      .unauthenticated('auth/revoke-token/', { form: { client_id: webClient.id, client_secret: webClient.secret, token } })
      .catch(() => undefined);
    state.setSession(null);
    state.setFlash({ type: 'info', message: (await serverT(context))('messages:success.logged_out') });
  }
  throw redirect('/');
}

/** A GET (an old bookmark or a link) asks first. */
export async function loader({ context }: Route.LoaderArgs) {
  if (!context.get(webStateContext).session) throw redirect('/');
  const t = await serverT(context);
  return { meta: { title: t('auth.logout_title'), description: t('auth.logout_question') } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function Logout() {
  const { t } = useTranslation();
  return (
    <Card withBorder shadow="sm" padding="xl" className="auth-card">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('auth.logout_title')}
        </Title>
        <Text>{t('auth.logout_question')}</Text>
        <Form method="post">
          <Button type="submit" fullWidth>
            {t('member.logout')}
          </Button>
        </Form>
      </Stack>
    </Card>
  );
}
