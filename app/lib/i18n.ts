import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#common/constants.ts';
import { NAMESPACES, parseMessageKey } from '#common/i18n.ts';

// One chunk per language and namespace: a page loads only its own language.
const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', { import: 'default' });

export async function loadResources(lang: Language) {
  const entries = await Promise.all(NAMESPACES.map(async (ns) => [ns, await files[`../../locales/${lang}/${ns}.json`]()] as const));
  return Object.fromEntries(entries);
}

export async function createI18n(lang: string): Promise<i18n> {
  const language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: await loadResources(language) },
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

const KEY = /^[a-z_]+\.[a-z_]+(\?.*)?$/;

/** Form messages are either keys of messages.json (from shared schemas) or text the API already translated. */
export function messageText(t: (key: string, options?: Record<string, unknown>) => string, message: string): string {
  if (!KEY.test(message)) return message;
  const { key, params } = parseMessageKey(message);
  return t(key, { ns: 'messages', ...params });
}
