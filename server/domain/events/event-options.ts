import type { Language } from '#common/constants.ts';
import type { CustomOptionInput } from '#common/events.ts';
import { EVENT_MAX_CUSTOM_OPTIONS } from '#common/events.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { fieldError } from '../../lib/errors.ts';
import type { Actor } from '../access.ts';
import type { Deps } from '../deps.ts';
import {
  clearOptions,
  countCustomOptions,
  insertCustomOptions,
  insertSelectedOptions,
  selectCustomOptions,
  selectExistingCategoryIds,
  selectExistingOptionIds,
  selectSelectedOptions,
} from './event-editing.queries.ts';
import { requireOwnEvent, requireReadableEvent } from './event-owner.ts';

// An event's options (SPEC §3): options chosen from the categories' lists, and the school's own typed in.

const suffix = { en: 'nameEn', th: 'nameTh', zh: 'nameZh', hi: 'nameHi' } as const;

async function selectedJson(db: Db, eventId: number, lang: Language) {
  return (await selectSelectedOptions(db, eventId)).map((r) => ({
    id: r.id,
    event: r.event,
    option: r.option.id,
    category: r.option.categoryId,
    code: r.option.code,
    name: r.option[suffix[lang]] || r.option.nameEn,
  }));
}

async function customJson(db: Db, eventId: number) {
  return (await selectCustomOptions(db, eventId)).map((r) => ({ id: r.id, event: r.eventId, category: r.categoryId, name: r.name }));
}

async function checkOptions(tx: Db, selected: number[], custom: CustomOptionInput[]) {
  const options = await selectExistingOptionIds(tx, selected);
  if (selected.some((id) => !options.has(id))) throw fieldError('selected_options', 'validation.event_option');
  const categories = await selectExistingCategoryIds(tx, [...new Set(custom.map((c) => c.category))]);
  if (custom.some((c) => !categories.has(c.category))) throw fieldError('custom_options', 'validation.event_option_category');
}

export async function findSelectedOptions(deps: Deps, options: { actor: Actor; eventId: number; lang: Language }) {
  await requireReadableEvent(deps, options.actor, options.eventId);
  return selectedJson(deps.db, options.eventId, options.lang);
}

export async function findCustomOptions(deps: Deps, options: { actor: Actor; eventId: number }) {
  await requireReadableEvent(deps, options.actor, options.eventId);
  return customJson(deps.db, options.eventId);
}

/** Adds options to the event's selection (those it has stay). */
export async function addSelectedOptions(deps: Deps, options: { actor: Actor; eventId: number; ids: number[]; lang: Language }) {
  await inTransaction(deps.db, async (tx) => {
    await requireOwnEvent(deps, options.actor, options.eventId, { db: tx, lock: true });
    await checkOptions(tx, options.ids, []);
    await insertSelectedOptions(tx, options.eventId, [...new Set(options.ids)]);
  });
  return selectedJson(deps.db, options.eventId, options.lang);
}

/** Adds the school's own options, each under a category. */
export async function addCustomOptions(deps: Deps, options: { actor: Actor; eventId: number; custom: CustomOptionInput[] }) {
  await inTransaction(deps.db, async (tx) => {
    await requireOwnEvent(deps, options.actor, options.eventId, { db: tx, lock: true });
    await checkOptions(tx, [], options.custom);
    if ((await countCustomOptions(tx, options.eventId)) + options.custom.length > EVENT_MAX_CUSTOM_OPTIONS)
      throw fieldError('custom_options', `validation.max_items?max=${EVENT_MAX_CUSTOM_OPTIONS}`);
    await insertCustomOptions(tx, options.eventId, options.custom);
  });
  return customJson(deps.db, options.eventId);
}

/** Replaces the event's whole set of options at once (the edit page saves them together). */
export async function replaceEventOptions(
  deps: Deps,
  options: { actor: Actor; eventId: number; selected: number[]; custom: CustomOptionInput[]; lang: Language },
) {
  await inTransaction(deps.db, async (tx) => {
    await requireOwnEvent(deps, options.actor, options.eventId, { db: tx, lock: true });
    await checkOptions(tx, options.selected, options.custom);
    await clearOptions(tx, options.eventId);
    await insertSelectedOptions(tx, options.eventId, [...new Set(options.selected)]);
    await insertCustomOptions(tx, options.eventId, options.custom);
  });
  return { selected_options: await selectedJson(deps.db, options.eventId, options.lang), custom_options: await customJson(deps.db, options.eventId) };
}
