import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { data, redirect, useRouteLoaderData } from 'react-router';
import type { GraduatePage, RatingCommentPage, RatingSummary } from '#common/directory.ts';
import { GRADUATE_ORDERINGS, SCHOOL_PAGE_COMMENTS, SCHOOL_PAGE_EVENTS, SCHOOL_PAGE_GRADUATES, SCHOOL_PAGE_PICTURES } from '#common/directory-codes.ts';
import { RatingSchema } from '#common/directory-forms.ts';
import { Comments, RatingSummaryView } from '../../components/directory/comments.tsx';
import { GraduatesTable } from '../../components/directory/graduates-table.tsx';
import { InstructorList } from '../../components/directory/instructor-list.tsx';
import { Pager } from '../../components/directory/pager.tsx';
import { ProfilePage } from '../../components/directory/profile-page.tsx';
import { CodeBadges, Paragraphs, Section } from '../../components/directory/profile-parts.tsx';
import { RatingStars } from '../../components/directory/rating-stars.tsx';
import { teacherCount } from '../../components/directory/teacher-count.ts';
import { LightBadge, LightStack, LightText, LightTitle } from '../../components/light.tsx';
import { NotFound } from '../../components/not-found.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { directoryApi, eventView } from '../../lib/directory.server.ts';
import { formatDate } from '../../lib/directory-format.ts';
import { refusal } from '../../lib/form-reply.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import { loadProfile } from '../../lib/profile-page.server.ts';
import { webStateContext } from '../../lib/web-state.server.ts';
import type { RootData } from '../../root.tsx';
import type { Route } from './+types/school';

const pageParam = (url: URL, key: string) => Math.max(1, Number.parseInt(url.searchParams.get(key) ?? '1', 10) || 1);

