// How a web process is started, in one place (decision 0056): V8's heap bounds and glibc's malloc
// arenas. With V8's defaults a web process under ten concurrent visitors grew to 600–760 MB
// (PostgreSQL, 80,000 listings); with these it stays near 350 MB, for SSR pages ≈ 15–45 % slower at
// that load. `npm start` (package.json) passes the same flags, checked by scripts.test.ts;
// the benchmark, Lighthouse and the browser journeys start the server with them too.

/** The old generation's bound, in MB: WEB_HEAP_MB, else 256 (the idle heap is ≈ 100 MB). */
export const webHeapMb = (env: NodeJS.ProcessEnv = process.env) => Number(env.WEB_HEAP_MB || 256);

/** Node's flags for a web process. */
export const webNodeFlags = (env: NodeJS.ProcessEnv = process.env) => [`--max-old-space-size=${webHeapMb(env)}`, '--max-semi-space-size=16'];

/** The environment a web process adds: two malloc arenas, not eight per core (threads' freed memory is reused). */
export const webProcessEnv = (env: NodeJS.ProcessEnv = process.env) => ({ MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || '2' });
