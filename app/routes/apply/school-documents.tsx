import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import { DocumentsStep } from '../../components/apply/documents-step.tsx';
import { WizardPage } from '../../components/apply/wizard-page.tsx';
import { neighbours, WIZARD_STEPS, wizardHref } from '../../components/apply/wizard-steps.ts';
import { pageMeta } from '../../components/page-meta.ts';
import { documentsAction, loadWizard } from '../../lib/applications.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import type { Route } from './+types/school-documents';

export async function loader({ context, request }: Route.LoaderArgs) {
  const [wizard, t] = await Promise.all([loadWizard(context, request, 'school'), serverT(context)]);
  // Documents belong to an application: the information step creates it.
  if (!wizard.application) throw redirect(wizardHref(WIZARD_STEPS.school[0].path, wizard.bothNext));
  return { ...wizard, application: wizard.application, meta: { title: `${t('apply:step_documents')} · ${t('apply:school_title')}` } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ context, request }: Route.ActionArgs) {
  return documentsAction(context, request, 'school', neighbours('school', 'documents').next);
}

export default function SchoolDocuments({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('apply');
  const { application, formData, bothNext } = loaderData;
  const labels = Object.fromEntries(formData.documents.map((d) => [d.value, d.label]));
  return (
    <WizardPage
      kind="school"
      step="documents"
      title={t('step_documents')}
      intro={t('school_documents_intro')}
      application={application}
      steps={formData.steps}
      bothNext={bothNext}
      fieldLabels={labels}
    >
      <DocumentsStep kind="school" application={application} formData={formData} bothNext={bothNext} />
    </WizardPage>
  );
}
