import { DEMO_PASSWORD } from './db/seed/demo-logins.ts';

/**
 * The one plain line `npm start` prints when it serves (beside the JSON log line): where the site is
 * and, for the demo on the embedded database, who to log in as.
 */
export function startBanner(options: { publicUrl: string; demoLogins?: string[] }): string {
  const running = `World Yoga Alliance is running at ${options.publicUrl}`;
  const logins = options.demoLogins ?? [];
  if (logins.length === 0) return running;
  const office = logins.includes('staff') ? '; staff opens the back office at /staff' : '';
  return `${running} — demo logins at ${options.publicUrl}/auth/login: ${logins.join(', ')} (password ${DEMO_PASSWORD}${office})`;
}
