import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // Every route is in the page's manifest (≈ 6 KB compressed) instead of being found link by link:
  // lazy discovery fetched /__manifest for the links on the page after hydration, and each answer
  // re-rendered the whole page (four times on a directory page, ≈ 120 ms on a phone's CPU).
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
