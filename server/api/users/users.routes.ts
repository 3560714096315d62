import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DetailSchema } from '#common/answers.ts';
import { PasswordChangeSchema, PasswordResetConfirmSchema, PasswordResetLinkSchema, PasswordResetSchema, RegistrationSchema } from '#common/auth.ts';
import { ProfileUpdateSchema } from '#common/profile.ts';
import { ProfileSavedSchema, ProfileSchema, RegisteredSchema, UserInfoSchema } from '#common/users.ts';
import { requireMember } from '../../domain/access.ts';
import { checkPasswordResetLink, confirmPasswordReset, requestPasswordReset } from '../../domain/users/password-reset.ts';
import { changePassword, getProfile, getUserInfo, registerUser, updateProfile } from '../../domain/users/users.ts';
import { errorAnswers } from '../../http/answers.ts';
import { parseWith } from '../../http/validate.ts';
import { translate } from '../../lib/i18n.ts';
import { receiveUploads, type UploadFields } from '../../lib/uploads/index.ts';
import { strictLimit } from '../rate-limits.ts';

const bearer = [{ bearerAuth: [] }];
/** The profile form's one file: the avatar, under the avatar policy. */
const PROFILE_UPLOADS: UploadFields = { avatar: 'avatar' };

export const usersRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/user-auth/user/',
    { schema: { tags: ['User'], summary: 'The logged-in member', security: bearer, response: { 200: UserInfoSchema, ...errorAnswers(400, 401, 403, 404) } } },
    async (request) => getUserInfo(api.deps, request.auth),
  );

  api.get(
    '/user-profile/',
    {
      schema: {
        tags: ['User'],
        summary: "The member's profile (SPEC §3 User profile)",
        security: bearer,
        response: { 200: ProfileSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => getProfile(api.deps, { actor: request.auth, lang: request.lang }),
  );

  api.patch(
    '/user-profile/',
    {
      schema: {
        tags: ['User'],
        summary: 'Update the profile; send multipart/form-data with an `avatar` image file to change the avatar',
        description: 'Only the fields sent change. Avatar: JPEG, PNG or WebP up to 5 MB, checked by content and re-encoded.',
        consumes: ['application/json', 'multipart/form-data'],
        security: bearer,
        body: ProfileUpdateSchema.nullish(),
        response: { 200: ProfileSavedSchema, ...errorAnswers(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      requireMember(request.auth);
      const form = request.isMultipart() ? await receiveUploads(request, PROFILE_UPLOADS) : null;
      try {
        const input = form ? parseWith(ProfileUpdateSchema, form.fields) : (request.body ?? {});
        const profile = await updateProfile(api.deps, { actor: request.auth, lang: request.lang, input, avatar: form?.files.avatar });
        return { ...profile, detail_message: translate(request.lang, 'success.data_saved') };
      } finally {
        await form?.discard();
      }
    },
  );

  api.post(
    '/user-auth/registration/',
    {
      config: { public: true, rateLimit: strictLimit(api, 10) },
      schema: { tags: ['User'], security: [], summary: 'Sign up', body: RegistrationSchema, response: { 201: RegisteredSchema, ...errorAnswers(400, 429) } },
    },
    async (request, reply) => {
      const user = await registerUser(api.deps, request.body, { lang: request.lang });
      return reply.status(201).send({ ...user, detail: translate(request.lang, 'success.signup') });
    },
  );

  api.post(
    '/user-auth/password/reset/',
    {
      config: { public: true, rateLimit: strictLimit(api, 5) },
      schema: {
        tags: ['User'],
        security: [],
        summary: 'Email a password reset link',
        description: 'Answers the same whether or not the address belongs to an account.',
        body: PasswordResetSchema,
        response: { 200: DetailSchema, ...errorAnswers(400, 429) },
      },
    },
    async (request) => {
      await requestPasswordReset(api.deps, { email: request.body.email, lang: request.lang });
      return { detail: translate(request.lang, 'success.reset_email_sent') };
    },
  );

  api.post(
    '/user-auth/password/reset/validate/',
    {
      config: { public: true, rateLimit: strictLimit(api, 20) },
      schema: {
        tags: ['User'],
        security: [],
        summary: 'Check an emailed reset link without using it',
        description: 'Answers 200 while the link can still set a password; 400 with a `token` message when it is used, expired or unknown.',
        body: PasswordResetLinkSchema,
        response: { 200: DetailSchema, ...errorAnswers(400, 429) },
      },
    },
    async (request) => {
      await checkPasswordResetLink(api.deps, request.body);
      return { detail: translate(request.lang, 'success.reset_link_valid') };
    },
  );

  api.post(
    '/user-auth/password/reset/confirm/',
    {
      config: { public: true, rateLimit: strictLimit(api, 10) },
      schema: {
        tags: ['User'],
        security: [],
        summary: 'Set a new password with the emailed link (single use)',
        body: PasswordResetConfirmSchema,
        response: { 200: DetailSchema, ...errorAnswers(400, 429) },
      },
    },
    async (request) => {
      await confirmPasswordReset(api.deps, { uid: request.body.uid, token: request.body.token, password: request.body.new_password1 });
      return { detail: translate(request.lang, 'success.password_reset') };
    },
  );

  api.post(
    '/user-auth/password/change/',
    {
      config: { rateLimit: strictLimit(api, 10) },
      schema: {
        tags: ['User'],
        summary: 'Change password',
        security: bearer,
        body: PasswordChangeSchema,
        response: { 200: DetailSchema, ...errorAnswers(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      await changePassword(api.deps, { actor: request.auth, oldPassword: request.body.old_password, newPassword: request.body.new_password1 });
      return { detail: translate(request.lang, 'success.change_password') };
    },
  );
};
