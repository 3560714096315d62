import { redirect } from 'react-router';
import { SuccessPage } from '../../components/apply/success-page.tsx';
import { WIZARD_START, wizardHref } from '../../components/apply/wizard-steps.ts';
import { pageMeta } from '../../components/page-meta.ts';
import { kindOfAddress, loadWizard } from '../../lib/applications.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import type { Route } from './+types/success';

// After submitting (/school/register-success, /teacher/register-success).
export async function loader({ context, request }: Route.LoaderArgs) {
  const kind = kindOfAddress(request);
  const [wizard, t] = await Promise.all([loadWizard(context, request, kind), serverT(context)]);
  // Nothing submitted yet: the wizard is where to go.
  if (!wizard.application || wizard.application.status === 'draft') throw redirect(wizardHref(WIZARD_START[kind], wizard.bothNext));
  return {
    kind,
    application: wizard.application,
    // The teacher's review time comes with the form data; the school's is a fixed text.
    reviewTime: 'review_time' in wizard.formData ? wizard.formData.review_time : t('apply:school_review'),
    // The school wizard may lead on to the teacher's ("both"); the teacher's is the last.
    bothNext: kind === 'school' ? wizard.bothNext : null,
    meta: { title: t(`apply:success_${kind}_title`) },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function Success({ loaderData }: Route.ComponentProps) {
  return <SuccessPage kind={loaderData.kind} application={loaderData.application} reviewTime={loaderData.reviewTime} bothNext={loaderData.bothNext} />;
}
