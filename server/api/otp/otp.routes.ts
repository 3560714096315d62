import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CheckEmailSchema, CheckPhoneSchema, EmailOtpGenerateSchema, EmailOtpVerifySchema, MobileOtpGenerateSchema, MobileOtpVerifySchema } from '#common/auth.ts';
import { z } from '#common/zod-setup.ts';
import { generateEmailCode, generateMobileCode, verifyEmailCode, verifyMobileCode } from '../../domain/otp/otp.ts';
import { findUserByEmail, phoneExists } from '../../domain/users/users.queries.ts';
import { translate } from '../../lib/i18n.ts';
import { requireMember } from '../../http/auth-guard.ts';
import { strictLimit } from '../rate-limits.ts';

const DetailSchema = z.object({ detail: z.string() });
const ExistsSchema = z.object({ exists: z.boolean() });
const bearer = [{ bearerAuth: [] }];

export const otpRoutes: FastifyPluginAsyncZod = async (api) => {
  api.post(
    '/otp/mobile/generate',
    {
      config: { rateLimit: strictLimit(api, 10) },
      schema: { tags: ['OTP'], summary: "Text a 6-digit code to the member's mobile number", security: bearer, body: MobileOtpGenerateSchema, response: { 200: DetailSchema } },
    },
    async (request) => {
      await generateMobileCode(api.deps, { userId: requireMember(request), phone: request.body.phone_number, lang: request.lang });
      return { detail: translate(request.lang, 'success.otp_sent_mobile') };
    },
  );

  api.post(
    '/otp/mobile/verify',
    {
      config: { rateLimit: strictLimit(api, 20) },
      schema: { tags: ['OTP'], summary: 'Verify the code; the number becomes the verified mobile number', security: bearer, body: MobileOtpVerifySchema, response: { 200: DetailSchema } },
    },
    async (request) => {
      await verifyMobileCode(api.deps, { userId: requireMember(request), phone: request.body.phone_number, code: request.body.code });
      return { detail: translate(request.lang, 'success.mobile_verified') };
    },
  );

  api.post(
    '/otp/email/generate',
    {
      config: { rateLimit: strictLimit(api, 10) },
      schema: { tags: ['OTP'], summary: 'Email a 6-digit code', security: bearer, body: EmailOtpGenerateSchema, response: { 200: DetailSchema } },
    },
    async (request) => {
      await generateEmailCode(api.deps, { userId: request.auth?.userId ?? null, email: request.body.email, lang: request.lang });
      return { detail: translate(request.lang, 'success.otp_sent_email') };
    },
  );

  api.post(
    '/otp/email/verify',
    {
      config: { rateLimit: strictLimit(api, 20) },
      schema: { tags: ['OTP'], summary: "Verify an emailed code (a member's own address becomes verified)", security: bearer, body: EmailOtpVerifySchema, response: { 200: DetailSchema } },
    },
    async (request) => {
      await verifyEmailCode(api.deps, { userId: request.auth?.userId ?? null, email: request.body.email, code: request.body.code });
      return { detail: translate(request.lang, 'success.email_verified') };
    },
  );

  api.post(
    '/check-email-exists',
    { config: { rateLimit: strictLimit(api, 30) }, schema: { tags: ['OTP'], summary: 'Is an account registered with this email?', security: bearer, body: CheckEmailSchema, response: { 200: ExistsSchema } } },
    async (request) => ({ exists: Boolean(await findUserByEmail(api.deps.db, request.body.email)) }),
  );

  api.post(
    '/check-phone-exists',
    { config: { rateLimit: strictLimit(api, 30) }, schema: { tags: ['OTP'], summary: 'Is this mobile number on a profile?', security: bearer, body: CheckPhoneSchema, response: { 200: ExistsSchema } } },
    async (request) => ({ exists: await phoneExists(api.deps.db, request.body.phone_number) }),
  );
};
