import { Container, Stack, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import type { TeacherApplication } from '#common/applications.ts';
import { GRADUATE_ORDERINGS } from '#common/directory-codes.ts';
import type { OwnGraduatePage } from '#common/graduates.ts';
import { OwnEvents } from '../../components/events/own-events.tsx';
import { CeHours } from '../../components/listing/ce-hours.tsx';
import { ClaimsToDecide } from '../../components/listing/claims-to-decide.tsx';
import { GalleryManager } from '../../components/listing/gallery-manager.tsx';
import { Certifications, GraduateClaims } from '../../components/listing/graduate-claims.tsx';
import { GraduatesManager } from '../../components/listing/graduates-manager.tsx';
import { ListingPicker } from '../../components/listing/listing-picker.tsx';
import { type OwnListing, ProfileForm } from '../../components/listing/profile-form.tsx';
import { RegistryCardPanel } from '../../components/listing/registry-card.tsx';
import { NoApplication, StatusCard } from '../../components/listing/status-card.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { OutcomeToast } from '../../components/toast.tsx';
import { type ApiClient, failedPage, requireSession } from '../../lib/api.server.ts';
import { KIND_PATHS, kindOfAddress } from '../../lib/applications.server.ts';
import { directoryApi, regionOptions } from '../../lib/directory.server.ts';
import { formatDate, formatDateRange } from '../../lib/directory-format.ts';
import { ownEvents } from '../../lib/event-editor.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import {
  claimAction,
  galleryAction,
  galleryUpload,
  graduateAction,
  importGraduates,
  type ListingKind,
  outcomeOf,
  pickListing,
  profileAction,
  stateFacts,
} from '../../lib/listing.server.ts';
import { rememberListing } from '../../lib/login.server.ts';
import { registryCard } from '../../lib/registry-card.server.ts';
import type { Route } from './+types/profile';

// The member's own school page (/school/profile) and teacher page (/teacher/profile): one module, the
// kind read from the address. Both show the chosen listing's state, profile form and gallery; a school
// adds its graduates, their claims and its events; a teacher their claims, certifications and CE hours,
// which show even without a teacher listing.

const GRADUATES_PAGE = 20;

export async function loader({ context, request }: Route.LoaderArgs) {
  const kind = kindOfAddress(request);
  const session = requireSession(context, request);
  const { api, lang } = directoryApi(context, request);
  const t = await serverT(context);
  const url = new URL(request.url);
  const [own, teacher] = await Promise.all([
    api.get(KIND_PATHS[kind].list, { query: { user: session.user.pk, page_size: 100 } }),
    kind === 'teacher' ? teacherRecords(api, lang) : null,
  ]);
  if (!own.ok) throw failedPage(own);
  const chosen = pickListing<{ id: number; status?: string }>(own.data.results, url.searchParams.get(kind));
  // The menu follows what this page finds (an application made on another device, or one withdrawn).
  rememberListing(context, kind, own.data.results[0]?.id ?? null);
  const page = {
    kind,
    meta: { title: t(`listing:${kind}_page_title`), noindex: true },
    choices: own.data.results.map((s) => ({ value: String(s.id), label: s.name })),
  };
  if (!chosen) return { ...page, shown: null, school: null, teacher };
  // Only the school page goes without a teacher's records.
  if (!teacher) return { ...page, ...(await schoolParts(api, t, lang, url, chosen.id)), teacher: null };
  const { shown } = await listingParts(api, t, lang, 'teacher', chosen.id);
  const certified = shown.own.kind === 'teacher' ? shown.own.listing.certifications : [];
  const certifications = certified.map((c) => ({ school: c.school, date_label: formatDate(lang, c.graduation_date), teacher_level: c.teacher_level }));
  return { ...page, shown, school: null, teacher: { ...teacher, certifications } };
}

