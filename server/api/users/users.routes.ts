import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PasswordChangeSchema, PasswordResetConfirmSchema, PasswordResetSchema, RegistrationSchema } from '#common/auth.ts';
import { ProfileUpdateSchema } from '#common/profile.ts';
import { z } from '#common/zod-setup.ts';
import { confirmPasswordReset, requestPasswordReset } from '../../domain/users/password-reset.ts';
import { changePassword, getProfile, getUserInfo, registerUser, updateProfile } from '../../domain/users/users.ts';
import { translate } from '../../lib/i18n.ts';
import { requireMember } from '../../http/auth-guard.ts';
import { parseWith, readMultipart } from '../../http/validate.ts';
import { strictLimit } from '../rate-limits.ts';

const DetailSchema = z.object({ detail: z.string() });
const UserInfoSchema = z.object({ pk: z.number(), username: z.string(), email: z.string(), first_name: z.string(), last_name: z.string() });
const bearer = [{ bearerAuth: [] }];

export const usersRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/user-auth/user/',
    { schema: { tags: ['User'], summary: 'The logged-in member', security: bearer, response: { 200: UserInfoSchema } } },
    async (request) => getUserInfo(api.deps, requireMember(request)),
  );

  api.get(
    '/user-profile/',
    { schema: { tags: ['User'], summary: "The member's profile (SPEC §3 User profile)", security: bearer } },
    async (request) => getProfile(api.deps, { userId: requireMember(request), lang: request.lang }),
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
      },
    },
    async (request) => {
      const userId = requireMember(request);
      let input = request.body ?? {};
      let avatar: Buffer | undefined;
      if (request.isMultipart()) {
        const form = await readMultipart(request, ['avatar']);
        input = parseWith(ProfileUpdateSchema, form.fields);
        avatar = form.files.avatar;
      }
      const profile = await updateProfile(api.deps, { userId, lang: request.lang, input, avatar });
      return { ...profile, detail_message: translate(request.lang, 'success.data_saved') };
    },
  );

  api.post(
    '/user-auth/registration/',
    {
      config: { public: true, rateLimit: strictLimit(api, 10) },
      schema: { tags: ['User'], security: [], summary: 'Sign up', body: RegistrationSchema, response: { 201: UserInfoSchema.extend({ detail: z.string() }) } },
    },
    async (request, reply) => {
      const user = await registerUser(api.deps, request.body);
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
        response: { 200: DetailSchema },
      },
    },
    async (request) => {
      await requestPasswordReset(api.deps, { email: request.body.email, lang: request.lang });
      return { detail: translate(request.lang, 'success.reset_email_sent') };
    },
  );

  api.post(
    '/user-auth/password/reset/confirm/',
    {
      config: { public: true, rateLimit: strictLimit(api, 10) },
      schema: { tags: ['User'], security: [], summary: 'Set a new password with the emailed link (single use)', body: PasswordResetConfirmSchema, response: { 200: DetailSchema } },
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
      schema: { tags: ['User'], summary: 'Change password', security: bearer, body: PasswordChangeSchema, response: { 200: DetailSchema } },
    },
    async (request) => {
      await changePassword(api.deps, { userId: requireMember(request), oldPassword: request.body.old_password, newPassword: request.body.new_password1 });
      return { detail: translate(request.lang, 'success.change_password') };
    },
  );
};
