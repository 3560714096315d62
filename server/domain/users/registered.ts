import type { Deps } from '../deps.ts';
import { findUserByEmail, phoneExists } from './users.queries.ts';

// The sign-up form's checks (SPEC §7 check-email-exists, check-phone-exists): rate-limited by the
// API, since they tell whether an address belongs to someone.

export const emailIsRegistered = async (deps: Pick<Deps, 'db'>, email: string): Promise<boolean> => Boolean(await findUserByEmail(deps.db, email));

export const phoneIsRegistered = (deps: Pick<Deps, 'db'>, phone: string): Promise<boolean> => phoneExists(deps.db, phone);
