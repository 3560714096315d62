import type { Language } from '#common/constants.ts';
import type { ContactInput, FeedbackInput } from '#common/content.ts';
import type { Actor } from '../access.ts';
import type { Deps } from '../deps.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { insertContactMessage, insertFeedback } from './content.queries.ts';

/** Stores a contact message and, in the same transaction, queues its mail to the office (sent and retried by the worker). */
export async function createContactMessage(deps: Deps, options: { input: ContactInput; lang: Language; actor: Actor }) {
  const { input } = options;
  return deps.db.transaction(async (tx) => {
    const row = await insertContactMessage(tx, { ...input, lang: options.lang, userId: options.actor?.userId ?? null });
    await queueMail(
      deps,
      {
        to: deps.config.officeEmail,
        // The office reads English; the sender's language is named in the mail.
        lang: 'en',
        template: 'contact',
        params: { id: row.id, email: input.email, lang: options.lang, subject: input.subject, message: input.message },
        replyTo: input.email,
        key: `contact:${row.id}`,
      },
      { db: tx },
    );
    return { id: row.id };
  });
}

export async function createFeedback(deps: Deps, options: { input: FeedbackInput; lang: Language; actor: Actor }) {
  const { input } = options;
  const row = await insertFeedback(deps.db, {
    category: input.category,
    rating: input.rating ?? null,
    message: input.message,
    email: input.email ?? null,
    lang: options.lang,
    userId: options.actor?.userId ?? null,
  });
  return { id: row.id };
}
