import type { ContactInput, FeedbackInput } from '#common/content.ts';
import type { Language } from '#common/constants.ts';
import { translate } from '../../lib/i18n.ts';
import type { Deps } from '../deps.ts';
import { insertContactMessage, insertFeedback } from './content.queries.ts';

/** Stores a contact message, then mails it to the office; the stored copy survives a mail failure. */
export async function createContactMessage(deps: Deps, options: { input: ContactInput; lang: Language; userId: number | null }) {
  const { input } = options;
  const row = await insertContactMessage(deps.db, { ...input, lang: options.lang, userId: options.userId });
  try {
    await deps.mailer.send({
      to: deps.config.officeEmail,
      subject: `[Contact #${row.id}] ${input.subject}`,
      text: translate('en', 'mail.contact_body', { id: row.id, email: input.email, lang: options.lang, subject: input.subject, message: input.message }),
    });
  } catch (error) {
    deps.log.error({ err: error, contactId: row.id }, 'contact message stored but not mailed');
  }
  return { id: row.id };
}

export async function createFeedback(deps: Deps, options: { input: FeedbackInput; lang: Language; userId: number | null }) {
  const { input } = options;
  const row = await insertFeedback(deps.db, {
    category: input.category,
    rating: input.rating ?? null,
    message: input.message,
    email: input.email ?? null,
    lang: options.lang,
    userId: options.userId,
  });
  return { id: row.id };
}
