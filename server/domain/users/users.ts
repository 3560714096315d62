import type { Language } from '#common/constants.ts';
import type { Registration } from '#common/auth.ts';
import type { ProfileUpdate } from '#common/profile.ts';
import { AVATAR_MAX_BYTES } from '#common/constants.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { reencodeImage } from '../../lib/images.ts';
import { deleteUserTokens } from '../auth/tokens.queries.ts';
import { hashPassword, newToken, verifyPassword } from '../auth/secrets.ts';
import type { Deps } from '../deps.ts';
import { regionName } from '../places/places.ts';
import {
  countryCodeExists,
  findProfileWithRegion,
  findUserByEmail,
  findUserById,
  insertUserWithProfile,
  regionExists,
  updateProfileRow,
  updateUser,
  usernameExists,
} from './users.queries.ts';

export async function registerUser(deps: Deps, input: Registration) {
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
    });
    return getUserInfo(deps, user.id);
  } catch (error) {
    // Two sign-ups racing for one email or username: the unique index decides.
    if (String((error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code) === '23505') {
      throw new AppError('VALIDATION', 'errors.unsaved', { fields: { email: ['validation.email_taken'] } });
    }
    throw error;
  }
}

export async function getUserInfo(deps: Deps, userId: number) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('NOT_FOUND', 'errors.not_found');
  return { pk: user.id, username: user.username, email: user.email, first_name: user.firstName, last_name: user.lastName };
}

export async function getProfile(deps: Deps, options: { userId: number; lang: Language }) {
  const row = await findProfileWithRegion(deps.db, options.userId);
  if (!row) throw new AppError('NOT_FOUND', 'errors.not_found');
  const { user, profile, region, country } = row;
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
export type Profile = Awaited<ReturnType<typeof getProfile>>;

/** Saves only the fields sent; checks references first so a bad value changes nothing. */
export async function updateProfile(deps: Deps, options: { userId: number; lang: Language; input: ProfileUpdate; avatar?: Buffer }) {
  const { input } = options;
  if (input.region != null && !(await regionExists(deps.db, input.region))) throw fieldError('region', 'validation.region');
  for (const field of ['nationality', 'country_of_residence'] as const) {
    const code = input[field];
    if (code && !(await countryCodeExists(deps.db, code))) throw fieldError(field, 'validation.country');
  }
  let avatarKey: string | undefined;
  if (options.avatar) {
    const image = await reencodeImage(options.avatar, { maxBytes: AVATAR_MAX_BYTES, size: 512, errorKey: 'errors.upload_avatar' });
    avatarKey = `public/avatars/${options.userId}/${newToken(12)}.webp`;
    await deps.storage.put(avatarKey, image);
  }
  const previous = await findProfileWithRegion(deps.db, options.userId);
  if (!previous) throw new AppError('NOT_FOUND', 'errors.not_found');
  await updateUser(deps.db, options.userId, pick({ firstName: input.first_name, lastName: input.last_name }));
  await updateProfileRow(
    deps.db,
    options.userId,
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
  if (avatarKey && previous.profile.avatar) await deps.storage.remove(previous.profile.avatar).catch(() => {});
  return getProfile(deps, options);
}

export async function changePassword(deps: Deps, options: { userId: number; oldPassword: string; newPassword: string }) {
  const user = await findUserById(deps.db, options.userId);
  if (!user) throw new AppError('NOT_FOUND', 'errors.not_found');
  if (!(await verifyPassword(user.passwordHash, options.oldPassword))) throw fieldError('old_password', 'errors.old_password_invalid');
  await updateUser(deps.db, user.id, { passwordHash: await hashPassword(options.newPassword) });
}

export async function setPasswordAndRevokeSessions(deps: Deps, userId: number, password: string) {
  await updateUser(deps.db, userId, { passwordHash: await hashPassword(password) });
  await deleteUserTokens(deps.db, userId);
}

/** Drops keys whose value is undefined, so PATCH leaves unsent fields alone. */
function pick<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}
