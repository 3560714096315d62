import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_SENTENCE_KEYS, AUDIT_ACTION_INFO, AUDIT_ACTIONS, AUDIT_GROUPS, type AuditAction } from './audit-actions.ts';
import { LANGUAGES } from './constants.ts';

// Every action the audit log records reads as a sentence in each language (issue 36). A new action
// code must be added to AUDIT_ACTION_INFO (recordAudit accepts no other), and then fails here until
// it has its sentence in en, th, zh and hi.

const staffStrings = (lang: string) => JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../locales/${lang}/staff.json`), 'utf8'));
const lookup = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const tags = (text: string) => [...text.matchAll(/<(\/?)(\w+)>/g)].map((m) => `${m[1]}${m[2]}`).sort();
const actionOf = (key: string) => AUDIT_ACTIONS.find((a) => key === `audit.actions.${a}` || key.startsWith(`audit.actions.${a}.`)) as AuditAction;

/** Every string under audit.actions, by its key. */
function sentencesIn(tree: unknown, prefix = 'audit.actions'): string[] {
  const node = lookup(tree, prefix);
  if (typeof node === 'string') return [prefix];
  return Object.keys(node as object).flatMap((k) => sentencesIn(tree, `${prefix}.${k}`));
}

describe('audit log sentences', () => {
  const english = staffStrings('en');

  it.each(LANGUAGES)('exist in %s for every action and each of its variants', (lang) => {
    const strings = staffStrings(lang);
    const missing = ALL_SENTENCE_KEYS.filter((key) => typeof lookup(strings, key) !== 'string' || !(lookup(strings, key) as string).trim());
    expect(missing).toEqual([]);
    // …and no sentence is left over from an action or variant that is gone.
    expect(sentencesIn(strings).filter((key) => !ALL_SENTENCE_KEYS.includes(key))).toEqual([]);
  });

  it.each(LANGUAGES)('in %s, name the staff member exactly when only staff do it, and keep the English placeholders and links', (lang) => {
    const strings = staffStrings(lang);
    for (const key of ALL_SENTENCE_KEYS) {
      const text = lookup(strings, key) as string;
      const source = lookup(english, key) as string;
      expect(text.includes('<actor>{{actor}}</actor>'), `${lang} ${key}`).toBe(AUDIT_ACTION_INFO[actionOf(key)].byStaff);
      expect(text.includes('<subject>{{subject}}</subject>'), `${lang} ${key}`).toBe(true);
      expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(source));
      expect(tags(text), `${lang} ${key}`).toEqual(tags(source));
    }
  });

  it.each(LANGUAGES)('in %s, have a label for every kind of action', (lang) => {
    const strings = staffStrings(lang);
    expect(AUDIT_GROUPS.filter((group) => typeof lookup(strings, `audit.groups.${group}`) !== 'string')).toEqual([]);
  });
});
