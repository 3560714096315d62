import type { ApplicationStatus } from '#common/applications.ts';

/** One colour per application state, the same on the wizard, the member's own page and in /staff. */
export const APPLICATION_STATUS_COLORS: Record<ApplicationStatus, string> = {
  draft: 'gray',
  awaiting_payment: 'yellow',
  pending: 'blue',
  changes_requested: 'orange',
  approved: 'teal',
  rejected: 'red',
  suspended: 'red',
  /** Its owner deleted their account; kept only for the records others need (ADR 0041). */
  closed: 'gray',
};
