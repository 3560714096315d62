/**
 * A signal inside one process: the office changed something visitors see (content, fees, a hidden
 * rating). The short-lived caches of rendered pages and directory answers listen and drop what they
 * hold, so the change shows at once here; other processes catch up when their entries expire.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onPublicChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function publicContentChanged(): void {
  for (const listener of listeners) listener();
}
