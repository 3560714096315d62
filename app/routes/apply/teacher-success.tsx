import { redirect } from 'react-router';
import { SuccessPage } from '../../components/apply/success-page.tsx';
import { WIZARD_START, wizardHref } from '../../components/apply/wizard-steps.ts';
import { pageMeta } from '../../components/page-meta.ts';
import { loadWizard } from '../../lib/applications.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import type { Route } from './+types/teacher-success';

export async function loader({ context, request }: Route.LoaderArgs) {
  const [wizard, t] = await Promise.all([loadWizard(context, request, 'teacher'), serverT(context)]);
  // Nothing submitted yet: the wizard is where to go.
  if (!wizard.application || wizard.application.status === 'draft') throw redirect(wizardHref(WIZARD_START.teacher, wizard.bothNext));
  return {
    application: wizard.application,
    reviewTime: wizard.formData.review_time,
    bothNext: wizard.bothNext,
    meta: { title: t('apply:success_teacher_title') },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function TeacherSuccess({ loaderData }: Route.ComponentProps) {
  return <SuccessPage kind="teacher" application={loaderData.application} reviewTime={loaderData.reviewTime} bothNext={null} />;
}
