// `npm start`: build if needed, then migrate, seed on first run and serve (server/main.ts).
import { enableCompileCache } from 'node:module';
import { buildIfNeeded } from './build-if-needed.ts';

// V8's compiled code of the server's ≈ 1,600 modules is kept on disk (in the system's temporary
// folder) for the next start: on a slow host, 4.2 → 3.3–3.7 s from start to the first answered
// search on PostgreSQL at 80,000 listings (docs/performance.md). Only modules loaded after this line
// are cached, hence the dynamic import below.
enableCompileCache();

buildIfNeeded();
process.env.NODE_ENV ??= 'production';
// The demo (the embedded database with its demo data) takes the test processor's cards, as the README
// shows; a site on PostgreSQL takes cards only with Stripe keys or an explicit PAYMENTS=test
// (docs/decisions/0027-one-payment-in-flight.md). The server says which at start.
if (!process.env.DATABASE_URL && process.env.SEED_DEMO !== 'off' && !process.env.STRIPE_SECRET_KEY) process.env.PAYMENTS ??= 'test';
await import('../server/main.ts');
