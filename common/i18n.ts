import type { Language } from './constants.ts';

/** Splits "validation.max_length?max=150" into a translation key and its parameters. */
export function parseMessageKey(message: string): { key: string; params: Record<string, string> } {
  const [key, query] = message.split('?');
  const params: Record<string, string> = {};
  if (query) for (const [k, v] of new URLSearchParams(query)) params[k] = v;
  return { key, params };
}

export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** Translates a message key (with parameters) in the given translate function; unknown keys pass through. */
export function translateMessage(t: Translate, message: string): string {
  const { key, params } = parseMessageKey(message);
  return t(key, params);
}

export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', th: 'ไทย', zh: '中文', hi: 'हिन्दी' };
// apply: the registration wizards; listing: a member's own school and teacher pages; staff: the back office;
// billing: the member's invoices, checkout and payment pages; events: a school's event editor and its events;
// credentials: registry cards and the public check of a registration (/verify); account: a member's own data (copy, deletion).
export const NAMESPACES = ['messages', 'common', 'directory', 'content', 'apply', 'listing', 'staff', 'billing', 'events', 'credentials', 'account'] as const;
