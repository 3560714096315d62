import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import { SuccessPage } from '../../components/apply/success-page.tsx';
import { WIZARD_START, wizardHref } from '../../components/apply/wizard-steps.ts';
import { pageMeta } from '../../components/page-meta.ts';
import { loadWizard } from '../../lib/applications.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import type { Route } from './+types/school-success';

export async function loader({ context, request }: Route.LoaderArgs) {
  const [wizard, t] = await Promise.all([loadWizard(context, request, 'school'), serverT(context)]);
  // Nothing submitted yet: the wizard is where to go.
  if (!wizard.application || wizard.application.status === 'draft') throw redirect(wizardHref(WIZARD_START.school, wizard.bothNext));
  return { application: wizard.application, bothNext: wizard.bothNext, meta: { title: t('apply:success_school_title') } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function SchoolSuccess({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('apply');
  return <SuccessPage kind="school" application={loaderData.application} reviewTime={t('school_review')} bothNext={loaderData.bothNext} />;
}
