import { seedDirectoryScale } from './directory-scale.ts';
import type { Seeder } from './index.ts';

/** Large data sets for benchmarks (`npm run db:seed -- --scale`); areas append theirs. */
export const SCALE_SEEDERS: Seeder[] = [seedDirectoryScale];
