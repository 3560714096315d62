import { Anchor, Badge, Button, Card, Group, SegmentedControl, Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigation, useSearchParams, useSubmit } from 'react-router';
import { idFromUrl, pageFromUrl } from '#common/fields.ts';
import { HideRatingSchema, RATING_FILTERS, type StaffRating } from '#common/staff-content.ts';
import { Pager } from '../../components/directory/pager.tsx';
import { useErrorText } from '../../components/forms.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { Form, Link } from '../../components/router-links.tsx';
import { OutcomeToast } from '../../components/toast.tsx';
import { apiClient } from '../../lib/api.server.ts';
import { formatDate } from '../../lib/directory-format.ts';
import { apiMessage } from '../../lib/form-reply.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import { staffMust } from '../../lib/staff-content.server.ts';
import type { Route } from './+types/content-ratings';

const PAGE_SIZE = 25;

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const status = RATING_FILTERS.find((s) => s === url.searchParams.get('status')) ?? 'all';
  const school = idFromUrl(url.searchParams.get('school'));
  const page = pageFromUrl(url.searchParams.get('page'));
  const [ratings, t] = await Promise.all([
    apiClient(context, request)
      .get('staff/content/ratings', { query: { status, school, page, page_size: PAGE_SIZE } })
      .then((res) => staffMust(res)),
    serverT(context),
  ]);
  return { status, school, page, ratings, meta: { title: t('staff:contentAdmin.kinds.ratings'), noindex: true } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** Hide with a reason, or show again; a missing reason is said beside the reason field of that rating. */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const id = idFromUrl(String(form.get('id') ?? ''));
  const t = await serverT(context);
  const fail = (message: string) => ({ id, errors: null, toast: { type: 'error' as const, message } });
  if (id === null) return fail(t('messages:errors.something_wrong'));
  const api = apiClient(context, request);
  if (form.get('intent') === 'unhide') {
    const res = await api.post('staff/content/ratings/{id}/unhide', { params: { id } });
    return res.ok
      ? { id, errors: null, toast: { type: 'success' as const, message: res.data.detail } }
      : fail(apiMessage(res, t('messages:errors.something_wrong')));
  }
  const parsed = HideRatingSchema.safeParse({ reason: form.get('reason') ?? '' });
  if (!parsed.success) return { id, errors: { reason: parsed.error.issues.map((i) => i.message) }, toast: null };
  const res = await api.post('staff/content/ratings/{id}/hide', { params: { id }, json: parsed.data });
  if (res.ok) return { id, errors: null, toast: { type: 'success' as const, message: res.data.detail } };
  const reason = res.data.reason;
  if (Array.isArray(reason)) return { id, errors: { reason: reason.map(String) }, toast: null };
  return fail(apiMessage(res, t('messages:errors.something_wrong')));
}

function RatingCard({ rating, errors }: { rating: StaffRating; errors: string[] | undefined }) {
  const { t, i18n } = useTranslation('staff');
  const errorText = useErrorText();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('id') === String(rating.id);
  return (
    <Card withBorder padding="lg" radius="md" data-testid="staff-rating" data-rating={rating.id} bg={rating.hidden ? 'gray.0' : undefined}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Anchor component={Link} to={`/schools/${rating.school.slug}`} target="_blank" fw={600}>
              {rating.school.name}
            </Anchor>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {rating.user.name} · {rating.user.email} · {formatDate(i18n.language, rating.created_at.slice(0, 10))}
            </Text>
          </Stack>
          <Group gap="xs">
            <Text c="yellow.8" aria-label={t('contentAdmin.stars', { count: rating.rating })}>
              {'★'.repeat(rating.rating)}
              {'☆'.repeat(5 - rating.rating)}
            </Text>
            {rating.hidden ? <Badge color="red.9">{t('contentAdmin.hidden')}</Badge> : <Badge color="teal.9">{t('contentAdmin.shown')}</Badge>}
          </Group>
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{rating.comment}</Text>
        {rating.hidden ? (
          <Stack gap="xs">
            <Text size="sm" data-testid="hidden-reason">
              <b>{t('contentAdmin.reason')}:</b> {rating.hidden_reason}
              <Text span size="xs" c="dimmed">
                {' '}
                · {rating.hidden_by ?? t('audit.system')} · {rating.hidden_at ? formatDate(i18n.language, rating.hidden_at.slice(0, 10)) : ''}
              </Text>
            </Text>
            <Form method="post">
              <input type="hidden" name="id" value={rating.id} />
              <Button type="submit" name="intent" value="unhide" variant="light" loading={busy}>
                {t('contentAdmin.unhide')}
              </Button>
            </Form>
          </Stack>
        ) : (
          <Form method="post" aria-label={t('contentAdmin.hide')}>
            <input type="hidden" name="id" value={rating.id} />
            <input type="hidden" name="intent" value="hide" />
            <Group align="flex-end" gap="sm">
              <Textarea
                name="reason"
                label={t('contentAdmin.reason')}
                description={t('contentAdmin.reason_hint')}
                autosize
                minRows={1}
                maxLength={500}
                error={errorText(errors)}
                style={{ flex: 1, minWidth: 220 }}
              />
              <Button type="submit" color="red.9" variant="outline" loading={busy}>
                {t('contentAdmin.hide')}
              </Button>
            </Group>
          </Form>
        )}
      </Stack>
    </Card>
  );
}

export default function StaffRatingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('staff');
  const { ratings, status, page } = loaderData;
  const [params] = useSearchParams();
  const submit = useSubmit();
  return (
    <Stack gap="lg">
      <OutcomeToast toast={actionData?.toast} />
      <Anchor component={Link} to="/staff/content">
        {t('contentAdmin.back')}
      </Anchor>
      <Title order={1}>{t('contentAdmin.kinds.ratings')}</Title>
      <Text c="dimmed">{t('contentAdmin.ratings_intro')}</Text>
      {loaderData.school ? (
        <Group gap="xs">
          <Text fw={500}>{ratings.results[0]?.school.name ?? `#${loaderData.school}`}</Text>
          <Anchor component={Link} to={`/staff/content/ratings?status=${status}`} size="sm">
            {t('contentAdmin.all_schools')}
          </Anchor>
        </Group>
      ) : null}
      <Form method="get">
        {loaderData.school ? <input type="hidden" name="school" value={loaderData.school} /> : null}
        <Group gap="sm">
          <SegmentedControl
            name="status"
            defaultValue={status}
            data={RATING_FILTERS.map((value) => ({ value, label: t(`contentAdmin.rating_filters.${value}`) }))}
            onChange={(value) => {
              const next = new URLSearchParams(params);
              next.set('status', value);
              next.delete('page');
              submit(next, { method: 'get' });
            }}
          />
          <noscript>
            <Button type="submit">{t('applications.apply_filters')}</Button>
          </noscript>
        </Group>
      </Form>
      {ratings.results.length === 0 ? (
        <Text c="dimmed">{t('contentAdmin.no_ratings')}</Text>
      ) : (
        <Stack gap="md">
          {ratings.results.map((rating) => (
            <RatingCard key={rating.id} rating={rating} errors={actionData?.id === rating.id ? actionData.errors?.reason : undefined} />
          ))}
        </Stack>
      )}
      <Pager page={page} pages={Math.max(1, Math.ceil(ratings.count / PAGE_SIZE))} />
    </Stack>
  );
}
