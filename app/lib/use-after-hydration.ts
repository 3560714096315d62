import { startTransition, useEffect, useState } from 'react';

/**
 * False on the server and while the page hydrates, true from a transition right after.
 *
 * For parts that show nothing until the visitor reaches for them (the header's menus and drawer, a
 * lightbox, tooltips): Mantine's overlays set their state as they mount, which made React render
 * them again, and run every pending effect of the page, in the same task as hydration (≈ 100 ms of
 * a phone's CPU on an event page). They now mount together, in a render React can interrupt.
 */
export function useAfterHydration(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => startTransition(() => setAfter(true)), []);
  return after;
}
