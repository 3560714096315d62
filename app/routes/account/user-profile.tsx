import { parseWithZod } from '@conform-to/zod/v4';
import { Container, Grid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import { MobileOtpGenerateSchema, MobileOtpVerifySchema } from '#common/auth.ts';
import { PLACES_PAGE_SIZE_MAX } from '#common/constants.ts';
import { AccountDeletionSchema } from '#common/member-data.ts';
import { ProfileUpdateSchema } from '#common/profile.ts';
import { pageMeta } from '../../components/page-meta.ts';
import { AvatarCard } from '../../components/profile/avatar-card.tsx';
import { BasicInfoForm } from '../../components/profile/basic-info-form.tsx';
import { MobileVerification } from '../../components/profile/mobile-verification.tsx';
import { YourData } from '../../components/profile/your-data.tsx';
import { OutcomeToast } from '../../components/toast.tsx';
import { apiClient, failedPage, requireSession } from '../../lib/api.server.ts';
import { saveAvatar } from '../../lib/avatar.server.ts';
import { refusal } from '../../lib/form-reply.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import { webStateContext } from '../../lib/web-state.server.ts';
import type { Route } from './+types/user-profile';

const PROFILE_FIELDS = Object.keys(ProfileUpdateSchema.shape);

export async function loader({ context, request }: Route.LoaderArgs) {
  requireSession(context, request);
  const api = apiClient(context, request);
  const [profile, countries, dataExport] = await Promise.all([
    api.get('user-profile/'),
    api.get('cities_light/countries/', { query: { page_size: PLACES_PAGE_SIZE_MAX } }),
    api.get('user-profile/export/'),
  ]);
  if (!profile.ok) throw failedPage(profile);
  const country = profile.data.region_country ?? profile.data.country_of_residence;
  const regions = country ? await api.get('cities_light/regions/', { query: { country, page_size: PLACES_PAGE_SIZE_MAX } }) : null;
  // Sessions started before a photo change (or on another device) catch up here, so the header matches.
  const state = context.get(webStateContext);
  if (state.session && (state.session.user.avatar ?? null) !== profile.data.profile.avatar) {
    state.setSession({ ...state.session, user: { ...state.session.user, avatar: profile.data.profile.avatar } });
  }
  const t = await serverT(context);
  return {
    meta: { title: t('member.profile') },
    profile: profile.data,
    countries: countries.ok ? countries.data.results.map((c) => ({ value: c.code2, label: c.name })) : [],
    regions: regions?.ok ? regions.data.results.map((r) => ({ value: String(r.id), label: r.name })) : [],
    dataExport: dataExport.ok ? dataExport.data : null,
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ request, context }: Route.ActionArgs) {
  requireSession(context, request);
  const api = apiClient(context, request);
  const t = await serverT(context);
  // The avatar form says what it is in its address, so its body can go on to the API unread.
  if (new URL(request.url).searchParams.get('intent') === 'avatar') return saveAvatar(context, api, t, request);
  const formData = await request.formData();
  const intent = formData.get('intent');

  if (intent === 'send_code' || intent === 'verify_code') {
    const schema = intent === 'send_code' ? MobileOtpGenerateSchema : MobileOtpVerifySchema;
    const submission = parseWithZod(formData, { schema });
    // After a refused code the code field stays, for the number it was sent to.
    const tried = intent === 'verify_code' && typeof formData.get('phone_number') === 'string' ? String(formData.get('phone_number')) : null;
    if (submission.status !== 'success') return { intent, result: submission.reply(), codeSent: tried, toast: null };
    const res = await api.post(intent === 'send_code' ? 'otp/mobile/generate' : 'otp/mobile/verify', { json: submission.value });
    // The verify form shows only the code field: a message about the number becomes the toast.
    if (!res.ok) return { intent, codeSent: tried, ...refusal(t, submission, res, { fields: intent === 'send_code' ? ['phone_number'] : ['code'] }) };
    return {
      intent,
      result: submission.reply(intent === 'verify_code' ? { resetForm: true } : undefined),
      codeSent: intent === 'send_code' ? submission.value.phone_number : null,
      toast: { type: 'success' as const, message: res.data.detail },
    };
  }

  if (intent === 'export') {
    const res = await api.post('user-profile/export/');
    const message = res.ok ? res.data.detail : typeof res.data.detail === 'string' ? res.data.detail : t('messages:errors.something_wrong');
    return { intent, toast: { type: res.ok ? ('success' as const) : ('error' as const), message } };
  }

  if (intent === 'delete_account') {
    const fields = ['password', 'confirmation'];
    const submission = parseWithZod(formData, { schema: AccountDeletionSchema });
    if (submission.status !== 'success') return { intent, result: submission.reply({ hideFields: ['password'] }), toast: null };
    const res = await api.delete('user-profile/', { json: submission.value });
    if (!res.ok) return { intent, ...refusal(t, submission, res, { fields, hideFields: ['password'] }) };
    // The API ended every token of the account: the session goes too, and the goodbye shows on the home page.
    const state = context.get(webStateContext);
    state.setSession(null);
    state.setFlash({ type: 'success', message: res.data.detail });
    throw redirect('/');
  }

  const submission = parseWithZod(formData, { schema: ProfileUpdateSchema });
  if (submission.status !== 'success') return { intent: 'profile', result: submission.reply(), toast: null };
  const res = await api.patch('user-profile/', { json: { email_notifications: false, ...submission.value } });
  if (!res.ok) return { intent: 'profile', ...refusal(t, submission, res, { fields: PROFILE_FIELDS, fallbackKey: 'messages:errors.unsaved' }) };
  const state = context.get(webStateContext);
  if (state.session) state.setSession({ ...state.session, user: { ...state.session.user, first_name: res.data.first_name, last_name: res.data.last_name } });
  return { intent: 'profile', result: submission.reply(), toast: { type: 'success' as const, message: t('messages:success.data_saved') } };
}

export default function UserProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { profile } = loaderData;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('member.profile')}</Title>
        <OutcomeToast toast={actionData?.toast} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <AvatarCard profile={profile} />
              <MobileVerification
                profile={profile}
                sendResult={actionData?.intent === 'send_code' ? actionData.result : undefined}
                verifyResult={actionData?.intent === 'verify_code' ? actionData.result : undefined}
                codeSent={actionData && 'codeSent' in actionData ? (actionData.codeSent ?? null) : null}
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <BasicInfoForm
                profile={profile}
                countries={loaderData.countries}
                regions={loaderData.regions}
                lastResult={actionData?.intent === 'profile' ? actionData.result : undefined}
              />
              <YourData
                dataExport={loaderData.dataExport}
                hasPassword={profile.has_password}
                deleteResult={actionData?.intent === 'delete_account' && 'result' in actionData ? actionData.result : undefined}
              />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
