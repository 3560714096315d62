import type { Registration } from '#common/auth.ts';
import type { Language } from '#common/constants.ts';
import type { ProfileUpdate } from '#common/profile.ts';
import type { Profile, UserInfo } from '#common/users.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/secrets.ts';
import { prepareUpload, type UploadSource } from '../../lib/uploads/prepare.ts';
import { type Actor, requireMember } from '../access.ts';
import { deleteUserTokens } from '../auth/tokens.queries.ts';
import type { Deps } from '../deps.ts';
import { forgetStoredFile, removeStoredObject, storeUpload } from '../files/files.ts';
import { pendingMobileNumber } from '../otp/otp.ts';
import { regionName } from '../places/places.ts';
import {
  countryCodeExists,
  endPasswordResetLinks,
  findProfileWithRegion,
  findUserByEmail,
  findUserById,
  insertUserWithProfile,
  lockProfileAvatar,
  regionExists,
  updateProfileRow,
  updateUser,
  usernameExists,
} from './users.queries.ts';

export async function registerUser(deps: Deps, input: Registration, options: { lang: Language } = { lang: 'en' }) {
  const errors: Record<string, string[]> = {};
  if (await findUserByEmail(deps.db, input.email)) errors.email = ['validation.email_taken'];
  if (await usernameExists(deps.db, input.username)) errors.username = ['validation.username_taken'];
  if (Object.keys(errors).length) throw new AppError('VALIDATION', 'errors.unsaved', { fields: errors });
  try {
    const user = await insertUserWithProfile(deps.db, {
      username: input.username,
      email: input.email,
      passwordHash: await hashPassword(input.password1),
      firstName: input.first_name,
      lastName: input.last_name,
      termsAcceptedAt: new Date(),
      language: options.lang,
    });
    // The new member is the actor from here on.
    return getUserInfo(deps, { userId: user.id, isStaff: false });
  } catch (error) {
    // Two sign-ups racing for one email or username: the unique index decides.
    if (String((error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code) === '23505') {
      throw new AppError('VALIDATION', 'errors.unsaved', { fields: { email: ['validation.email_taken'] } });
    }
    throw error;
  }
}

export async function getUserInfo(deps: Deps, actor: Actor): Promise<UserInfo> {
  const user = await findUserById(deps.db, requireMember(actor));
  if (!user) throw new AppError('NOT_FOUND', 'errors.not_found');
  return { pk: user.id, username: user.username, email: user.email, first_name: user.firstName, last_name: user.lastName, is_staff: user.isStaff };
}

export async function getProfile(deps: Deps, options: { actor: Actor; lang: Language }): Promise<Profile> {
  const row = await findProfileWithRegion(deps.db, requireMember(options.actor));
  if (!row) throw new AppError('NOT_FOUND', 'errors.not_found');
  const { user, profile, region, country } = row;
  const phonePending = await pendingMobileNumber(deps, user.id);
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    email_verified: user.emailVerified,
    first_name: user.firstName,
    last_name: user.lastName,
    profile: { avatar: profile.avatar ? deps.storage.publicUrl(profile.avatar) : null },
    phone_number: profile.phoneNumber,
    phone_verified: profile.phoneVerified,
    phone_pending: phonePending,
    web_site_url: profile.webSiteUrl,
    detail: profile.detail,
    region: profile.regionId,
    region_name: region ? regionName(region, options.lang) : null,
    region_country: country?.code2 ?? null,
    legal_full_name: profile.legalFullName,
    nationality: profile.nationality,
    country_of_residence: profile.countryOfResidence,
    date_of_birth: profile.dateOfBirth,
    email_notifications: profile.emailNotifications,
    location: profile.location,
    has_password: user.passwordHash !== null,
    created_at: profile.createdAt.toISOString(),
    updated_at: profile.updatedAt.toISOString(),
  };
}

/**
 * Saves only the fields sent; checks references (and a new avatar) first so a bad value changes
 * nothing. The user, the profile and the avatar's file record change in one transaction; a new avatar
 * is stored before it and removed again if it fails, the replaced one only once it has committed.
 */
export async function updateProfile(deps: Deps, options: { actor: Actor; lang: Language; input: ProfileUpdate; avatar?: UploadSource }) {
  const userId = requireMember(options.actor);
  const { input } = options;
  if (input.region != null && !(await regionExists(deps.db, input.region))) throw fieldError('region', 'validation.region');
  for (const field of ['nationality', 'country_of_residence'] as const) {
    const code = input[field];
    if (code && !(await countryCodeExists(deps.db, code))) throw fieldError(field, 'validation.country');
  }
  const avatar = options.avatar ? await prepareUpload(options.avatar) : undefined;

  /** Answers the avatar key this save replaced, if any. */
  const save = async (tx: Db, avatarKey?: string) => {
    const previous = await lockProfileAvatar(tx, userId);
    if (!previous) throw new AppError('NOT_FOUND', 'errors.not_found');
    // Saving the profile also records the language it was saved in (the member's mails speak it).
    await updateUser(tx, userId, { ...pick({ firstName: input.first_name, lastName: input.last_name }), language: options.lang });
    await updateProfileRow(
      tx,
      userId,
      pick({
        legalFullName: input.legal_full_name,
        nationality: input.nationality,
        countryOfResidence: input.country_of_residence,
        dateOfBirth: input.date_of_birth,
        emailNotifications: input.email_notifications,
        location: input.location,
        detail: input.detail,
        webSiteUrl: input.web_site_url,
        regionId: input.region,
        avatar: avatarKey,
      }),
    );
    if (!avatarKey || !previous.avatar) return null;
    await forgetStoredFile(tx, previous.avatar);
    return previous.avatar;
  };
  const replaced = avatar
    ? (await storeUpload(deps, { ownerId: userId, upload: avatar }, (tx, file) => save(tx, file.storageKey))).result
    : await inTransaction(deps.db, (tx) => save(tx));
  if (replaced) await removeStoredObject(deps, replaced);
  return getProfile(deps, options);
}

/** A new password ends every reset link and every other session of the member; the session making the change stays. */
export async function changePassword(deps: Deps, options: { actor: Actor; oldPassword: string; newPassword: string }) {
  const user = await findUserById(deps.db, requireMember(options.actor));
  if (!user) throw new AppError('NOT_FOUND', 'errors.not_found');
  if (!(await verifyPassword(user.passwordHash, options.oldPassword))) throw fieldError('old_password', 'errors.old_password_invalid');
  await updateUser(deps.db, user.id, { passwordHash: await hashPassword(options.newPassword) });
  await endPasswordResetLinks(deps.db, user.id);
  await deleteUserTokens(deps.db, user.id, options.actor?.tokenId);
}

/** After a reset: every session and every other reset link of the account ends. */
export async function setPasswordAndRevokeSessions(deps: Deps, userId: number, password: string) {
  await updateUser(deps.db, userId, { passwordHash: await hashPassword(password) });
  await endPasswordResetLinks(deps.db, userId);
  await deleteUserTokens(deps.db, userId);
}

/** Drops keys whose value is undefined, so PATCH leaves unsent fields alone. */
function pick<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}
