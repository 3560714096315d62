import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type i18n } from 'i18next';
import { LANGUAGES, type Language } from '#common/constants.ts';
import { NAMESPACES, translateMessage } from '#common/i18n.ts';

const LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales');
/** Mail templates are read by the server only, so the web never downloads them. */
const SERVER_NAMESPACES = [...NAMESPACES, 'mail'] as const;

let instance: i18n | undefined;

function serverI18n(): i18n {
  if (instance) return instance;
  const resources: Record<string, Record<string, Record<string, string>>> = {};
  for (const lang of LANGUAGES) {
    resources[lang] = {};
    for (const ns of SERVER_NAMESPACES) resources[lang][ns] = JSON.parse(readFileSync(path.join(LOCALES, lang, `${ns}.json`), 'utf8'));
  }
  instance = i18next.createInstance();
  instance.init({ resources, fallbackLng: 'en', ns: [...SERVER_NAMESPACES], defaultNS: 'messages', interpolation: { escapeValue: false }, initAsync: false });
  return instance;
}

/** Translates an API message key (optionally "key?param=value") into the caller's language. */
export function translate(lang: Language, message: string, params?: Record<string, string | number>): string {
  const t = serverI18n().getFixedT(lang, 'messages');
  return translateMessage((key, keyParams) => t(key, { ...keyParams, ...params }) as string, message);
}

/** A mail template string (locales/<lang>/mail.json) in the recipient's language. */
export function translateMail(lang: Language, key: string, params?: Record<string, string | number>): string {
  return serverI18n().getFixedT(lang, 'mail')(key, params ?? {}) as string;
}
