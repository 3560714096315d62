import i18next, { type InitOptions, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#common/constants.ts';
import { NAMESPACES, parseMessageKey } from '#common/i18n.ts';
import type { Namespace } from './i18n-namespaces.ts';

// One chunk per language and namespace: a page loads only its own language.
const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', { import: 'default' });

export async function loadResources(lang: Language, namespaces: readonly Namespace[] = NAMESPACES) {
  const entries = await Promise.all(namespaces.map(async (ns) => [ns, await files[`../../locales/${lang}/${ns}.json`]()] as const));
  return Object.fromEntries(entries);
}

/** An instance fixed to one language, with the given namespaces (all of them unless said). */
export async function createI18n(lang: string, namespaces: readonly Namespace[] = NAMESPACES, options: InitOptions = {}): Promise<i18n> {
  const language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    ...options,
    lng: language,
    fallbackLng: false,
    resources: { [language]: await loadResources(language, namespaces) },
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false, ...options.react },
  });
  return instance;
}

let pageI18n: i18n | undefined;
let completing: Promise<void> | undefined;
let missedKey = false;

/** Components re-render on this event (react-i18next's bindI18n), sent only after a missed key. */
const COMPLETED_AFTER_MISS = 'completed-after-miss';

/**
 * The browser's instance, with the namespaces its page used (entry.client.tsx); the others follow.
 * Text that appears only after an interaction (a form's own validation, a dialog) may use a namespace
 * the server render did not: such a lookup loads the rest at once and re-renders when it is there,
 * so a key shows for a moment at most.
 */
export async function createPageI18n(lang: string, namespaces: readonly Namespace[] | undefined): Promise<i18n> {
  pageI18n = await createI18n(lang, namespaces, {
    saveMissing: true,
    missingKeyHandler: () => {
      if (missedKey) return;
      missedKey = true;
      queueMicrotask(() => void completePageNamespaces().catch(() => {}));
    },
    react: { bindI18n: `languageChanged ${COMPLETED_AFTER_MISS}` },
  });
  return pageI18n;
}

/**
 * Adds the namespaces the browser's instance was created without, once. Called when the page has
 * taken over, and awaited by every navigation and form (root's clientMiddleware), so the next page
 * never renders a missing key. Nothing re-renders unless a lookup missed (createPageI18n).
 */
export function completePageNamespaces(): Promise<void> {
  const instance = pageI18n;
  if (!instance) return Promise.resolve();
  completing ??= (async () => {
    const lang = instance.language as Language;
    const missing = NAMESPACES.filter((ns) => !instance.hasResourceBundle(lang, ns));
    const resources = await loadResources(lang, missing);
    for (const ns of missing) instance.addResourceBundle(lang, ns, resources[ns], true, true);
    if (missedKey) instance.emit(COMPLETED_AFTER_MISS);
  })().catch((error) => {
    completing = undefined; // tried again by the next navigation
    throw error;
  });
  return completing;
}

const KEY = /^[a-z_]+\.[a-z_]+(\?.*)?$/;

/** Form messages are either keys of messages.json (from shared schemas) or text the API already translated. */
export function messageText(t: (key: string, options?: Record<string, unknown>) => string, message: string): string {
  if (!KEY.test(message)) return message;
  const { key, params } = parseMessageKey(message);
  return t(key, { ns: 'messages', ...params });
}
