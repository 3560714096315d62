// The pages of the two registration wizards (SPEC §2), in order. Step keys are the API's
// (SCHOOL_STEPS / TEACHER_STEPS of common/applications.ts), so `missing` marks the right step.

export type WizardKind = 'school' | 'teacher';
export type WizardStep = { key: string; path: string };

export const WIZARD_STEPS: Record<WizardKind, WizardStep[]> = {
  school: [
    { key: 'information', path: '/school/register-information' },
    { key: 'yoga_and_faculty', path: '/school/register-yaga-and-factulty' },
    { key: 'documents', path: '/school/register-document' },
    { key: 'payment', path: '/school/register-payment' },
  ],
  teacher: [
    { key: 'information', path: '/teacher/register-information' },
    { key: 'yoga', path: '/teacher/register-yaga' },
    { key: 'documents', path: '/teacher/register-document' },
    { key: 'payment', path: '/teacher/register-payment' },
  ],
};

export const WIZARD_START: Record<WizardKind, string> = { school: '/school/register', teacher: '/teacher/register' };
export const WIZARD_SUCCESS: Record<WizardKind, string> = { school: '/school/register-success', teacher: '/teacher/register-success' };

/** A wizard address that keeps "then the teacher wizard" (apply for both) along the way. */
export const wizardHref = (path: string, bothNext: string | null | undefined) => (bothNext === 'teacher' ? `${path}?then=teacher` : path);

/**
 * Where "Continue the application" resumes (issue 36: it restarted at step 1): the first step that
 * still misses something, else the payment step, where a complete application is submitted or its
 * state is shown. Without an application, the first step.
 */
export function resumePath(kind: WizardKind, application: { missing: { step: string }[] } | null): string {
  const steps = WIZARD_STEPS[kind];
  if (!application) return steps[0].path;
  const lacking = steps.find((step) => application.missing.some((m) => m.step === step.key));
  return (lacking ?? steps[steps.length - 1]).path;
}

/** The step before and after one, by key. */
export function neighbours(kind: WizardKind, key: string) {
  const steps = WIZARD_STEPS[kind];
  const index = steps.findIndex((s) => s.key === key);
  return { previous: index > 0 ? steps[index - 1].path : WIZARD_START[kind], next: steps[index + 1]?.path ?? WIZARD_SUCCESS[kind] };
}

/** A member may change the application only before submission or when the office asks for changes (SUBMIT_STATES). */
export const isEditable = (application: { status: string } | null) => !application || ['draft', 'changes_requested'].includes(application.status);
