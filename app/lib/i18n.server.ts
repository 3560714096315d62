import type { i18n, TFunction } from 'i18next';
import type { RouterContextProvider } from 'react-router';
import type { Language } from '#common/constants.ts';
import { createI18n } from './i18n.ts';
import { webStateContext } from './web-state.server.ts';

// One instance per language for the whole process: each is fixed to its language, so requests can share it.
const instances = new Map<Language, Promise<i18n>>();

export function serverI18n(lang: Language): Promise<i18n> {
  let instance = instances.get(lang);
  if (!instance) {
    instance = createI18n(lang);
    instances.set(lang, instance);
  }
  return instance;
}

/** Translations for loaders and actions (page titles, descriptions), in the request's language. */
export async function serverT(context: Readonly<RouterContextProvider>): Promise<TFunction> {
  return (await serverI18n(context.get(webStateContext).lang)).t;
}
