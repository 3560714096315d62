import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import { schoolFeeCodes, teacherFeeCodes } from '#common/fee-codes.ts';
import { PaymentStep } from '../../components/apply/payment-step.tsx';
import { WizardPage } from '../../components/apply/wizard-page.tsx';
import { WIZARD_STEPS, wizardHref } from '../../components/apply/wizard-steps.ts';
import { pageMeta } from '../../components/page-meta.ts';
import { OutcomeToast } from '../../components/toast.tsx';
import { kindOfAddress, loadFees, loadWizard, submitApplication } from '../../lib/applications.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import { webStateContext } from '../../lib/web-state.server.ts';
import type { Route } from './+types/payment';

// The last wizard step of both kinds (/school/register-payment, /teacher/register-payment).
export async function loader({ context, request }: Route.LoaderArgs) {
  const kind = kindOfAddress(request);
  const [wizard, fees, t] = await Promise.all([loadWizard(context, request, kind), loadFees(context, request), serverT(context)]);
  const application = wizard.application;
  if (!application) throw redirect(wizardHref(WIZARD_STEPS[kind][0].path, wizard.bothNext));
  return {
    ...wizard,
    kind,
    application,
    fees,
    // A school pays for each standard applied for (CYS includes RSY); a teacher the RTY fee of their level.
    feeCodes: 'levels' in application ? schoolFeeCodes(application.levels) : teacherFeeCodes(application.registration_type, application.registration_level),
    currency: context.get(webStateContext).currency,
    meta: { title: `${t('apply:step_payment')} · ${t(`apply:${kind}_title`)}` },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ context, request }: Route.ActionArgs) {
  return submitApplication(context, request, kindOfAddress(request));
}

export default function Payment({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('apply');
  const { kind, application, formData, bothNext } = loaderData;
  const labels: Record<string, string> = {
    ...Object.fromEntries(application.missing.map((m) => [m.field, t(`field.${m.field}`, { defaultValue: m.field })])),
    ...Object.fromEntries(formData.documents.map((d) => [d.value, d.label])),
  };
  return (
    <WizardPage
      kind={kind}
      step="payment"
      title={t('step_payment')}
      intro={t('payment_intro')}
      application={application}
      steps={formData.steps}
      bothNext={bothNext}
    >
      <OutcomeToast toast={actionData?.toast} />
      <PaymentStep
        kind={kind}
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
