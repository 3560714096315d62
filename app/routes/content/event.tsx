import { Badge, Button, Card, Container, Grid, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { data, useLocation, useNavigation, useRouteLoaderData } from 'react-router';
import { EventFacts } from '../../components/content/event-dates.tsx';
import { PageHeader } from '../../components/content/page-header.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { Form, Link } from '../../components/router-links.tsx';
import { OutcomeToast } from '../../components/toast.tsx';
import { apiClient, requireSession } from '../../lib/api.server.ts';
import { must } from '../../lib/content.server.ts';
import { apiMessage } from '../../lib/form-reply.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import type { RootData } from '../../root.tsx';
import type { Route } from './+types/event';

async function findEvent(context: Route.LoaderArgs['context'], request: Request, slug: string) {
  const page = await must(apiClient(context, request).get('platform-event', { query: { slug } }));
  const event = page.results[0];
  if (!event) throw data(null, { status: 404 });
  return event;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const event = await findEvent(context, request, params.slug);
  return { event, meta: { title: event.title, description: event.summary } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** Apply once (POST platform-event/apply/{id}); a visitor is sent to log in and comes back here. */
export async function action({ context, request, params }: Route.ActionArgs) {
  requireSession(context, request);
  const event = await findEvent(context, request, params.slug);
  const res = await apiClient(context, request).post('platform-event/apply/{id}', { params: { id: event.id } });
  const t = await serverT(context);
  const message = res.ok ? res.data.detail : apiMessage(res, 'errors.something_wrong');
  return { toast: { type: res.ok ? ('success' as const) : ('error' as const), message: message.startsWith('errors.') ? t(`messages:${message}`) : message } };
}

export default function EventDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { event } = loaderData;
  const root = useRouteLoaderData<RootData>('root');
  const location = useLocation();
  const navigation = useNavigation();
  return (
    <>
      <PageHeader
        title={event.title}
        intro={event.summary}
        crumbs={[{ label: t('nav.community') }, { label: t('content:events.title'), to: '/community/wya-events' }, { label: event.title }]}
      />
      <Container size="lg" py={{ base: 'lg', sm: 48 }}>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md" className="content-card">
              <EventFacts event={event} />
              {(event.description ?? '').split(/\n{2,}/).map((p) => (
                <Text key={p.slice(0, 40)}>{p}</Text>
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Card withBorder radius="lg" padding="lg">
              <Stack gap="sm">
                <OutcomeToast toast={actionData?.toast} />
                <Group gap={6}>
                  <Badge variant="light">{event.is_online ? t('content:events.online') : t('content:events.in_person')}</Badge>
                  {event.seats_left != null && !event.is_past && <Badge variant="outline">{t('content:events.seats_left', { count: event.seats_left })}</Badge>}
                </Group>
                {event.is_past ? (
                  <Text c="gray.7">{t('content:events.closed')}</Text>
                ) : event.applied ? (
                  // The state, not a second message: the toast already said the application was received.
                  <Group gap={6} c="teal.9" wrap="nowrap" data-testid="event-applied">
                    <IconCircleCheck size={18} aria-hidden />
                    <Text fw={600}>{t('content:events.applied')}</Text>
                  </Group>
                ) : root?.user ? (
                  <Form method="post">
                    <Button
                      type="submit"
                      fullWidth
                      size="md"
                      loading={navigation.state === 'submitting'}
                      disabled={event.seats_left === 0}
                      data-testid="event-apply"
                    >
                      {event.seats_left === 0 ? t('content:events.full') : t('content:events.apply')}
                    </Button>
                  </Form>
                ) : (
                  <Stack gap="xs">
                    <Text size="sm">{t('content:events.login_to_apply')}</Text>
                    <Button component={Link} to={`/auth/login?next=${encodeURIComponent(location.pathname)}`} fullWidth data-testid="event-login">
                      {t('auth.login')}
                    </Button>
                  </Stack>
                )}
              </Stack>
            </Card>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
