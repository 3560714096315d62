import { getFormProps } from '@conform-to/react';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TeacherDraftSchema } from '#common/applications.ts';
import { AVATAR_MAX_BYTES, PLACES_PAGE_SIZE_MAX } from '#common/constants.ts';
import type { RegionPage } from '#common/places.ts';
import { LineInput, TextArea, useStepForm } from '../../components/apply/fields.tsx';
import { ImageUploads } from '../../components/apply/image-uploads.tsx';
import { PlaceFields } from '../../components/apply/place-fields.tsx';
import { SlugField } from '../../components/apply/slug-field.tsx';
import { SocialFields } from '../../components/apply/social-fields.tsx';
import { Section, StepFields, WizardPage } from '../../components/apply/wizard-page.tsx';
import { isEditable, neighbours } from '../../components/apply/wizard-steps.ts';
import { pageMeta } from '../../components/page-meta.ts';
import { Form } from '../../components/router-links.tsx';
import { OutcomeToast } from '../../components/toast.tsx';
import { apiClient } from '../../lib/api.server.ts';
import { forwardUpload, loadWizard, saveStep } from '../../lib/applications.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import type { Route } from './+types/teacher-information';

const FIELDS = [
  'display_name',
  'slug',
  'local_name',
  'headline',
  'introduction',
  'email',
  'phone',
  'website',
  'facebook',
  'twitter',
  'instagram',
  'youtube',
  'linkedin',
  'tiktok',
  'local_address',
  'country',
  'region',
  'city',
  'latitude',
  'longitude',
  'wya_teacher_id',
] as const;
/** The name shown in the directory is needed on this step (the first save otherwise takes the member's own name). */
const StepSchema = TeacherDraftSchema.pick(Object.fromEntries(FIELDS.map((f) => [f, true])) as { [K in (typeof FIELDS)[number]]: true }).extend({
  display_name: TeacherDraftSchema.shape.display_name.unwrap(),
});
const IMAGE_INTENTS = ['photo', 'cover_image'];

export async function loader({ context, request }: Route.LoaderArgs) {
  const [wizard, t] = await Promise.all([loadWizard(context, request, 'teacher'), serverT(context)]);
  const country = wizard.application?.country?.code;
  const regions = country
    ? await apiClient(context, request).get<RegionPage>('cities_light/regions/', { query: { country, page_size: PLACES_PAGE_SIZE_MAX } })
    : null;
  return {
    ...wizard,
    regions: regions?.ok ? regions.data.results.map((r) => ({ value: String(r.id), label: r.name })) : [],
    meta: { title: `${t('apply:step_information')} · ${t('apply:teacher_title')}` },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ context, request }: Route.ActionArgs) {
  const intent = new URL(request.url).searchParams.get('intent');
  if (intent && IMAGE_INTENTS.includes(intent)) return forwardUpload(context, request, 'teacher', 'images');
  return saveStep(context, request, { kind: 'teacher', schema: StepSchema, fields: FIELDS, next: neighbours('teacher', 'information').next });
}

export default function TeacherInformation({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('apply');
  const { application: a, rejected, formData, bothNext } = loaderData;
  const locked = !isEditable(a);
  const [form, fields] = useStepForm(
    StepSchema,
    actionData && 'result' in actionData ? actionData.result : undefined,
    a
      ? {
          ...Object.fromEntries(FIELDS.map((f) => [f, (a as Record<string, unknown>)[f] ?? ''])),
          country: a.country?.code ?? '',
          region: a.region ? String(a.region.id) : '',
          latitude: a.latitude == null ? '' : String(a.latitude),
          longitude: a.longitude == null ? '' : String(a.longitude),
        }
      : {},
    'teacher-information',
  );
  const labels = Object.fromEntries(FIELDS.map((f) => [f, t(`field.${f}`)]));
  return (
    <WizardPage
      kind="teacher"
      step="information"
      title={t('step_information')}
      intro={t('teacher_information_intro')}
      application={a}
      refused={rejected}
      steps={formData.steps}
      bothNext={bothNext}
      fieldLabels={labels}
    >
      <OutcomeToast toast={actionData?.toast} />
      <Form method="post" {...getFormProps(form)}>
        <StepFields kind="teacher" step="information" bothNext={bothNext} locked={locked}>
          <Section title={t('section_personal')}>
            <LineInput field={fields.display_name} label={labels.display_name} required description={t('display_name_help')} />
            <SlugField field={fields.slug} kind="teacher" ownId={a?.id ?? null} label={labels.slug} />
            <LineInput field={fields.local_name} label={labels.local_name} description={t('local_name_help')} />
            <LineInput field={fields.headline} label={labels.headline} />
            <TextArea field={fields.introduction} label={labels.introduction} minRows={4} description={t('introduction_help')} />
            <LineInput field={fields.wya_teacher_id} label={labels.wya_teacher_id} description={t('wya_teacher_id_help')} />
          </Section>
          <Section title={t('section_contact')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <LineInput field={fields.email} label={labels.email} type="email" required />
              <LineInput field={fields.phone} label={labels.phone} type="tel" required placeholder="+919812345678" />
            </SimpleGrid>
            <SocialFields fields={fields} />
          </Section>
          <Section title={t('section_location')}>
            <PlaceFields
              fields={{ country: fields.country, region: fields.region, city: fields.city, latitude: fields.latitude, longitude: fields.longitude }}
              countries={formData.countries}
              regions={loaderData.regions}
              required={{ country: true, city: true }}
            />
            <TextArea field={fields.local_address} label={labels.local_address} minRows={2} description={t('local_address_help')} />
          </Section>
        </StepFields>
      </Form>
      <Section title={t('section_images')}>
        <ImageUploads
          saved={Boolean(a)}
          locked={locked}
          slots={[
            { field: 'photo', label: t('photo'), hint: t('photo_hint'), url: a?.photo ?? null, maxBytes: AVATAR_MAX_BYTES, round: true },
            { field: 'cover_image', label: t('cover_image'), hint: t('cover_hint'), url: a?.cover_image ?? null, maxBytes: 10 * 1024 * 1024 },
          ]}
        />
      </Section>
    </WizardPage>
  );
}
