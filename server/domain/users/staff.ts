import { EmailField } from '#common/fields.ts';
import type { Db } from '../../db/client.ts';
import { hashPassword } from '../../lib/secrets.ts';
import { findUserByEmail, insertUserWithProfile, updateUser, usernameExists } from './users.queries.ts';

/** Creates a staff account, or makes an existing account staff with the given password. */
export async function createStaffUser(db: Db, options: { email: string; password: string }) {
  const email = EmailField.parse(options.email);
  const passwordHash = await hashPassword(options.password);
  const existing = await findUserByEmail(db, email);
  if (existing) {
    await updateUser(db, existing.id, { isStaff: true, passwordHash, isActive: true });
    return { id: existing.id, email, username: existing.username, is_staff: true, created: false };
  }
  let username = email.split('@')[0].replace(/[^\w.@+-]/g, '') || 'staff';
  if (await usernameExists(db, username)) username = email;
  const user = await insertUserWithProfile(db, { username, email, passwordHash, isStaff: true, emailVerified: true });
  return { id: user.id, email, username, is_staff: true, created: true };
}
