import { parseWithZod } from '@conform-to/zod/v4';
import { Container, Grid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MobileOtpGenerateSchema, MobileOtpVerifySchema } from '#common/auth.ts';
import { PLACES_PAGE_SIZE_MAX } from '#common/constants.ts';
import { ProfileUpdateSchema } from '#common/profile.ts';
import { pageMeta } from '../../components/page-meta.ts';
import { AvatarCard } from '../../components/profile/avatar-card.tsx';
import { BasicInfoForm } from '../../components/profile/basic-info-form.tsx';
import { MobileVerification } from '../../components/profile/mobile-verification.tsx';
import type { ProfileData } from '../../components/profile/types.ts';
import { useFlashToast } from '../../components/toast.tsx';
import { apiClient, requireSession } from '../../lib/api.server.ts';
import { apiMessage, replyFromApi } from '../../lib/form-reply.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import { webStateContext } from '../../lib/web-state.server.ts';
import type { Route } from './+types/user-profile';

const PROFILE_FIELDS = Object.keys(ProfileUpdateSchema.shape);

export async function loader({ context, request }: Route.LoaderArgs) {
  requireSession(context, request);
  const api = apiClient(context, request);
  const [profile, countries] = await Promise.all([
    api.get<ProfileData>('user-profile/'),
    api.get<{ results: { code2: string; name: string }[] }>('cities_light/countries/', { query: { page_size: PLACES_PAGE_SIZE_MAX } }),
  ]);
  if (!profile.ok) throw new Response('Profile unavailable', { status: profile.status === 404 ? 404 : 503 });
  const country = profile.data.region_country ?? profile.data.country_of_residence;
  const regions = country
    ? await api.get<{ results: { id: number; name: string }[] }>('cities_light/regions/', { query: { country, page_size: PLACES_PAGE_SIZE_MAX } })
    : null;
  const t = await serverT(context);
  return {
    meta: { title: t('member.profile') },
    profile: profile.data,
    countries: countries.ok ? countries.data.results.map((c) => ({ value: c.code2, label: c.name })) : [],
    regions: regions?.ok ? regions.data.results.map((r) => ({ value: String(r.id), label: r.name })) : [],
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ request, context }: Route.ActionArgs) {
  requireSession(context, request);
  const api = apiClient(context, request);
  const t = await serverT(context);
  const formData = await request.formData();
  const intent = formData.get('intent');

  if (intent === 'avatar') {
    const file = formData.get('avatar');
    if (!(file instanceof File) || file.size === 0) return { intent, toast: { type: 'error' as const, message: t('messages:errors.avatar_type') } };
    const body = new FormData();
    body.set('avatar', file, file.name);
    const res = await api.patch('user-profile/', { multipart: body });
    const detail = res.ok ? null : ((res.data.avatar as string[] | undefined)?.[0] ?? t('messages:errors.upload_avatar'));
    return { intent, toast: res.ok ? { type: 'success' as const, message: t('messages:success.saved') } : { type: 'error' as const, message: detail as string } };
  }

  if (intent === 'send_code' || intent === 'verify_code') {
    const schema = intent === 'send_code' ? MobileOtpGenerateSchema : MobileOtpVerifySchema;
    // Keep the code field on screen after a failed attempt once a code was sent.
    const previouslySent = typeof formData.get('code_sent') === 'string' ? String(formData.get('code_sent')) : null;
    const submission = parseWithZod(formData, { schema });
    if (submission.status !== 'success') return { intent, result: submission.reply(), codeSent: previouslySent };
    const res = await api.post<{ detail: string }>(intent === 'send_code' ? 'otp/mobile/generate' : 'otp/mobile/verify', { json: submission.value });
    if (!res.ok) {
      return {
        intent,
        result: replyFromApi(submission, res, ['phone_number', 'code']),
        codeSent: previouslySent,
        toast: { type: 'error' as const, message: apiMessage(res, t('messages:errors.something_wrong')) },
      };
    }
    return {
      intent,
      result: submission.reply(intent === 'verify_code' ? { resetForm: true } : undefined),
      codeSent: intent === 'send_code' ? submission.value.phone_number : null,
      toast: { type: 'success' as const, message: res.data.detail },
    };
  }

  const submission = parseWithZod(formData, { schema: ProfileUpdateSchema });
  if (submission.status !== 'success') return { intent: 'profile', result: submission.reply(), toast: { type: 'error' as const, message: t('messages:errors.unsaved') } };
  const res = await api.patch<ProfileData>('user-profile/', { json: { email_notifications: false, ...submission.value } });
  if (!res.ok) return { intent: 'profile', result: replyFromApi(submission, res, PROFILE_FIELDS), toast: { type: 'error' as const, message: t('messages:errors.unsaved') } };
  const state = context.get(webStateContext);
  if (state.session) state.setSession({ ...state.session, user: { ...state.session.user, first_name: res.data.first_name, last_name: res.data.last_name } });
  return { intent: 'profile', result: submission.reply(), toast: { type: 'success' as const, message: t('messages:success.data_saved') } };
}

export default function UserProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  useFlashToast(actionData?.toast);
  const { profile } = loaderData;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('member.profile')}</Title>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <AvatarCard profile={profile} />
              <MobileVerification
                profile={profile}
                lastResult={actionData?.intent === 'send_code' || actionData?.intent === 'verify_code' ? actionData.result : undefined}
                codeSent={actionData && 'codeSent' in actionData ? (actionData.codeSent ?? null) : null}
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <BasicInfoForm
              profile={profile}
              countries={loaderData.countries}
              regions={loaderData.regions}
              lastResult={actionData?.intent === 'profile' ? actionData.result : undefined}
            />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
