import { parseWithZod } from '@conform-to/zod/v4';
import { Anchor, Button, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { data, redirect } from 'react-router';
import { idFromUrl } from '#common/fields.ts';
import { CONTENT_FIELDS, CONTENT_INPUTS, CONTENT_SUBJECTS, type ContentAnswer, contentTitle } from '#common/staff-content.ts';
import { pageMeta } from '../../components/page-meta.ts';
import { Form, Link } from '../../components/router-links.tsx';
import { AuditHistory } from '../../components/staff/audit-history.tsx';
import { booleanFields, ContentForm } from '../../components/staff/content-form.tsx';
import { TeamPhotoForm } from '../../components/staff/team-photo-form.tsx';
import { OutcomeToast } from '../../components/toast.tsx';
import { apiClient } from '../../lib/api.server.ts';
import { apiMessage, refusal } from '../../lib/form-reply.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import { contentKind, staffMust } from '../../lib/staff-content.server.ts';
import { webStateContext } from '../../lib/web-state.server.ts';
import type { Route } from './+types/content-edit';

/** `new`, or the id of the record to edit. */
function target(params: { kind?: string; id?: string }) {
  const kind = contentKind(params);
  if (params.id === 'new') return { kind, id: null };
  const id = idFromUrl(params.id);
  if (id === null) throw data(null, { status: 404 });
  return { kind, id };
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { kind, id } = target(params);
  const t = await serverT(context);
  if (id === null)
    return {
      kind,
      record: null,
      audit: [],
      meta: { title: t('staff:contentAdmin.new_title', { kind: t(`staff:contentAdmin.kinds.${kind}`) }), noindex: true },
    };
  const api = apiClient(context, request);
  const [record, audit] = await Promise.all([
    api.get(`staff/content/${kind}/{id}`, { params: { id } }).then((res) => staffMust(res)),
    api.get('staff/audit', { query: { subject_kind: CONTENT_SUBJECTS[kind], subject_id: id } }),
  ]);
  return { kind, record, audit: audit.ok ? audit.data.results : [], meta: { title: contentTitle(kind, record), noindex: true } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/**
 * A team member's photo: the multipart form goes on to the API as it arrives (the web never holds the
 * file; UPLOAD_FORMS in server/web/web-request.ts lets its size through). The page stays, with the new photo.
 */
async function savePhoto(context: Route.ActionArgs['context'], request: Request, id: number) {
  const t = await serverT(context);
  const contentType = request.headers.get('content-type') ?? '';
  const refused = (message: string) => ({ result: null, photoError: message, toast: { type: 'error' as const, message } });
  if (!request.body || !contentType.startsWith('multipart/form-data')) return refused(t('messages:errors.upload_type_image'));
  const res = await apiClient(context, request).post('staff/content/team/{id}/photo', {
    params: { id },
    stream: { body: request.body, contentType },
  });
  if (!res.ok) {
    if (res.status === 404) throw data(null, { status: 404 });
    return refused((res.data.photo as string[] | undefined)?.[0] ?? apiMessage(res, t('messages:errors.something_wrong')));
  }
  return { result: null, photoError: null, toast: { type: 'success' as const, message: t('staff:teamPhoto.saved') } };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { kind, id } = target(params);
  // Read from the address: the body is the file, streamed on untouched.
  if (kind === 'team' && id !== null && new URL(request.url).searchParams.get('intent') === 'photo') return savePhoto(context, request, id);
  const formData = await request.formData();
  const api = apiClient(context, request);
  const state = context.get(webStateContext);
  if (formData.get('intent') === 'delete' && id !== null) {
    const res = await api.delete(`staff/content/${kind}/{id}`, { params: { id } });
    if (!res.ok)
      return { result: null, toast: { type: 'error' as const, message: apiMessage(res, (await serverT(context))('messages:errors.something_wrong')) } };
    state.setFlash({ type: 'success', message: res.data.detail });
    throw redirect(`/staff/content/${kind}`);
  }
  // An unticked box sends nothing: here that means "no", where the API would take its default.
  for (const name of booleanFields(kind)) if (!formData.has(name)) formData.set(name, '0');
  const submission = parseWithZod(formData, { schema: CONTENT_INPUTS[kind] });
  if (submission.status !== 'success') return { result: submission.reply(), toast: null };
  const res =
    id === null
      ? await api.post(`staff/content/${kind}`, { json: submission.value })
      : await api.put(`staff/content/${kind}/{id}`, { params: { id }, json: submission.value });
  if (!res.ok) return refusal(await serverT(context), submission, res, { fields: CONTENT_FIELDS[kind].map((f) => f.name) });
  state.setFlash({ type: 'success', message: res.data.detail });
  throw redirect(`/staff/content/${kind}`);
}

export default function StaffContentEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('staff');
  const { kind, record, audit } = loaderData;
  return (
    <Stack gap="lg">
      <OutcomeToast toast={actionData?.toast} />
      <Anchor component={Link} to={`/staff/content/${kind}`}>
        {t('contentAdmin.back_to', { kind: t(`contentAdmin.kinds.${kind}`) })}
      </Anchor>
      <Title order={1}>{record ? contentTitle(kind, record) : t('contentAdmin.new_title', { kind: t(`contentAdmin.kinds.${kind}`) })}</Title>
      <Card withBorder padding="lg" radius="md">
        <ContentForm key={record?.id ?? 'new'} kind={kind} record={record ?? undefined} lastResult={actionData?.result} />
      </Card>
      {kind === 'team' && record ? (
        <Card withBorder padding="lg" radius="md">
          <TeamPhotoForm
            id={record.id}
            photo={(record as ContentAnswer<'team'>).photo}
            name={(record as ContentAnswer<'team'>).name.en}
            error={actionData && 'photoError' in actionData ? actionData.photoError : null}
          />
        </Card>
      ) : null}
      {record ? (
        <Card withBorder padding="lg" radius="md">
          <Form
            method="post"
            onSubmit={(event) => {
              // Deleting cannot be undone from here: one question first (without JavaScript the button acts at once).
              if (!window.confirm(t('contentAdmin.delete_confirm'))) event.preventDefault();
            }}
          >
            <input type="hidden" name="intent" value="delete" />
            <Stack gap="xs" align="flex-start">
              <Text size="sm" c="dimmed">
                {t(kind === 'platform-events' ? 'contentAdmin.delete_event_hint' : 'contentAdmin.delete_hint')}
              </Text>
              <Button type="submit" color="red.9" variant="outline">
                {t('contentAdmin.delete')}
              </Button>
            </Stack>
          </Form>
        </Card>
      ) : null}
      {record ? <AuditHistory records={audit} /> : null}
    </Stack>
  );
}
