import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import type { SchoolApplication, SchoolFormData } from '#common/applications.ts';
import type { SchoolPage } from '#common/directory.ts';
import { GRADUATE_ORDERINGS } from '#common/directory-codes.ts';
import type { OwnSchoolGallerySchema } from '#common/gallery.ts';
import type { OwnGraduatePage } from '#common/graduates.ts';
import { OwnEvents } from '../../components/events/own-events.tsx';
import { ClaimsToDecide } from '../../components/listing/claims-to-decide.tsx';
import { GalleryManager } from '../../components/listing/gallery-manager.tsx';
import { GraduatesManager } from '../../components/listing/graduates-manager.tsx';
import { ListingPicker } from '../../components/listing/listing-picker.tsx';
import { RegistryCardPanel } from '../../components/listing/registry-card.tsx';
import { SchoolProfileForm } from '../../components/listing/school-profile-form.tsx';
import { NoApplication, StatusCard } from '../../components/listing/status-card.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { OutcomeToast } from '../../components/toast.tsx';
import { failedPage, requireSession } from '../../lib/api.server.ts';
import { directoryApi, regionOptions } from '../../lib/directory.server.ts';
import { formatDate } from '../../lib/directory-format.ts';
import { ownEvents } from '../../lib/event-editor.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import { galleryAction, galleryUpload, graduateAction, importGraduates, outcomeOf, pickListing, profileAction, stateFacts } from '../../lib/listing.server.ts';
import { rememberListing } from '../../lib/login.server.ts';
import { registryCard } from '../../lib/registry-card.server.ts';
import type { Route } from './+types/school-profile';

const PATH = '/school/profile';
const GRADUATES_PAGE = 20;
type Gallery = import('zod').infer<typeof OwnSchoolGallerySchema>;

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = requireSession(context, request);
  const { api, lang } = directoryApi(context, request);
  const t = await serverT(context);
  const meta = { title: t('listing:school_page_title'), noindex: true };
  const url = new URL(request.url);
  const own = await api.get<SchoolPage>('school/school', { query: { user: session.user.pk, page_size: 100 } });
  if (!own.ok) throw failedPage(own);
  const chosen = pickListing(own.data.results, url.searchParams.get('school'));
  // The menu follows what this page finds (an application made on another device, or one withdrawn).
  rememberListing(context, 'school', own.data.results[0]?.id ?? null);
  const choices = own.data.results.map((s) => ({ value: String(s.id), label: s.name }));
  if (!chosen) return { meta, school: null } as const;

  const gsort = (GRADUATE_ORDERINGS as readonly string[]).includes(url.searchParams.get('gsort') ?? '') ? (url.searchParams.get('gsort') as string) : '-date';
  const gpage = Math.max(1, Number.parseInt(url.searchParams.get('gpage') ?? '1', 10) || 1);
  const id = chosen.id;
  const [application, gallery, graduates, claims, formData] = await Promise.all([
    api.get<SchoolApplication>(`school/school/${id}/application`),
    api.get<Gallery>('school/gallery/own', { query: { school: id } }),
    api.get<OwnGraduatePage>('school/graduate/own', { query: { school: id, ordering: gsort, page: gpage, page_size: GRADUATES_PAGE } }),
    api.get<OwnGraduatePage>('school/graduate/own', { query: { school: id, claim: 'pending', page_size: 100 } }),
    api.get<SchoolFormData>('school/school-form-data/'),
  ]);
  if (!application.ok) throw failedPage(application);
  const school = application.data;
  const withDate = (list: OwnGraduatePage['results']) => list.map((g) => ({ ...g, date_label: formatDate(lang, g.graduation_date) }));
  const g = graduates.ok ? graduates.data : { count: 0, results: [] };
  const listed = school.status === 'approved';
  // Its events in every state with their bookings (issue 13): only an approved school runs events.
  const [regions, events, card] = await Promise.all([
    listed && school.country ? regionOptions(api, school.country.code) : [],
    listed ? ownEvents(api, lang, id) : null,
    // The registry card while the school is listed (ADR 0036).
    registryCard(api, lang, 'school', school),
  ]);
  return {
    meta,
    school,
    choices,
    facts: stateFacts(t, lang, school, school.wya_school_id),
    formChoices: formData.ok
      ? {
          countries: formData.data.countries.map((c) => ({ value: c.value, label: c.label })),
          regions,
          styles: formData.data.styles,
          trainingTypes: formData.data.training_types,
        }
      : null,
    gallery: gallery.ok ? gallery.data.results : [],
    graduates: { results: withDate(g.results), count: g.count, ordering: gsort, page: gpage, pages: Math.max(1, Math.ceil(g.count / GRADUATES_PAGE)) },
    pendingClaims: claims.ok ? withDate(claims.data.results) : [],
    events,
    card,
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ request, context }: Route.ActionArgs) {
  requireSession(context, request);
  const { api } = directoryApi(context, request);
  const t = await serverT(context);
  // Upload forms say what they are in their address, so their bodies go on to the API unread.
  const upload = new URL(request.url).searchParams.get('intent');
  if (upload === 'gallery') return galleryUpload(api, t, 'school', request);
  if (upload === 'graduate_import') return importGraduates(api, t, request);
  const formData = await request.formData();
  const intent = String(formData.get('intent') ?? '');
  const answer =
    (intent === 'profile' ? await profileAction(api, t, 'school', formData) : null) ??
    (intent.startsWith('gallery_') ? await galleryAction(api, t, 'school', intent, formData) : null) ??
    (await graduateAction(api, t, intent, formData));
  if (!answer) throw data(null, { status: 400 });
  return outcomeOf(context, answer);
}

export default function SchoolProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('listing');
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('school_page_title')}</Title>
        <OutcomeToast toast={actionData && 'toast' in actionData ? actionData.toast : null} />
        {loaderData.school === null ? <NoApplication kind="school" /> : <SchoolSections data={loaderData} />}
      </Stack>
    </Container>
  );
}

type Loaded = Exclude<Route.ComponentProps['loaderData'], { school: null }>;

function SchoolSections({ data: d }: { data: Loaded }) {
  const { school } = d;
  const listed = school.status === 'approved';
  return (
    <>
      {d.choices.length > 1 && <ListingPicker kind="school" choices={d.choices} current={school.id} />}
      <StatusCard kind="school" name={school.name} state={school} facts={d.facts} />
      {d.card && <RegistryCardPanel card={d.card} />}
      {school.status !== 'rejected' && (
        <>
          <ClaimsToDecide graduates={d.pendingClaims} action={PATH} />
          {listed && d.formChoices && <SchoolProfileForm school={school} choices={d.formChoices} action={PATH} />}
          <GalleryManager kind="school" listingId={school.id} items={d.gallery} action={PATH} />
          <GraduatesManager schoolId={school.id} action={PATH} graduates={d.graduates.results} {...d.graduates} />
          {listed && d.events && <OwnEvents schoolId={school.id} events={d.events} />}
        </>
      )}
    </>
  );
}
