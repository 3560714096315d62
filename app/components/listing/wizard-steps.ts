import type { MissingField, NextStep } from '#common/applications.ts';

// Where each step of the registration wizards lives (SPEC §2), so the own pages can send a member back
// to the step that still needs something.

export type ListingKind = 'school' | 'teacher';

const STEP_PATHS: Record<ListingKind, Record<string, string>> = {
  school: {
    information: '/school/register-information',
    yoga_and_faculty: '/school/register-yaga-and-factulty',
    documents: '/school/register-document',
    payment: '/school/register-payment',
  },
  teacher: {
    information: '/teacher/register-information',
    yoga: '/teacher/register-yaga',
    documents: '/teacher/register-document',
    payment: '/teacher/register-payment',
  },
};

export const registerPath = (kind: ListingKind) => `/${kind}/register`;
export const stepPath = (kind: ListingKind, step: string) => STEP_PATHS[kind][step] ?? STEP_PATHS[kind].information;

/** Where the member continues: the wizard step, or billing to pay; null when the next step is the office's. */
export function wizardLink(kind: ListingKind, next: NextStep, missing: MissingField[]): string | null {
  if (next === 'complete') return stepPath(kind, missing[0]?.step ?? 'information');
  if (next === 'submit') return stepPath(kind, 'payment');
  if (next === 'make_changes') return stepPath(kind, 'information');
  if (next === 'rejected') return registerPath(kind);
  // The invoice (registration or renewal) is paid from billing.
  if (next === 'pay' || next === 'renew') return '/billing';
  return null;
}

/** Missing fields grouped by wizard step, in the wizard's order. */
export function missingBySteps(missing: MissingField[]): { step: string; fields: MissingField[] }[] {
  const steps: { step: string; fields: MissingField[] }[] = [];
  for (const m of missing) {
    const group = steps.find((s) => s.step === m.step);
    if (group) group.fields.push(m);
    else steps.push({ step: m.step, fields: [m] });
  }
  return steps;
}
