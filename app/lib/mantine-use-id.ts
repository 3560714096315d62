import { useId as useReactId } from 'react';

/**
 * Mantine's `useId`, without its second render (docs/decisions/0023-hydration-cost.md).
 *
 * Mantine's own renders React's id first (the same on the server and in the browser), then replaces
 * it with a random one in a layout effect, which re-renders every menu, drawer, input and popover
 * of the page synchronously right after hydration (≈ 90 ms on a phone's CPU for a directory page).
 * React's id is already unique within the page and stable between server and browser, so it is
 * kept. `vite.config.ts` puts this module in place of `@mantine/hooks`'s own.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
