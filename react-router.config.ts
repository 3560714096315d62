import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // Lazy discovery: a page's manifest holds only the routes it matches (with all 99, hydration flattened
  // and ranked every route in one ≈ 48 ms task on a slow host). A route is discovered when a navigation
  // or a fetcher goes to it, with one small `/__manifest?paths=…` request. Links and forms are not
  // discovered as they render: app/components/router-links.tsx sets `discover="none"`, because React
  // Router's eager discovery fetched the routes of every link after hydration and each answer
  // re-rendered the whole page (docs/decisions/0023-hydration-cost.md).
  routeDiscovery: { mode: 'lazy' },
} satisfies Config;