/** What a teacher's page shows with or without a listing: their claims, the schools to claim from, CE hours. */
async function teacherRecords(api: ApiClient, lang: string) {
  const [claims, cysSchools, certificates] = await Promise.all([
    api.get('school/graduate/claim', { query: { page_size: 100 } }),
    // The schools whose graduates can claim a record: public CYS schools.
    api.get('school/school', { query: { level: 'CYS', ordering: 'name', page_size: 100 } }),
    // Continuing-education hours: certificates of attendance of CE events (issue 13).
    api.get('certificate/', { query: { page_size: 100 } }),
  ]);
  const myClaims = (claims.ok ? claims.data.results : []).map((c) => ({
    ...c,
    date_label: formatDate(lang, c.graduation_date),
    decided_label: c.decided_at ? formatDate(lang, c.decided_at.slice(0, 10)) : '',
  }));
  return {
    claims: myClaims,
    schools: cysSchools.ok ? cysSchools.data.results.map((s) => ({ value: String(s.id), label: s.local_name ? `${s.name} (${s.local_name})` : s.name })) : [],
    ce: {
      totalHours: certificates.ok ? certificates.data.total_hours : 0,
      certificates: certificates.ok ? certificates.data.results.map((c) => ({ ...c, dates_label: formatDateRange(lang, c.start_date, c.end_date) })) : [],
    },
    // Without a teacher listing, confirmed claims still make the member a CYT (ADR 0014).
    certifications: myClaims
      .filter((c) => c.status === 'confirmed')
      .map((c) => ({ school: c.school, date_label: c.date_label, teacher_level: c.teacher_level })),
  };
}

/** A school's graduates (a page of them: `?gsort`, `?gpage`), the claims waiting for it and its events. */
async function schoolParts(api: ApiClient, t: TFunction, lang: string, url: URL, id: number) {
  const gsort = (GRADUATE_ORDERINGS as readonly string[]).includes(url.searchParams.get('gsort') ?? '') ? (url.searchParams.get('gsort') as string) : '-date';
  const gpage = Math.max(1, Number.parseInt(url.searchParams.get('gpage') ?? '1', 10) || 1);
  const [{ shown, more: events }, graduates, claims] = await Promise.all([
    // Its events in every state with their bookings (issue 13): only an approved school runs events.
    listingParts(api, t, lang, 'school', id, () => ownEvents(api, lang, id)),
    api.get('school/graduate/own', { query: { school: id, ordering: gsort, page: gpage, page_size: GRADUATES_PAGE } }),
    api.get('school/graduate/own', { query: { school: id, claim: 'pending', page_size: 100 } }),
  ]);
  const withDate = (list: OwnGraduatePage['results']) => list.map((g) => ({ ...g, date_label: formatDate(lang, g.graduation_date) }));
  const g = graduates.ok ? graduates.data : { count: 0, results: [] };
  const graduatesPage = { results: withDate(g.results), count: g.count, ordering: gsort, page: gpage, pages: Math.max(1, Math.ceil(g.count / GRADUATES_PAGE)) };
  return { shown, school: { graduates: graduatesPage, pendingClaims: claims.ok ? withDate(claims.data.results) : [], events } };
}

/**
 * The chosen listing as both kinds show it: its application, state facts, gallery, the profile form's
 * choices and the registry card; `more` is what `whileListed` asks besides, only while the listing is listed.
 */
async function listingParts<X = null>(api: ApiClient, t: TFunction, lang: string, kind: ListingKind, id: number, whileListed?: () => Promise<X>) {
  const [application, gallery, formData] = await Promise.all([
    api.get(KIND_PATHS[kind].application, { params: { id } }),
    api.get(`${kind}/gallery/own`, { query: { [kind]: id } }),
    api.get(KIND_PATHS[kind].formData),
  ]);
  if (!application.ok) throw failedPage(application);
  // The application answers the page's kind: kept together, each kind's part reads its own fields.
  const own = { kind, listing: application.data } as OwnListing;
  const listed = own.listing.status === 'approved';
  const [regions, card, more] = await Promise.all([
    listed && own.listing.country ? regionOptions(api, own.listing.country.code) : [],
    // The registry card while the listing is listed (ADR 0036).
    registryCard(api, lang, kind, own.listing),
    listed && whileListed ? whileListed() : null,
  ]);
  const form = formData.ok ? formData.data : null;
  const shown = {
    own,
    facts: own.kind === 'school' ? stateFacts(t, lang, own.listing, own.listing.wya_school_id) : teacherFacts(t, lang, own.listing),
    formChoices: form && {
      countries: form.countries.map((c) => ({ value: c.value, label: c.label })),
      regions,
      styles: form.styles,
      trainingTypes: 'training_types' in form ? form.training_types : [],
    },
    gallery: gallery.ok ? gallery.data.results : [],
    card,
  };
  return { shown, more };
}

