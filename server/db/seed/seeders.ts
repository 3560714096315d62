import { seedDemoApplications } from './applications.ts';
import { seedBilling } from './billing.ts';
import { seedDemoBookings } from './bookings.ts';
import { seedContent } from './content.ts';
import { seedDemoMembers } from './demo.ts';
import { seedDirectory } from './directory.ts';
import type { Seeder } from './index.ts';

/** The demo seeders in order; each area appends its own. A seeder may look up the members seeded before it. */
export const DEMO_SEEDERS: Seeder[] = [seedDemoMembers, seedContent, seedDirectory, seedDemoApplications, seedBilling, seedDemoBookings];
