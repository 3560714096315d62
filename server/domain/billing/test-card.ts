import type { TestCardInput, TestCardSession } from '#common/billing.ts';
import type { Currency, Language } from '#common/constants.ts';
import { AppError } from '../../lib/errors.ts';
import { translate } from '../../lib/i18n.ts';
import { isTestProcessor, type TestProcessor } from '../../lib/payments/index.ts';
import type { TestSessionRow } from '../../lib/payments/test-processor.queries.ts';
import type { SignedEvent } from '../../lib/payments/test-processor.ts';
import type { Deps } from '../deps.ts';

// The built-in test processor's side of a payment (docs/decisions/0017-card-payments.md): its card
// page reads a session and posts the card here. Sessions are found by their unguessable id, as on a
// processor's hosted page; the card number goes no further than the test processor.

function testProcessor(deps: Pick<Deps, 'payments'>): TestProcessor {
  // Only while the test processor is the site's processor; with Stripe the page does not exist.
  if (!isTestProcessor(deps.payments)) throw new AppError('NOT_FOUND', 'errors.not_found');
  return deps.payments;
}

function sessionJson(row: TestSessionRow, lang: Language): TestCardSession {
  return {
    id: row.id,
    status: row.status,
    amount: row.amount,
    currency: row.currency as Currency,
    description: row.description,
    card_brand: row.cardBrand,
    card_last4: row.cardLast4,
    error: row.lastError ? translate(lang, row.lastError) : null,
    return_url: row.successUrl,
    cancel_url: row.cancelUrl,
  };
}

const found = <T>(value: T | null): T => {
  if (!value) throw new AppError('NOT_FOUND', 'errors.not_found');
  return value;
};

export async function getTestCardSession(deps: Pick<Deps, 'payments'>, options: { id: string; lang: Language }): Promise<TestCardSession> {
  return sessionJson(found(await testProcessor(deps).getSession(options.id)), options.lang);
}

/** The card posted on the card page: its outcome, and the signed event for the shop when it is final. */
export async function submitTestCard(
  deps: Pick<Deps, 'payments'>,
  options: { id: string; lang: Language; input: TestCardInput },
): Promise<{ session: TestCardSession; event: SignedEvent | null }> {
  const { input } = options;
  const answer = found(
    await testProcessor(deps).submitCard(options.id, { number: input.card_number, expMonth: input.exp_month, expYear: input.exp_year, cvc: input.cvc }),
  );
  return { session: sessionJson(answer.session, options.lang), event: answer.event };
}

/** The authentication step of a card that asks for it (as 3-D Secure would). */
export async function authenticateTestCard(
  deps: Pick<Deps, 'payments'>,
  options: { id: string; lang: Language; approve: boolean },
): Promise<{ session: TestCardSession; event: SignedEvent | null }> {
  const answer = found(await testProcessor(deps).authenticate(options.id, options.approve));
  return { session: sessionJson(answer.session, options.lang), event: answer.event };
}
