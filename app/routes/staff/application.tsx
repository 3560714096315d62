import { getFormProps, getTextareaProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Anchor, Button, Card, Grid, Group, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { data, redirect } from 'react-router';
import { APPLICATION_KINDS, type ApplicationKind, REVIEW_DECISIONS } from '#common/applications.ts';
import { idFromUrl } from '#common/fields.ts';
import { StaffReviewSchema } from '#common/staff.ts';
import { useErrorText, useZodForm } from '../../components/forms.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { Form, Link } from '../../components/router-links.tsx';
import { ApplicationFacts, DocumentList } from '../../components/staff/application-facts.tsx';
import { AuditHistory } from '../../components/staff/audit-history.tsx';
import { ApplicationStatusBadge } from '../../components/staff/status-badge.tsx';
import { OutcomeToast } from '../../components/toast.tsx';
import { apiClient, failedPage } from '../../lib/api.server.ts';
import { refusal } from '../../lib/form-reply.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import { webStateContext } from '../../lib/web-state.server.ts';
import type { Route } from './+types/application';

function target(params: { kind?: string; id?: string }) {
  const kind = APPLICATION_KINDS.find((k) => k === params.kind);
  const id = idFromUrl(params.id);
  if (!kind || id === null) throw data(null, { status: 404 });
  return { kind, id };
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { kind, id } = target(params);
  const api = apiClient(context, request);
  const [res, audit] = await Promise.all([
    api.get(kind === 'school' ? 'school/school/{id}/application' : 'teacher/teacher/{id}/application', { params: { id } }),
    api.get('staff/audit', { query: { subject_kind: kind, subject_id: id } }),
  ]);
  if (!res.ok) throw failedPage(res);
  const t = await serverT(context);
  const name = 'name' in res.data ? res.data.name : res.data.display_name;
  return {
    kind: kind as ApplicationKind,
    application: res.data,
    name,
    audit: audit.ok ? audit.data.results : [],
    meta: { title: t('staff:review.title', { name }), noindex: true },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ context, request, params }: Route.ActionArgs) {
  const { kind, id } = target(params);
  const submission = parseWithZod(await request.formData(), { schema: StaffReviewSchema });
  if (submission.status !== 'success') return { result: submission.reply(), toast: null };
  const res = await apiClient(context, request).post('staff/applications/{kind}/{id}/review', { params: { kind, id }, json: submission.value });
  if (!res.ok) return refusal(await serverT(context), submission, res, { fields: ['decision', 'message'] });
  context.get(webStateContext).setFlash({ type: 'success', message: res.data.detail });
  throw redirect('/staff/applications');
}

export default function StaffApplicationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('staff');
  const { application, kind, name } = loaderData;
  const [form, fields] = useZodForm(StaffReviewSchema, actionData?.result);
  const errorText = useErrorText();
  return (
    <Stack gap="lg">
      <OutcomeToast toast={actionData?.toast} />
      <Anchor component={Link} to="/staff/applications">
        {t('review.back')}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>{name}</Title>
          <Text c="dimmed">{t(`kind.${kind}`)}</Text>
          {kind === 'school' ? (
            <Anchor component={Link} to={`/staff/content/ratings?school=${application.id}`} size="sm">
              {t('contentAdmin.school_ratings')}
            </Anchor>
          ) : null}
        </Stack>
        <ApplicationStatusBadge status={application.status} />
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <ApplicationFacts kind={kind} application={application} />
            <DocumentList documents={application.documents} />
            <AuditHistory records={loaderData.audit} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder padding="lg" radius="md">
            {application.status === 'pending' ? (
              <Form method="post" {...getFormProps(form)}>
                <Stack gap="md">
                  <Title order={2} fz="lg">
                    {t('review.decide')}
                  </Title>
                  <Radio.Group name={fields.decision.name} error={errorText(fields.decision.errors)} label={t('review.decision')}>
                    <Stack gap="xs" mt="xs">
                      {REVIEW_DECISIONS.map((decision) => (
                        <Radio key={decision} value={decision} label={t(`review.decisions.${decision}`)} />
                      ))}
                    </Stack>
                  </Radio.Group>
                  <Textarea
                    {...getTextareaProps(fields.message)}
                    key={fields.message.key}
                    label={t('review.message')}
                    description={t('review.message_hint')}
                    autosize
                    minRows={4}
                    error={errorText(fields.message.errors)}
                  />
                  <Button type="submit">{t('review.send')}</Button>
                </Stack>
              </Form>
            ) : (
              <Text>{t('review.not_in_review')}</Text>
            )}
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
