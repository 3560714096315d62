import { getFormProps } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { SchoolCreateSchema, SOCIAL_FIELDS, TeacherDraftSchema } from '#common/applications.ts';
import { AVATAR_MAX_BYTES, PLACES_PAGE_SIZE_MAX } from '#common/constants.ts';
import { useStepForm } from '../../components/apply/fields.tsx';
import { ImageUploads } from '../../components/apply/image-uploads.tsx';
import { SchoolInformationFields, TeacherInformationFields } from '../../components/apply/information-fields.tsx';
import { Section, StepFields, WizardPage } from '../../components/apply/wizard-page.tsx';
import { isEditable, neighbours } from '../../components/apply/wizard-steps.ts';
import { pageMeta } from '../../components/page-meta.ts';
import { Form } from '../../components/router-links.tsx';
import { OutcomeToast } from '../../components/toast.tsx';
import { apiClient } from '../../lib/api.server.ts';
import { forwardUpload, kindOfAddress, loadWizard, saveStep } from '../../lib/applications.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import type { Route } from './+types/information';

// The first step of both wizards (/school/register-information, /teacher/register-information): the
// public listing's details and images. Its first save creates the draft.

const pick = <F extends string>(fields: readonly F[]) => Object.fromEntries(fields.map((f) => [f, true])) as { [K in F]: true };
// What both kinds' listings hold; each kind adds its own fields.
const LISTING = ['slug', 'local_name', 'introduction', 'email', 'phone', 'local_address'] as const;
const PLACE = ['country', 'region', 'city', 'latitude', 'longitude'] as const;
const SCHOOL_OWN = ['name', 'address', 'owner_name', 'designation', 'primary_contact_name', 'primary_contact_email', 'primary_contact_phone'] as const;
const SCHOOL_FIELDS = [...LISTING, ...SOCIAL_FIELDS, ...PLACE, ...SCHOOL_OWN];
const TEACHER_FIELDS = [...LISTING, ...SOCIAL_FIELDS, ...PLACE, 'display_name', 'headline', 'wya_teacher_id'] as const;
const COVER = { field: 'cover_image', hint: 'cover_hint', maxBytes: 10 * 1024 * 1024 };

/** Each kind's fields and their schema, its images (each saved as soon as chosen), and its form. */
const KINDS = {
  school: {
    fields: SCHOOL_FIELDS,
    /** The first save creates the draft, so a name is needed here; the rest may follow. */
    schema: SchoolCreateSchema.pick(pick(SCHOOL_FIELDS)),
    images: [COVER, { field: 'logo', hint: 'logo_hint', maxBytes: 5 * 1024 * 1024, round: true }],
    Fields: SchoolInformationFields,
  },
  teacher: {
    fields: TEACHER_FIELDS,
    /** The name shown in the directory is needed on this step (the first save otherwise takes the member's own name). */
    schema: TeacherDraftSchema.pick(pick(TEACHER_FIELDS)).extend({ display_name: TeacherDraftSchema.shape.display_name.unwrap() }),
    images: [{ field: 'photo', hint: 'photo_hint', maxBytes: AVATAR_MAX_BYTES, round: true }, COVER],
    Fields: TeacherInformationFields,
  },
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const kind = kindOfAddress(request);
  const [wizard, t] = await Promise.all([loadWizard(context, request, kind), serverT(context)]);
  const country = wizard.application?.country?.code;
  const regions = country ? await apiClient(context, request).get('cities_light/regions/', { query: { country, page_size: PLACES_PAGE_SIZE_MAX } }) : null;
  return {
    ...wizard,
    kind,
    regions: regions?.ok ? regions.data.results.map((r) => ({ value: String(r.id), label: r.name })) : [],
    meta: { title: `${t('apply:step_information')} · ${t(`apply:${kind}_title`)}` },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ context, request }: Route.ActionArgs) {
  const kind = kindOfAddress(request);
  const { schema, fields, images } = KINDS[kind];
  const intent = new URL(request.url).searchParams.get('intent');
  if (images.some((i) => i.field === intent)) return forwardUpload(context, request, kind, 'images');
  return saveStep(context, request, { kind, schema, fields, next: neighbours(kind, 'information').next });
}

export default function Information({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('apply');
  const { kind, application: a, rejected, formData, bothNext } = loaderData;
  const { fields: names, schema, images, Fields } = KINDS[kind];
  const locked = !isEditable(a);
  // The saved application as the form holds it (text; places by code and id).
  const saved = (field: string) => (a as Record<string, unknown> | null)?.[field];
  const [form, fields] = useStepForm(
    schema,
    actionData && 'result' in actionData ? actionData.result : undefined,
    a
      ? {
          ...Object.fromEntries(names.map((f) => [f, saved(f) ?? ''])),
          country: a.country?.code ?? '',
          region: a.region ? String(a.region.id) : '',
          latitude: a.latitude == null ? '' : String(a.latitude),
          longitude: a.longitude == null ? '' : String(a.longitude),
        }
      : {},
    `${kind}-information`,
  );
  const labels = Object.fromEntries(names.map((f) => [f, t(`field.${f}`)]));
  return (
    <WizardPage
      kind={kind}
      step="information"
      title={t('step_information')}
      intro={t(`${kind}_information_intro`)}
      application={a}
      refused={rejected}
      steps={formData.steps}
      bothNext={bothNext}
      fieldLabels={labels}
    >
      <OutcomeToast toast={actionData?.toast} />
      <Form method="post" {...getFormProps(form)}>
        <StepFields kind={kind} step="information" bothNext={bothNext} locked={locked}>
          <Fields fields={fields} labels={labels} ownId={a?.id ?? null} countries={formData.countries} regions={loaderData.regions} />
        </StepFields>
      </Form>
      <Section title={t(kind === 'teacher' ? 'section_images_teacher' : 'section_images')}>
        <ImageUploads
          saved={Boolean(a)}
          locked={locked}
          slots={images.map((i) => ({ ...i, label: t(i.field), hint: t(i.hint), url: (saved(i.field) as string | null | undefined) ?? null }))}
        />
      </Section>
    </WizardPage>
  );
}
