import type { TFunction } from 'i18next';
import type { RouterContextProvider } from 'react-router';
import type { Language } from '#common/constants.ts';
import { createI18n } from './i18n.ts';
import { webStateContext } from './web-state.server.ts';

const cache = new Map<Language, Promise<TFunction>>();

/** Translations for loaders and actions (page titles, descriptions), in the request's language. */
export function serverT(context: Readonly<RouterContextProvider>): Promise<TFunction> {
  const lang = context.get(webStateContext).lang;
  let t = cache.get(lang);
  if (!t) {
    t = createI18n(lang).then((i18n) => i18n.t);
    cache.set(lang, t);
  }
  return t;
}