/** A teacher's state facts, led by their registration (type and hours). */
function teacherFacts(t: TFunction, lang: string, teacher: TeacherApplication): Array<[string, string]> {
  const registration = [teacher.registration_type, teacher.registration_level && t('directory:hours', { count: Number(teacher.registration_level) })]
    .filter(Boolean)
    .join(' · ');
  return [[t('listing:facts.registration'), registration], ...stateFacts(t, lang, teacher, teacher.wya_teacher_id)];
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ request, context }: Route.ActionArgs) {
  const kind = kindOfAddress(request);
  requireSession(context, request);
  const { api } = directoryApi(context, request);
  const t = await serverT(context);
  // Upload forms say what they are in their address, so their bodies go on to the API unread.
  const upload = new URL(request.url).searchParams.get('intent');
  if (upload === 'gallery') return galleryUpload(api, t, kind, request);
  if (upload === 'graduate_import' && kind === 'school') return importGraduates(api, t, request);
  const formData = await request.formData();
  const intent = String(formData.get('intent') ?? '');
  const answer =
    (intent === 'profile' ? await profileAction(api, t, kind, formData) : null) ??
    (intent.startsWith('gallery_') ? await galleryAction(api, t, kind, intent, formData) : null) ??
    // A school decides on its graduates and their claims; a teacher makes and withdraws claims.
    (kind === 'school' ? await graduateAction(api, t, intent, formData) : await claimAction(api, t, intent, formData));
  if (!answer) throw data(null, { status: 400 });
  return outcomeOf(context, answer);
}

type Loaded = Route.ComponentProps['loaderData'];
type Shown = NonNullable<Loaded['shown']>;

export default function ListingProfilePage({ loaderData: d, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('listing');
  const path = `/${d.kind}/profile`;
  // Keyed by kind: going from one page to the other starts afresh (no form or upload state carried over).
  return (
    <Container key={d.kind} size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t(`${d.kind}_page_title`)}</Title>
        <OutcomeToast toast={actionData && 'toast' in actionData ? actionData.toast : null} />
        {d.shown === null ? <NoApplication kind={d.kind} /> : <ListingState shown={d.shown} choices={d.choices} />}
        {d.teacher && (
          <>
            <Certifications items={d.teacher.certifications} />
            <CeHours totalHours={d.teacher.ce.totalHours} certificates={d.teacher.ce.certificates} />
            <GraduateClaims claims={d.teacher.claims} schools={d.teacher.schools} action={path} />
          </>
        )}
        {d.shown && d.shown.own.listing.status !== 'rejected' && <ListingSections shown={d.shown} school={d.school} action={path} />}
      </Stack>
    </Container>
  );
}

/** Which listing this is (a picker when the member has several), its state and its registry card. */
function ListingState({ shown: { own, facts, card }, choices }: { shown: Shown; choices: Loaded['choices'] }) {
  return (
    <>
      {choices.length > 1 && <ListingPicker kind={own.kind} choices={choices} current={own.listing.id} />}
      <StatusCard kind={own.kind} name={own.kind === 'school' ? own.listing.name : own.listing.display_name} state={own.listing} facts={facts} />
      {card && <RegistryCardPanel card={card} />}
    </>
  );
}

/** What the owner works on unless the listing was rejected: the profile (once approved), the gallery, a school's graduates. */
function ListingSections({ shown: { own, formChoices, gallery }, school, action }: { shown: Shown; school: Loaded['school']; action: string }) {
  const { listing } = own;
  return (
    <>
      {school && <ClaimsToDecide graduates={school.pendingClaims} action={action} />}
      {listing.status === 'approved' && formChoices && <ProfileForm {...own} choices={formChoices} action={action} />}
      <GalleryManager kind={own.kind} listingId={listing.id} items={gallery} action={action} />
      {school && <GraduatesManager schoolId={listing.id} action={action} graduates={school.graduates.results} {...school.graduates} />}
      {school?.events && <OwnEvents schoolId={listing.id} events={school.events} />}
    </>
  );
}
