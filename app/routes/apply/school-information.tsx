import { getFormProps } from '@conform-to/react';
import { Grid, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SchoolCreateSchema } from '#common/applications.ts';
import { PLACES_PAGE_SIZE_MAX } from '#common/constants.ts';
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
import type { Route } from './+types/school-information';

const FIELDS = [
  'name',
  'slug',
  'local_name',
  'email',
  'phone',
  'website',
  'facebook',
  'twitter',
  'instagram',
  'youtube',
  'linkedin',
  'tiktok',
  'address',
  'local_address',
  'country',
  'region',
  'city',
  'latitude',
  'longitude',
  'owner_name',
  'primary_contact_name',
  'primary_contact_email',
  'primary_contact_phone',
  'designation',
  'introduction',
] as const;
const pick = Object.fromEntries(FIELDS.map((f) => [f, true])) as { [K in (typeof FIELDS)[number]]: true };
/** The first save creates the draft, so a name is needed here; the rest may follow. */
const StepSchema = SchoolCreateSchema.pick(pick);
const IMAGE_INTENTS = ['cover_image', 'logo'];

export async function loader({ context, request }: Route.LoaderArgs) {
  const [wizard, t] = await Promise.all([loadWizard(context, request, 'school'), serverT(context)]);
  const country = wizard.application?.country?.code;
  const regions = country
    ? await apiClient(context, request).get<RegionPage>('cities_light/regions/', { query: { country, page_size: PLACES_PAGE_SIZE_MAX } })
    : null;
  return {
    ...wizard,
    regions: regions?.ok ? regions.data.results.map((r) => ({ value: String(r.id), label: r.name })) : [],
    meta: { title: `${t('apply:step_information')} · ${t('apply:school_title')}` },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ context, request }: Route.ActionArgs) {
  const intent = new URL(request.url).searchParams.get('intent');
  if (intent && IMAGE_INTENTS.includes(intent)) return forwardUpload(context, request, 'school', 'images');
  return saveStep(context, request, { kind: 'school', schema: StepSchema, fields: FIELDS, next: neighbours('school', 'information').next });
}

export default function SchoolInformation({ loaderData, actionData }: Route.ComponentProps) {
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
    'school-information',
  );
  const labels = useLabels();
  return (
    <WizardPage
      kind="school"
      step="information"
      title={t('step_information')}
      intro={t('school_information_intro')}
      application={a}
      refused={rejected}
      steps={formData.steps}
      bothNext={bothNext}
      fieldLabels={labels}
    >
      <OutcomeToast toast={actionData?.toast} />
      <Form method="post" {...getFormProps(form)}>
        <StepFields kind="school" step="information" bothNext={bothNext} locked={locked}>
          <Section title={t('section_school')}>
            <LineInput field={fields.name} label={labels.name} required />
            <SlugField field={fields.slug} kind="school" ownId={a?.id ?? null} label={labels.slug} />
            <LineInput field={fields.local_name} label={labels.local_name} description={t('local_name_help')} />
            <TextArea field={fields.introduction} label={labels.introduction} required minRows={4} description={t('introduction_help')} />
          </Section>
          <Section title={t('section_address')}>
            <TextArea field={fields.address} label={labels.address} required minRows={2} />
            <TextArea field={fields.local_address} label={labels.local_address} minRows={2} description={t('local_address_help')} />
            <PlaceFields
              fields={{ country: fields.country, region: fields.region, city: fields.city, latitude: fields.latitude, longitude: fields.longitude }}
              countries={formData.countries}
              regions={loaderData.regions}
              required={{ country: true, city: true }}
            />
          </Section>
          <Section title={t('section_contact')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <LineInput field={fields.email} label={labels.email} type="email" required />
              <LineInput field={fields.phone} label={labels.phone} type="tel" required placeholder="+66812345678" />
            </SimpleGrid>
            <SocialFields fields={fields} />
          </Section>
          <Section title={t('section_people')}>
            <Grid gap="md">
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <LineInput field={fields.owner_name} label={labels.owner_name} required />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <LineInput field={fields.designation} label={labels.designation} description={t('designation_help')} />
              </Grid.Col>
              <Grid.Col span={12}>
                <LineInput field={fields.primary_contact_name} label={labels.primary_contact_name} required />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <LineInput field={fields.primary_contact_email} label={labels.primary_contact_email} type="email" required />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <LineInput field={fields.primary_contact_phone} label={labels.primary_contact_phone} type="tel" required />
              </Grid.Col>
            </Grid>
          </Section>
        </StepFields>
      </Form>
      <Section title={t('section_images')}>
        <ImageUploads
          saved={Boolean(a)}
          locked={locked}
          slots={[
            { field: 'cover_image', label: t('cover_image'), hint: t('cover_hint'), url: a?.cover_image ?? null, maxBytes: 10 * 1024 * 1024 },
            { field: 'logo', label: t('logo'), hint: t('logo_hint'), url: a?.logo ?? null, maxBytes: 5 * 1024 * 1024, round: true },
          ]}
        />
      </Section>
    </WizardPage>
  );
}

/** The labels of this step's fields, also naming what a submission still needs. */
function useLabels(): Record<string, string> {
  const { t } = useTranslation('apply');
  return Object.fromEntries(FIELDS.map((f) => [f, t(`field.${f}`)]));
}
