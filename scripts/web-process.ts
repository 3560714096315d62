// How a web process on PostgreSQL is started, in one place (decision 0056): V8's heap bounds and
// glibc's malloc arenas. With V8's defaults such a process under ten concurrent visitors grew to
// 600–760 MB (80,000 listings); with these it stays near 350 MB, for SSR pages ≈ 15–45 % slower at
// that load. A process on the embedded database keeps the defaults: PGlite's work (the demo seed
// on first start peaked at 248 MB of live heap) does not fit the bound, and such a site is one
// process anyway. `npm start` (package.json) does the same, checked by scripts.test.ts; the
// benchmark and Lighthouse start the server through these functions.

/** The old generation's bound, in MB: WEB_HEAP_MB, else 256 (the idle heap is ≈ 100 MB). */
export const webHeapMb = (env: NodeJS.ProcessEnv = process.env) => Number(env.WEB_HEAP_MB || 256);

const onPostgres = (env: NodeJS.ProcessEnv) => Boolean(env.DATABASE_URL);

/** Node's flags for a web process (none on the embedded database). */
export const webNodeFlags = (env: NodeJS.ProcessEnv = process.env) =>
  onPostgres(env) ? [`--max-old-space-size=${webHeapMb(env)}`, '--max-semi-space-size=16'] : [];

/** What a web process on PostgreSQL adds to its environment: two malloc arenas, not eight per core. */
export const webProcessEnv = (env: NodeJS.ProcessEnv = process.env): Record<string, string> =>
  onPostgres(env) ? { MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || '2' } : {};
