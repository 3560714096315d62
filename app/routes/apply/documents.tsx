import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import { DocumentsStep } from '../../components/apply/documents-step.tsx';
import { WizardPage } from '../../components/apply/wizard-page.tsx';
import { neighbours, WIZARD_STEPS, wizardHref } from '../../components/apply/wizard-steps.ts';
import { pageMeta } from '../../components/page-meta.ts';
import { documentsAction, kindOfAddress, loadWizard } from '../../lib/applications.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import type { Route } from './+types/documents';

// The documents step of both kinds (/school/register-document, /teacher/register-document).
export async function loader({ context, request }: Route.LoaderArgs) {
  const kind = kindOfAddress(request);
  const [wizard, t] = await Promise.all([loadWizard(context, request, kind), serverT(context)]);
  // Documents belong to an application: the information step creates it.
  if (!wizard.application) throw redirect(wizardHref(WIZARD_STEPS[kind][0].path, wizard.bothNext));
  return {
    ...wizard,
    kind,
    application: wizard.application,
    meta: { title: `${t('apply:step_documents')} · ${t(`apply:${kind}_title`)}` },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ context, request }: Route.ActionArgs) {
  const kind = kindOfAddress(request);
  return documentsAction(context, request, kind, neighbours(kind, 'documents').next);
}

export default function Documents({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('apply');
  const { kind, application, formData, bothNext } = loaderData;
  const labels = Object.fromEntries(formData.documents.map((d) => [d.value, d.label]));
  return (
    <WizardPage
      kind={kind}
      step="documents"
      title={t('step_documents')}
      intro={t(`${kind}_documents_intro`)}
      application={application}
      steps={formData.steps}
      bothNext={bothNext}
      fieldLabels={labels}
    >
      <DocumentsStep kind={kind} application={application} formData={formData} bothNext={bothNext} />
    </WizardPage>
  );
}
