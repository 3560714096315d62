import type { i18n } from 'i18next';
import { NAMESPACES } from '#common/i18n.ts';

export type Namespace = (typeof NAMESPACES)[number];

/** Set by the page's module script (hydrate-after-paint.server.ts): the namespaces its server render used. */
export const PAGE_NAMESPACES_GLOBAL = '__wyaNamespaces';

const isNamespace = (ns: unknown): ns is Namespace => NAMESPACES.includes(ns as Namespace);

/**
 * The translation namespaces one server render uses, so that the browser loads those before it
 * hydrates and the others afterwards (a page needs 2–4 of the 9; each is a script to fetch and
 * evaluate on a phone's main thread).
 *
 * Every lookup goes through `t` or a `getFixedT` function (react-i18next's `useTranslation`, `Trans`);
 * the wrapper notes the namespace of each key (`ns:key`, the `ns` option, or the fixed one) and
 * translates as the shared instance does. i18next binds its methods to the instance, so both are
 * replaced on a per-request object that otherwise reads through to the shared one.
 */
export function trackNamespaces(shared: i18n): { i18n: i18n; used: () => Namespace[] } {
  const used = new Set<Namespace>([shared.options.defaultNS as Namespace]);
  const add = (ns: unknown) => {
    for (const n of Array.isArray(ns) ? ns : [ns]) if (isNamespace(n)) used.add(n);
  };
  const note = (keys: unknown, options: unknown, fixedNs?: unknown) => {
    const optionNs = typeof options === 'object' && options && 'ns' in options ? options.ns : undefined;
    for (const key of Array.isArray(keys) ? keys : [keys]) {
      const prefix = typeof key === 'string' && key.includes(':') ? key.slice(0, key.indexOf(':')) : undefined;
      add(isNamespace(prefix) ? prefix : (optionNs ?? fixedNs ?? shared.options.defaultNS));
    }
  };
  const tracked = Object.create(shared) as i18n;
  const t = shared.t as unknown as (keys: unknown, options?: unknown, more?: unknown) => string;
  tracked.t = ((keys: unknown, options?: unknown, more?: unknown) => {
    note(keys, options);
    return t(keys, options, more);
  }) as unknown as i18n['t'];
  tracked.getFixedT = ((...args: Parameters<i18n['getFixedT']>) => {
    const fixed = shared.getFixedT(...args) as unknown as ((keys: unknown, options?: unknown, more?: unknown) => string) & Record<string, unknown>;
    // A hook that names its namespace (`useTranslation('messages')`) needs it in the browser even if
    // this render looked nothing up there: its text may follow an interaction (a form's validation).
    add(args[1]);
    const wrapped = (keys: unknown, options?: unknown, more?: unknown) => {
      note(keys, options, fixed.ns);
      return fixed(keys, options, more);
    };
    return Object.assign(wrapped, { lng: fixed.lng, lngs: fixed.lngs, ns: fixed.ns, keyPrefix: fixed.keyPrefix });
  }) as unknown as i18n['getFixedT'];
  return { i18n: tracked, used: () => NAMESPACES.filter((ns) => used.has(ns)) };
}
