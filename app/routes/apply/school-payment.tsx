import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import { schoolFeeCodes } from '#common/fee-codes.ts';
import { PaymentStep } from '../../components/apply/payment-step.tsx';
import { WizardPage } from '../../components/apply/wizard-page.tsx';
import { WIZARD_STEPS, wizardHref } from '../../components/apply/wizard-steps.ts';
import { pageMeta } from '../../components/page-meta.ts';
import { OutcomeToast } from '../../components/toast.tsx';
import { loadFees, loadWizard, submitApplication } from '../../lib/applications.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import { webStateContext } from '../../lib/web-state.server.ts';
import type { Route } from './+types/school-payment';

export async function loader({ context, request }: Route.LoaderArgs) {
  const [wizard, fees, t] = await Promise.all([loadWizard(context, request, 'school'), loadFees(context, request), serverT(context)]);
  if (!wizard.application) throw redirect(wizardHref(WIZARD_STEPS.school[0].path, wizard.bothNext));
  return {
    ...wizard,
    application: wizard.application,
    fees,
    // Each standard applied for is a fee item; CYS includes RSY.
    feeCodes: schoolFeeCodes(wizard.application.levels),
    currency: context.get(webStateContext).currency,
    meta: { title: `${t('apply:step_payment')} · ${t('apply:school_title')}` },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ context, request }: Route.ActionArgs) {
  return submitApplication(context, request, 'school');
}

export default function SchoolPayment({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('apply');
  const { application, formData, bothNext } = loaderData;
  const labels: Record<string, string> = {
    ...Object.fromEntries(application.missing.map((m) => [m.field, t(`field.${m.field}`, { defaultValue: m.field })])),
    ...Object.fromEntries(formData.documents.map((d) => [d.value, d.label])),
  };
  return (
    <WizardPage
      kind="school"
      step="payment"
      title={t('step_payment')}
      intro={t('payment_intro')}
      application={application}
      steps={formData.steps}
      bothNext={bothNext}
    >
      <OutcomeToast toast={actionData?.toast} />
      <PaymentStep
        kind="school"
        application={application}
        formData={formData}
        fees={loaderData.fees}
        feeCodes={loaderData.feeCodes}
        currency={loaderData.currency}
        fieldLabels={labels}
        lastResult={actionData?.result}
        bothNext={bothNext}
      />
    </WizardPage>
  );
}
