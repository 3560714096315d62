// Every action the audit log records (server/domain/audit/audit.ts takes only these), what group the
// office filters it by, and which sentence each entry reads as (locales/*/staff.json `audit.actions`).

export const AUDIT_GROUPS = ['applications', 'money', 'accounts', 'content', 'tasks'] as const;
export type AuditGroup = (typeof AUDIT_GROUPS)[number];

type ActionInfo = {
  group: AuditGroup;
  /** Only a staff member does it: the sentence names them. Otherwise the member or the system may, and the line under the sentence says who. */
  byStaff: boolean;
  /** The sentence differs by these (one key each, `audit.actions.<action>.<variant>`). */
  variants?: readonly string[];
};

const LISTINGS = ['school', 'teacher'] as const;
const staff = (group: AuditGroup, variants?: readonly string[]): ActionInfo => ({ group, byStaff: true, variants });
const anyone = (group: AuditGroup, variants?: readonly string[]): ActionInfo => ({ group, byStaff: false, variants });

export const AUDIT_ACTION_INFO = {
  'application.approve': staff('applications', LISTINGS),
  'application.request_changes': staff('applications', LISTINGS),
  'application.reject': staff('applications', LISTINGS),

  'invoice.issued': anyone('money', ['registration', 'renewal']),
  'invoice.repriced': anyone('money'),
  'invoice.transfer_submitted': anyone('money'),
  'invoice.transfer_refused': staff('money'),
  'invoice.paid': anyone('money', ['card', 'bank_transfer', 'other']),
  'invoice.refund': staff('money', ['kept', 'ended']),
  'transfer.verify': staff('money'),
  'transfer.refuse': staff('money'),
  'card.paid': anyone('money'),
  'card.declined': anyone('money'),
  'card.expired': anyone('money'),
  'card.closed': anyone('money'),
  'card.refused_mismatch': anyone('money'),
  'card.refused_late': anyone('money'),
  'card.refunded': anyone('money'),

  'member.update': staff('accounts', ['made_staff', 'removed_staff', 'deactivated', 'reactivated', 'changed']),
  'member.erase': anyone('accounts', ['self', 'office']),

  'content.faq_entry.create': staff('content'),
  'content.faq_entry.update': staff('content'),
  'content.faq_entry.delete': staff('content'),
  'content.video.create': staff('content'),
  'content.video.update': staff('content'),
  'content.video.delete': staff('content'),
  'content.team_member.create': staff('content'),
  'content.team_member.update': staff('content'),
  'content.team_member.delete': staff('content'),
  'content.team_member.photo': staff('content'),
  'content.testimonial.create': staff('content'),
  'content.testimonial.update': staff('content'),
  'content.testimonial.delete': staff('content'),
  'content.platform_event.create': staff('content'),
  'content.platform_event.update': staff('content'),
  'content.platform_event.delete': staff('content'),
  'fee.update': staff('content'),
  'rating.hide': staff('content'),
  'rating.unhide': staff('content'),

  'task.resolve': staff('tasks'),
} as const satisfies Record<string, ActionInfo>;

export type AuditAction = keyof typeof AUDIT_ACTION_INFO;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_INFO) as AuditAction[];
export const isAuditAction = (value: string): value is AuditAction => Object.hasOwn(AUDIT_ACTION_INFO, value);
export const auditActionsOf = (group: AuditGroup): AuditAction[] => AUDIT_ACTIONS.filter((a) => AUDIT_ACTION_INFO[a].group === group);

/** What an entry's sentence depends on besides its action. */
export type SentenceFacts = {
  action: string;
  subject_kind: string;
  subject_id: number;
  actor: { id: number } | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** An invoice's: the method of the payment that paid it. */
  method?: string | null;
};

function memberChange(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string {
  const changed = ['is_staff', 'is_active'].filter((key) => before?.[key] !== after?.[key]);
  if (changed.length !== 1) return 'changed';
  if (changed[0] === 'is_staff') return after?.is_staff ? 'made_staff' : 'removed_staff';
  return after?.is_active ? 'reactivated' : 'deactivated';
}

/** The variant of the sentence for this entry (null: the action has one sentence). */
export function sentenceVariant(entry: SentenceFacts): string | null {
  const { before, after } = entry;
  switch (entry.action) {
    case 'application.approve':
    case 'application.request_changes':
    case 'application.reject':
      return entry.subject_kind === 'teacher' ? 'teacher' : 'school';
    case 'invoice.issued':
      return after?.type === 'renewal' ? 'renewal' : 'registration';
    case 'invoice.paid':
      return entry.method === 'card' || entry.method === 'bank_transfer' ? entry.method : 'other';
    case 'invoice.refund':
      return after?.listing === 'ended' ? 'ended' : 'kept';
    case 'member.update':
      return memberChange(before, after);
    case 'member.erase':
      return entry.actor?.id === entry.subject_id ? 'self' : 'office';
    default:
      return null;
  }
}

/** The translation key (namespace staff) of an entry's sentence; null for an action this code does not know. */
export function sentenceKey(entry: SentenceFacts): string | null {
  if (!isAuditAction(entry.action)) return null;
  const variant = sentenceVariant(entry);
  return `audit.actions.${entry.action}${variant ? `.${variant}` : ''}`;
}

/** Every sentence key there must be, for the translation test. */
export const ALL_SENTENCE_KEYS: string[] = AUDIT_ACTIONS.flatMap((action) => {
  const variants: readonly string[] | undefined = AUDIT_ACTION_INFO[action].variants;
  return variants ? variants.map((v) => `audit.actions.${action}.${v}`) : [`audit.actions.${action}`];
});
