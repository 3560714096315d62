import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import type { TeacherApplication, TeacherFormData } from '#common/applications.ts';
import type { CertificateList } from '#common/certificates.ts';
import type { SchoolPage, TeacherPage } from '#common/directory.ts';
import type { OwnTeacherGallerySchema } from '#common/gallery.ts';
import type { GraduateClaimPage } from '#common/graduates.ts';
import { CeHours } from '../../components/listing/ce-hours.tsx';
import { GalleryManager } from '../../components/listing/gallery-manager.tsx';
import { Certifications, GraduateClaims } from '../../components/listing/graduate-claims.tsx';
import { ListingPicker } from '../../components/listing/listing-picker.tsx';
import { RegistryCardPanel } from '../../components/listing/registry-card.tsx';
import { NoApplication, StatusCard } from '../../components/listing/status-card.tsx';
import { TeacherProfileForm } from '../../components/listing/teacher-profile-form.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { OutcomeToast } from '../../components/toast.tsx';
import { failedPage, requireSession } from '../../lib/api.server.ts';
import { directoryApi, regionOptions } from '../../lib/directory.server.ts';
import { formatDate, formatDateRange } from '../../lib/directory-format.ts';
import { serverT } from '../../lib/i18n.server.ts';
import { claimAction, galleryAction, galleryUpload, outcomeOf, pickListing, profileAction, stateFacts } from '../../lib/listing.server.ts';
import { rememberListing } from '../../lib/login.server.ts';
import { registryCard } from '../../lib/registry-card.server.ts';
import type { Route } from './+types/teacher-profile';

const PATH = '/teacher/profile';
type Gallery = import('zod').infer<typeof OwnTeacherGallerySchema>;

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = requireSession(context, request);
  const { api, lang } = directoryApi(context, request);
  const t = await serverT(context);
  const url = new URL(request.url);
  const [own, claims, cysSchools, certificates] = await Promise.all([
    api.get<TeacherPage>('teacher/teacher', { query: { user: session.user.pk, page_size: 100 } }),
    api.get<GraduateClaimPage>('school/graduate/claim', { query: { page_size: 100 } }),
    // The schools whose graduates can claim a record: public CYS schools.
    api.get<SchoolPage>('school/school', { query: { level: 'CYS', ordering: 'name', page_size: 100 } }),
    // Continuing-education hours: certificates of attendance of CE events (issue 13).
    api.get<CertificateList>('certificate/', { query: { page_size: 100 } }),
  ]);
  if (!own.ok) throw failedPage(own);
  const myClaims = (claims.ok ? claims.data.results : []).map((c) => ({
    ...c,
    date_label: formatDate(lang, c.graduation_date),
    decided_label: c.decided_at ? formatDate(lang, c.decided_at.slice(0, 10)) : '',
  }));
  const common = {
    meta: { title: t('listing:teacher_page_title'), noindex: true },
    claims: myClaims,
    schools: cysSchools.ok ? cysSchools.data.results.map((s) => ({ value: String(s.id), label: s.local_name ? `${s.name} (${s.local_name})` : s.name })) : [],
    choices: own.data.results.map((s) => ({ value: String(s.id), label: s.name })),
    ce: {
      totalHours: certificates.ok ? certificates.data.total_hours : 0,
      certificates: certificates.ok ? certificates.data.results.map((c) => ({ ...c, dates_label: formatDateRange(lang, c.start_date, c.end_date) })) : [],
    },
  };
  const chosen = pickListing(own.data.results, url.searchParams.get('teacher'));
  // The menu follows what this page finds (an application made on another device, or one withdrawn).
  rememberListing(context, 'teacher', own.data.results[0]?.id ?? null);
  // Without a teacher listing, confirmed claims still make the member a CYT (ADR 0014).
  const confirmed = myClaims
    .filter((c) => c.status === 'confirmed')
    .map((c) => ({ school: c.school, date_label: c.date_label, teacher_level: c.teacher_level }));
  if (!chosen) return { ...common, teacher: null, certifications: confirmed };

  const [application, gallery, formData] = await Promise.all([
    api.get<TeacherApplication>(`teacher/teacher/${chosen.id}/application`),
    api.get<Gallery>('teacher/gallery/own', { query: { teacher: chosen.id } }),
    api.get<TeacherFormData>('teacher/teacher-form-data'),
  ]);
  if (!application.ok) throw failedPage(application);
  const teacher = application.data;
  const [regions, card] = await Promise.all([
    teacher.status === 'approved' && teacher.country ? regionOptions(api, teacher.country.code) : [],
    // The registry card while the teacher is listed (ADR 0036).
    registryCard(api, lang, 'teacher', teacher),
  ]);
  return {
    ...common,
    teacher,
    certifications: teacher.certifications.map((c) => ({ school: c.school, date_label: formatDate(lang, c.graduation_date), teacher_level: c.teacher_level })),
    facts: [
      [
        t('listing:facts.registration'),
        [teacher.registration_type, teacher.registration_level && `${teacher.registration_level} h`].filter(Boolean).join(' · '),
      ],
      ...stateFacts(t, lang, teacher, teacher.wya_teacher_id),
    ] as Array<[string, string]>,
    formChoices: formData.ok
      ? { countries: formData.data.countries.map((c) => ({ value: c.value, label: c.label })), regions, styles: formData.data.styles }
      : null,
    gallery: gallery.ok ? gallery.data.results : [],
    card,
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ request, context }: Route.ActionArgs) {
  requireSession(context, request);
  const { api } = directoryApi(context, request);
  const t = await serverT(context);
  // The gallery upload says what it is in its address, so its body goes on to the API unread.
  if (new URL(request.url).searchParams.get('intent') === 'gallery') return galleryUpload(api, t, 'teacher', request);
  const formData = await request.formData();
  const intent = String(formData.get('intent') ?? '');
  const answer =
    (intent === 'profile' ? await profileAction(api, t, 'teacher', formData) : null) ??
    (intent.startsWith('gallery_') ? await galleryAction(api, t, 'teacher', intent, formData) : null) ??
    (await claimAction(api, t, intent, formData));
  if (!answer) throw data(null, { status: 400 });
  return outcomeOf(context, answer);
}

export default function TeacherProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('listing');
  const d = loaderData;
  const teacher = d.teacher;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('teacher_page_title')}</Title>
        <OutcomeToast toast={actionData && 'toast' in actionData ? actionData.toast : null} />
        {teacher === null ? (
          <NoApplication kind="teacher" />
        ) : (
          <>
            {d.choices.length > 1 && <ListingPicker kind="teacher" choices={d.choices} current={teacher.id} />}
            <StatusCard kind="teacher" name={teacher.display_name} state={teacher} facts={'facts' in d ? d.facts : []} />
            {'card' in d && d.card && <RegistryCardPanel card={d.card} />}
          </>
        )}
        <Certifications items={d.certifications} />
        <CeHours totalHours={d.ce.totalHours} certificates={d.ce.certificates} />
        <GraduateClaims claims={d.claims} schools={d.schools} action={PATH} />
        {teacher && teacher.status === 'approved' && 'formChoices' in d && d.formChoices && (
          <TeacherProfileForm teacher={teacher} choices={d.formChoices} action={PATH} />
        )}
        {teacher && teacher.status !== 'rejected' && 'gallery' in d && <GalleryManager kind="teacher" listingId={teacher.id} items={d.gallery} action={PATH} />}
      </Stack>
    </Container>
  );
}
