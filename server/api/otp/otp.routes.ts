import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DetailSchema } from '#common/answers.ts';
import {
  CheckEmailSchema,
  CheckPhoneSchema,
  EmailOtpGenerateSchema,
  EmailOtpVerifySchema,
  ExistsSchema,
  MobileOtpGenerateSchema,
  MobileOtpVerifySchema,
} from '#common/auth.ts';
import { generateEmailCode, generateMobileCode, verifyEmailCode, verifyMobileCode } from '../../domain/otp/otp.ts';
import { emailIsRegistered, phoneIsRegistered } from '../../domain/users/registered.ts';
import { errorAnswers } from '../../http/answers.ts';
import { translate } from '../../lib/i18n.ts';
import { strictLimit } from '../rate-limits.ts';

/** Mobile codes are for the logged-in member's own profile (403 with a visitor token). */
const MEMBER_CODE_ANSWERS = { 200: DetailSchema, ...errorAnswers(400, 401, 403, 429) };
const CODE_ANSWERS = { 200: DetailSchema, ...errorAnswers(400, 401, 429) };
const EXISTS_ANSWERS = { 200: ExistsSchema, ...errorAnswers(400, 401, 429) };
const bearer = [{ bearerAuth: [] }];

export const otpRoutes: FastifyPluginAsyncZod = async (api) => {
  api.post(
    '/otp/mobile/generate',
    {
      config: { rateLimit: strictLimit(api, 10) },
      schema: {
        tags: ['OTP'],
        summary: "Text a 6-digit code to the member's mobile number",
        security: bearer,
        body: MobileOtpGenerateSchema,
        response: MEMBER_CODE_ANSWERS,
      },
    },
    async (request) => {
      await generateMobileCode(api.deps, { actor: request.auth, phone: request.body.phone_number, lang: request.lang });
      return { detail: translate(request.lang, 'success.otp_sent_mobile') };
    },
  );

  api.post(
    '/otp/mobile/verify',
    {
      config: { rateLimit: strictLimit(api, 20) },
      schema: {
        tags: ['OTP'],
        summary: 'Verify the code; the number becomes the verified mobile number',
        security: bearer,
        body: MobileOtpVerifySchema,
        response: MEMBER_CODE_ANSWERS,
      },
    },
    async (request) => {
      await verifyMobileCode(api.deps, { actor: request.auth, phone: request.body.phone_number, code: request.body.code });
      return { detail: translate(request.lang, 'success.mobile_verified') };
    },
  );

  api.post(
    '/otp/email/generate',
    {
      config: { rateLimit: strictLimit(api, 10) },
      schema: { tags: ['OTP'], summary: 'Email a 6-digit code', security: bearer, body: EmailOtpGenerateSchema, response: CODE_ANSWERS },
    },
    async (request) => {
      await generateEmailCode(api.deps, { actor: request.auth, email: request.body.email, lang: request.lang });
      return { detail: translate(request.lang, 'success.otp_sent_email') };
    },
  );

  api.post(
    '/otp/email/verify',
    {
      config: { rateLimit: strictLimit(api, 20) },
      schema: {
        tags: ['OTP'],
        summary: "Verify an emailed code (a member's own address becomes verified)",
        security: bearer,
        body: EmailOtpVerifySchema,
        response: CODE_ANSWERS,
      },
    },
    async (request) => {
      await verifyEmailCode(api.deps, { actor: request.auth, email: request.body.email, code: request.body.code });
      return { detail: translate(request.lang, 'success.email_verified') };
    },
  );

  api.post(
    '/check-email-exists',
    {
      config: { rateLimit: strictLimit(api, 30) },
      schema: {
        tags: ['OTP'],
        summary: 'Is an account registered with this email?',
        security: bearer,
        body: CheckEmailSchema,
        response: EXISTS_ANSWERS,
      },
    },
    async (request) => ({ exists: await emailIsRegistered(api.deps, request.body.email) }),
  );

  api.post(
    '/check-phone-exists',
    {
      config: { rateLimit: strictLimit(api, 30) },
      schema: { tags: ['OTP'], summary: 'Is this mobile number on a profile?', security: bearer, body: CheckPhoneSchema, response: EXISTS_ANSWERS },
    },
    async (request) => ({ exists: await phoneIsRegistered(api.deps, request.body.phone_number) }),
  );
};
