import { Anchor, Breadcrumbs, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { data, redirect } from 'react-router';
import { EventDangerZone } from '../../components/events/event-danger-zone.tsx';
import { EventForm } from '../../components/events/event-form.tsx';
import { EventImages } from '../../components/events/event-images.tsx';
import { EventInstructors } from '../../components/events/event-instructors.tsx';
import { EventOptions } from '../../components/events/event-options.tsx';
import { SchoolCannotRunEvents } from '../../components/events/school-gate.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { Link } from '../../components/router-links.tsx';
import { OutcomeToast } from '../../components/toast.tsx';
import { requireSession } from '../../lib/api.server.ts';
import { directoryApi } from '../../lib/directory.server.ts';
import {
  currencyChoices,
  editorLists,
  formDefaults,
  imageAction,
  instructorAction,
  optionsAction,
  ownEventOr404,
  runnableSchool,
  saveEvent,
  uploadImages,
} from '../../lib/event-editor.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import { webStateContext } from '../../lib/web-state.server.ts';
import type { Route } from './+types/event-editor';

// /school/add-event and /school/edit-event/{eventId} (issue 13): the owner of an approved school adds
// an event, then names its instructors, adds its images and chooses its options on the edit page.

const PROFILE = '/school/profile';
const editPath = (id: number) => `/school/edit-event/${id}`;

/** Bookings not cancelled: those a deletion cancels (and whose members it tells). */
async function openBookings(api: ReturnType<typeof directoryApi>['api'], eventId: number) {
  const res = await api.get('event-booking/', { query: { event: eventId, page_size: 100 } });
  return res.ok ? res.data.results.filter((b) => b.status !== 'cancelled').length : 0;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const session = requireSession(context, request);
  const { api } = directoryApi(context, request);
  const t = await serverT(context);
  const url = new URL(request.url);
  const currencies = await currencyChoices(api);
  if (!params.eventId) {
    const gate = await runnableSchool(api, session.user.pk, url.searchParams.get('school'));
    const meta = { title: t('events:editor.add_title'), noindex: true };
    if (!('school' in gate)) return { meta, gate, event: null, school: null } as const;
    return {
      meta,
      gate: null,
      school: gate.school,
      event: null,
      currencies,
      defaults: formDefaults(null, currencies[0]?.value ?? 'USD', gate.school.timezone),
    } as const;
  }
  const event = await ownEventOr404(api, params.eventId);
  const [lists, bookings] = await Promise.all([editorLists(api, event.school.id, url.searchParams.get('search')), openBookings(api, event.id)]);
  return {
    meta: { title: t('events:editor.edit_title', { subject: event.subject }), noindex: true },
    gate: null,
    school: { id: event.school.id, name: event.school.name },
    event,
    currencies,
    defaults: formDefaults(event, event.currency),
    search: url.searchParams.get('search') ?? '',
    openBookings: bookings,
    ...lists,
  } as const;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ request, context, params }: Route.ActionArgs) {
  const session = requireSession(context, request);
  const { api } = directoryApi(context, request);
  const t = await serverT(context);
  const flash = context.get(webStateContext).setFlash;
  if (!params.eventId) {
    const gate = await runnableSchool(api, session.user.pk, new URL(request.url).searchParams.get('school'));
    if (!('school' in gate)) throw data(null, { status: 403 });
    const answer = await saveEvent(api, t, await request.formData(), { schoolId: gate.school.id });
    if (!answer.ok) return answer;
    // The new event's own page of the editor, where its instructors, images and options are added.
    flash({ type: 'success', message: t('events:editor.created') });
    throw redirect(answer.created ? editPath(answer.created) : PROFILE);
  }
  const event = await ownEventOr404(api, params.eventId);
  // The image upload says what it is in its address, so its body goes on to the API unread.
  if (new URL(request.url).searchParams.get('intent') === 'images') return uploadImages(api, t, event.id, request);
  const formData = await request.formData();
  const intent = String(formData.get('intent') ?? '');
  if (intent === 'event') return saveEvent(api, t, formData, { eventId: event.id });
  if (intent === 'options') {
    const { categories } = await editorLists(api, event.school.id, null);
    return optionsAction(
      api,
      t,
      event.id,
      formData,
      categories.map((c) => c.id),
    );
  }
  if (intent === 'delete') {
    const cancelled = await openBookings(api, event.id);
    const res = await api.delete('event/{id}', { params: { id: event.id } });
    if (!res.ok) return { intent, ok: false, toast: { type: 'error' as const, message: t('messages:errors.undeleted') } };
    flash({ type: 'success', message: t('events:editor.delete.done', { subject: event.subject, count: cancelled }) });
    throw redirect(`${PROFILE}?school=${event.school.id}#events`);
  }
  const answer = (await instructorAction(api, t, event.id, intent, formData)) ?? (await imageAction(api, t, event.id, intent, formData));
  if (!answer) throw data(null, { status: 400 });
  // A removed image or instructor takes its form (and its toast) with it: the message goes as the next page's flash.
  if (answer.ok && answer.toast && (intent === 'image_delete' || intent === 'instructor_remove')) {
    flash(answer.toast);
    return { ...answer, toast: null };
  }
  return answer;
}

export default function EventEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('events');
  const d = loaderData;
  const title = d.event ? t('editor.edit_heading') : t('editor.add_title');
  // Without scripts the main form posts as a page: its refusal (and what was typed) comes back here.
  const formResult = actionData && 'result' in actionData && actionData.intent === 'event' ? actionData.result : undefined;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Breadcrumbs>
          <Anchor component={Link} to={PROFILE}>
            {t('editor.back_to_profile')}
          </Anchor>
          <Text>{title}</Text>
        </Breadcrumbs>
        <div>
          <Title order={1}>{title}</Title>
          {d.school && (
            <Text c="dimmed" data-testid="editor-school">
              {d.school.name}
            </Text>
          )}
        </div>
        <OutcomeToast toast={actionData && 'toast' in actionData ? actionData.toast : null} />
        {d.gate ? (
          <SchoolCannotRunEvents reason={d.gate.blocked} />
        ) : d.event === null ? (
          <EventForm event={null} defaults={d.defaults} currencies={d.currencies} lastResult={formResult} />
        ) : (
          <>
            <EventForm event={d.event} defaults={d.defaults} currencies={d.currencies} lastResult={formResult} />
            <EventImages images={d.event.images} action={editPath(d.event.id)} />
            <EventInstructors event={d.event} available={d.available} search={d.search} action={editPath(d.event.id)} />
            <EventOptions event={d.event} categories={d.categories} action={editPath(d.event.id)} />
            <EventDangerZone event={d.event} openBookings={d.openBookings} action={editPath(d.event.id)} />
          </>
        )}
      </Stack>
    </Container>
  );
}
