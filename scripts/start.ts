// `npm start`: build if needed, then migrate, seed on first run and serve (server/main.ts).
import { buildIfNeeded } from './build-if-needed.ts';

buildIfNeeded();
process.env.NODE_ENV ??= 'production';
await import('../server/main.ts');