export async function loader(args: Route.LoaderArgs) {
  const page = await loadProfile(args, '/schools', (api, query) => api.get('school/school/{id}', { params: { id: args.params.slug }, query }));
  if (page.notFound) return page.notFound;
  const { api, lang, profile: school, place } = page;
  const url = new URL(args.request.url);
  const gsort = (GRADUATE_ORDERINGS as readonly string[]).includes(url.searchParams.get('gsort') ?? '') ? (url.searchParams.get('gsort') as string) : '-date';
  const gpage = pageParam(url, 'gpage');
  const cpage = pageParam(url, 'cpage');
  // A school nobody has rated yet (rating_count counts the shown ratings) has no comments; one
  // without graduates or pictures has no table or gallery: API calls fewer for most profiles. The
  // rating summary comes with the profile.
  const rated = school.rating_count > 0;
  const [graduates, gallery, events, comments] = await Promise.all([
    school.graduate_count > 0
      ? api.get('school/graduate', { query: { school: school.id, ordering: gsort, page: gpage, page_size: SCHOOL_PAGE_GRADUATES } })
      : null,
    school.gallery_count > 0 ? api.get('school/gallery', { query: { school: school.id, page_size: SCHOOL_PAGE_PICTURES } }) : null,
    api.get('event', { query: { school: school.id, page_size: SCHOOL_PAGE_EVENTS } }),
    rated ? api.get('school/rating-and-comment', { query: { school: school.id, page: cpage, page_size: SCHOOL_PAGE_COMMENTS } }) : null,
  ]);
  const g: GraduatePage = graduates?.ok ? graduates.data : { count: 0, next: null, previous: null, results: [] };
  const c: RatingCommentPage = comments?.ok ? comments.data : { count: 0, next: null, previous: null, results: [] };
  const session = args.context.get(webStateContext).session;
  return data(
    {
      school,
      place,
      gsort,
      gpage,
      cpage,
      graduates: { count: g.count, results: g.results.map((x) => ({ ...x, date_label: formatDate(lang, x.graduation_date) })) },
      gallery: gallery?.ok ? gallery.data.results : [],
      events: events.ok ? events.data.results.map((e) => eventView(lang, e)) : [],
      comments: { count: c.count, results: c.results.map((x) => ({ ...x, date_label: formatDate(lang, x.created_at.slice(0, 10)) })) },
      summary: { school: school.id, average: school.rating, count: school.rating_count, distribution: school.rating_distribution } satisfies RatingSummary,
      labels: page.dates,
      verified: page.verified,
      rated: Boolean(session && c.results.some((x) => x.user.id === session.user.pk)),
      meta: { ...page.meta, description: `${school.introduction_excerpt || school.name} — ${place}`.slice(0, 300), image: school.cover_image ?? undefined },
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'EducationalOrganization',
        name: school.name,
        description: school.introduction_excerpt,
        url: `${page.origin}/schools/${school.slug}`,
        logo: school.logo && `${page.origin}${school.logo}`,
        image: school.cover_image && `${page.origin}${school.cover_image}`,
        address: { '@type': 'PostalAddress', addressLocality: school.city, addressRegion: school.region?.name, addressCountry: school.country?.code },
        ...(school.latitude !== null ? { geo: { '@type': 'GeoCoordinates', latitude: school.latitude, longitude: school.longitude } } : {}),
        ...(school.rating !== null
          ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: school.rating, ratingCount: school.rating_count, bestRating: 5, worstRating: 1 } }
          : {}),
        sameAs: [school.website, ...Object.values(school.social)].filter(Boolean),
        identifier: school.wya_school_id,
      },
    },
    page.init,
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: RatingSchema });
  if (submission.status !== 'success') return { result: submission.reply(), toast: null };
  const { api } = directoryApi(context, request);
  const res = await api.post('school/rating-and-comment', { json: submission.value });
  const t = await serverT(context);
  if (!res.ok) return refusal(t, submission, res, { fields: ['rating', 'comment'] });
  context.get(webStateContext).setFlash({ type: 'success', message: t('directory:comment_saved') });
  throw redirect(`/schools/${params.slug}#reviews`);
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function SchoolProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('directory');
  const root = useRouteLoaderData<RootData>('root');
  if ('notFound' in loaderData) return <NotFound />;
  const { school, graduates, comments, summary, labels } = loaderData;
  const formState = !root?.user ? 'login' : root.user.pk === school.user ? 'own' : loaderData.rated ? 'rated' : 'form';
  return (
    <ProfilePage
      page={loaderData}
      profile={school}
      before={<RatingStars rating={school.rating} count={school.rating_count} onDark />}
      after={school.levels.map((l) => (
        <LightBadge key={l} color="saffron.9" variant="filled">
          {l}
        </LightBadge>
      ))}
      facts={[
        [t('wya_school_id'), school.wya_school_id],
        [t('member_since'), labels.memberSince],
        [t('valid_until'), labels.validUntil],
        [t('owner'), school.owner_name],
        [t('number_of_teachers'), teacherCount(school.number_of_teachers, school.instructors.length, t)],
        [t('main_teacher_hours'), school.main_teacher_hours ? t('hours', { count: school.main_teacher_hours }) : null],
        [t('certificate_issued'), school.issues_certificate ? t('yes') : t('no')],
      ]}
      between={
        <Section title={t('rating_summary')}>
          <RatingSummaryView summary={summary} />
        </Section>
      }
      reviews={
        <Section id="reviews" title={t('reviews')}>
          <Comments schoolId={school.id} comments={comments.results} state={formState} last={actionData} />
          <Pager page={loaderData.cpage} pages={Math.ceil(comments.count / SCHOOL_PAGE_COMMENTS)} param="cpage" />
        </Section>
      }
    >
      <Section id="introduction" title={t('introduction')}>
        <Paragraphs text={school.introduction} />
      </Section>
      <Section id="teaching" title={t('styles')}>
        <LightStack gap="md">
          <CodeBadges codes={school.styles} group="styles_list" color="saffron.9" />
          {school.style_description && <LightText>{school.style_description}</LightText>}
          <LightTitle order={3} size="h6">
            {t('training_types')}
          </LightTitle>
          <CodeBadges codes={school.training_types} group="training_list" color="teal.9" />
          <LightTitle order={3} size="h6">
            {t('levels')}
          </LightTitle>
          <CodeBadges codes={school.levels} group="standards" />
          {school.additional_levels.length > 0 && (
            <LightText size="sm">
              {t('additional_levels')}: {school.additional_levels.map((a) => `${a.level} (${t('hours', { count: a.hours })})`).join(', ')}
            </LightText>
          )}
        </LightStack>
      </Section>
      {school.instructors.length > 0 && (
        <Section id="instructors" title={t('instructors')}>
          <InstructorList instructors={school.instructors} />
        </Section>
      )}
      <Section id="graduates" title={`${t('graduates')} (${graduates.count})`}>
        <GraduatesTable graduates={graduates.results} ordering={loaderData.gsort} />
        <Pager page={loaderData.gpage} pages={Math.ceil(graduates.count / SCHOOL_PAGE_GRADUATES)} param="gpage" />
      </Section>
    </ProfilePage>
  );
}
