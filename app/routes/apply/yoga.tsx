import { getFormProps } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { type RouterContextProvider, redirect } from 'react-router';
import { type SchoolApplication, SchoolDraftSchema, type TeacherApplication, TeacherDraftSchema } from '#common/applications.ts';
import { useStepForm } from '../../components/apply/fields.tsx';
import { SchoolYogaFields } from '../../components/apply/school-yoga-fields.tsx';
import { TeacherYogaFields } from '../../components/apply/teacher-yoga-fields.tsx';
import { StepFields, WizardPage } from '../../components/apply/wizard-page.tsx';
import { isEditable, neighbours, WIZARD_STEPS, type WizardKind, wizardHref } from '../../components/apply/wizard-steps.ts';
import { pageMeta } from '../../components/page-meta.ts';
import { Form } from '../../components/router-links.tsx';
import { OutcomeToast } from '../../components/toast.tsx';
import { kindOfAddress, loadWizard, saveStep } from '../../lib/applications.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import type { Route } from './+types/yoga';

// The second step of both wizards (/school/register-yaga-and-factulty, /teacher/register-yaga): the
// school's levels and faculty, the teacher's experience and registration.

const pick = <F extends string>(fields: readonly F[]) => Object.fromEntries(fields.map((f) => [f, true])) as { [K in F]: true };
const text = (v: number | string | null | undefined) => (v == null ? '' : String(v));

const SCHOOL_FIELDS = [
  'levels',
  'additional_levels',
  'other_level',
  'other_level_hours',
  'training_types',
  'styles',
  'style_description',
  'number_of_teachers',
  'main_teacher_hours',
  'issues_certificate',
  'instructors',
] as const;
const TEACHER_FIELDS = ['years_teaching', 'teaching_hours', 'registration_type', 'registration_level', 'styles', 'training_school_name'] as const;

/** Each kind's step: its key, its fields and their schema, and its saved answers as the form holds them (text). */
const KINDS = {
  school: {
    step: 'yoga_and_faculty',
    formId: 'school-yoga-faculty',
    fields: SCHOOL_FIELDS,
    schema: SchoolDraftSchema.pick(pick(SCHOOL_FIELDS)),
    saved: (a: SchoolApplication) => ({
      levels: a.levels,
      additional_levels: a.additional_levels.map((l) => ({ level: l.level, hours: text(l.hours) })),
      other_level: a.other_level ?? '',
      other_level_hours: text(a.other_level_hours),
      training_types: a.training_types,
      styles: a.styles,
      style_description: a.style_description ?? '',
      number_of_teachers: text(a.number_of_teachers),
      main_teacher_hours: text(a.main_teacher_hours),
      issues_certificate: a.issues_certificate ? '1' : '',
      instructors: a.instructors.map((i) => ({ name: i.name, certification: i.certification ?? '', years_teaching: text(i.years_teaching) })),
    }),
  },
  teacher: {
    step: 'yoga',
    formId: 'teacher-yoga',
    fields: TEACHER_FIELDS,
    schema: TeacherDraftSchema.pick(pick(TEACHER_FIELDS)),
    saved: (a: TeacherApplication) => ({
      years_teaching: text(a.years_teaching),
      teaching_hours: text(a.teaching_hours),
      // CYT cannot be applied for: the member chooses again.
      registration_type: a.registration_type === 'CYT' ? '' : (a.registration_type ?? ''),
      registration_level: a.registration_level ?? '',
      styles: a.styles,
      training_school_name: a.training_school_name ?? '',
    }),
  },
};

/** The wizard tagged with its kind, so that the page's application and choices are those of that kind. */
const loadKind = async (context: Readonly<RouterContextProvider>, request: Request, kind: WizardKind) =>
  kind === 'school' ? { kind, ...(await loadWizard(context, request, kind)) } : { kind, ...(await loadWizard(context, request, kind)) };

export async function loader({ context, request }: Route.LoaderArgs) {
  const kind = kindOfAddress(request);
  const [wizard, t] = await Promise.all([loadKind(context, request, kind), serverT(context)]);
  // The information step creates the application (a school needs its name first), as the later steps say.
  if (!wizard.application) throw redirect(wizardHref(WIZARD_STEPS[kind][0].path, wizard.bothNext));
  return { ...wizard, meta: { title: `${t(`apply:step_${KINDS[kind].step}`)} · ${t(`apply:${kind}_title`)}` } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ context, request }: Route.ActionArgs) {
  const kind = kindOfAddress(request);
  const { schema, fields, step } = KINDS[kind];
  return saveStep(context, request, { kind, schema, fields, next: neighbours(kind, step).next });
}

export default function Yoga({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('apply');
  const { kind, application, rejected, formData, bothNext } = loaderData;
  const { step, formId, fields: names, schema } = KINDS[kind];
  const [form, fields] = useStepForm(schema, actionData?.result, savedOf(loaderData), formId);
  const labels = Object.fromEntries(names.map((f) => [f, t(`field.${f}`)]));
  return (
    <WizardPage
      kind={kind}
      step={step}
      title={t(`step_${step}`)}
      intro={t(`${kind}_yoga_intro`)}
      application={application}
      refused={rejected}
      steps={formData.steps}
      bothNext={bothNext}
      fieldLabels={labels}
    >
      <OutcomeToast toast={actionData?.toast} />
      <Form method="post" {...getFormProps(form)}>
        <StepFields kind={kind} step={step} bothNext={bothNext} locked={!isEditable(application)}>
          {loaderData.kind === 'school' ? (
            <SchoolYogaFields form={form} fields={fields} labels={labels} formData={loaderData.formData} />
          ) : (
            <TeacherYogaFields fields={fields} labels={labels} formData={loaderData.formData} application={loaderData.application} />
          )}
        </StepFields>
      </Form>
    </WizardPage>
  );
}

/** The saved answers of the page's kind; none before the first save. */
function savedOf(data: Route.ComponentProps['loaderData']) {
  if (!data.application) return {};
  return data.kind === 'school' ? KINDS.school.saved(data.application) : KINDS.teacher.saved(data.application);
}
