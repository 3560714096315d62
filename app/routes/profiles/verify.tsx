import { Anchor, Avatar, Button, Card, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconClockX, IconHelpCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { data, redirect } from 'react-router';
import type { RegisteredListing, RegistryState } from '#common/credentials.ts';
import { Facts } from '../../components/directory/profile-parts.tsx';
import { LightBadge, LightGroup } from '../../components/light.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { Form, Link } from '../../components/router-links.tsx';
import { failedPage } from '../../lib/api.server.ts';
import { directoryApi } from '../../lib/directory.server.ts';
import { formatDate } from '../../lib/directory-format.ts';
import { serverT } from '../../lib/i18n.server.ts';
import type { Route } from './+types/verify';

// Anyone checks a registry card (docs/decisions/0036-registry-cards.md): its QR code opens this page,
// which says in one line whether the registration is valid today, expired, suspended or not listed,
// with the registration's public facts. Server-rendered and a plain GET form, so it works on any
// phone without JavaScript; never cached, since the answer is the state at the moment of asking.

type Listing = RegisteredListing & { member_since_label: string; valid_until_label: string; hours_label: string };
type Outcome =
  | { kind: 'checked'; code: string; state: RegistryState; checkedOn: string; listing: Listing | null }
  | { kind: 'unknown'; code: string }
  | { kind: 'malformed'; code: string; message: string }
  | null;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const t = await serverT(context);
  const meta = { title: t('credentials:verify.title'), noindex: true };
  const typed = new URL(request.url).searchParams.get('code');
  // The form sends ?code=…; the answer lives at the code's own address (the one its QR code holds).
  if (!params.code && typed?.trim()) throw redirect(`/verify/${encodeURIComponent(typed.trim().slice(0, 40))}`);
  if (!params.code) return { meta, outcome: null as Outcome };
  const { api, lang } = directoryApi(context, request);
  const code = params.code.slice(0, 40);
  const res = await api.get('verify/{code}/', { params: { code } });
  if (res.status === 400) {
    const message = (Array.isArray(res.data.code) && String(res.data.code[0])) || t('credentials:validation.code');
    return data({ meta, outcome: { kind: 'malformed', code, message } as Outcome }, { status: 400 });
  }
  if (res.status === 404) return data({ meta, outcome: { kind: 'unknown', code } as Outcome }, { status: 404 });
  if (!res.ok) throw failedPage(res);
  const v = res.data;
  const listing: Listing | null = v.listing && {
    ...v.listing,
    member_since_label: formatDate(lang, v.listing.member_since),
    valid_until_label: v.listing.lifetime ? t('credentials:card.lifetime') : formatDate(lang, v.listing.valid_until),
    hours_label: v.listing.registration_hours ? t('credentials:hours', { hours: v.listing.registration_hours }) : '',
  };
  const outcome: Outcome = { kind: 'checked', code: v.code, state: v.state, checkedOn: formatDate(lang, v.checked_at.slice(0, 10)), listing };
  return { meta: { ...meta, title: listing ? `${listing.name} · ${meta.title}` : meta.title }, outcome };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

const LOOK: Record<RegistryState | 'unknown' | 'malformed', { color: string; icon: ReactNode }> = {
  valid: { color: 'teal.9', icon: <IconCircleCheck size={40} aria-hidden /> },
  expired: { color: 'orange.9', icon: <IconClockX size={40} aria-hidden /> },
  suspended: { color: 'red.9', icon: <IconCircleX size={40} aria-hidden /> },
  not_listed: { color: 'red.9', icon: <IconCircleX size={40} aria-hidden /> },
  unknown: { color: 'yellow.9', icon: <IconHelpCircle size={40} aria-hidden /> },
  malformed: { color: 'yellow.9', icon: <IconAlertTriangle size={40} aria-hidden /> },
};
const cssColor = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;

export default function VerifyPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('credentials');
  const { outcome } = loaderData;
  return (
    <Container size="sm" py="xl" px="md">
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 32 }}>
          {t('verify.title')}
        </Title>
        {outcome && <Result outcome={outcome} />}
        <Text c="dimmed">{t('verify.intro')}</Text>
        <Form method="get" action="/verify">
          <Group align="flex-end" gap="sm">
            <TextInput
              name="code"
              label={t('verify.code_label')}
              defaultValue={outcome?.code ?? ''}
              placeholder="ABCDE-FGHJK"
              required
              maxLength={40}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              style={{ flex: 1, minWidth: 180 }}
            />
            <Button type="submit">{t('verify.check')}</Button>
          </Group>
        </Form>
      </Stack>
    </Container>
  );
}

function Result({ outcome }: { outcome: NonNullable<Route.ComponentProps['loaderData']['outcome']> }) {
  const { t } = useTranslation('credentials');
  const state = outcome.kind === 'checked' ? outcome.state : outcome.kind;
  const look = LOOK[state];
  const text = outcome.kind === 'malformed' ? outcome.message : t(`verify.states.${state}.text`);
  return (
    <Card withBorder radius="md" padding={0} data-testid="verify-result" data-state={state} style={{ borderTop: `6px solid ${cssColor(look.color)}` }}>
      <Stack gap="md" p="lg">
        <Group gap="sm" wrap="nowrap" align="flex-start" c={look.color}>
          {look.icon}
          <Stack gap={2} miw={0}>
            <Text component="p" fw={700} fz={{ base: 22, sm: 26 }} lh={1.25} m={0} role="status">
              {t(`verify.states.${state}.title`)}
            </Text>
            <Text size="sm" c="dark">
              {text}
            </Text>
          </Stack>
        </Group>
        {outcome.kind === 'checked' && outcome.listing && <ListingFacts listing={outcome.listing} />}
        {outcome.kind === 'checked' && (
          <Text size="xs" c="dimmed">
            {t('verify.checked_on', { date: outcome.checkedOn })} · {t('card.code')} {outcome.code}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function ListingFacts({ listing }: { listing: Listing }) {
  const { t } = useTranslation('credentials');
  return (
    <Stack gap="md">
      <Group gap="md" wrap="nowrap" align="center">
        <Avatar src={listing.photo} alt="" size={72} radius={listing.kind === 'teacher' ? 72 : 'md'} />
        <Stack gap={2} miw={0}>
          <Text fw={700} size="lg" lh={1.3} style={{ overflowWrap: 'anywhere' }} data-testid="verify-name">
            {listing.name}
          </Text>
          {listing.local_name && <Text size="sm">{listing.local_name}</Text>}
          <Text size="sm" c="dimmed">
            {t(`kinds.${listing.kind}`)}
          </Text>
        </Stack>
      </Group>
      <Facts
        items={[
          [
            t('card.levels'),
            listing.levels.length || listing.hours_label ? (
              <LightGroup gap={6} key="levels">
                {listing.levels.map((level) => (
                  <LightBadge key={level} color="brand" variant="outline" radius="sm" tt="none">
                    {level}
                  </LightBadge>
                ))}
                {listing.hours_label}
              </LightGroup>
            ) : null,
          ],
          [t('card.number'), listing.registration_number],
          [t('card.member_since'), listing.member_since_label],
          [t('card.valid_until'), listing.valid_until_label],
        ]}
      />
      {listing.profile_url && (
        <Anchor component={Link} to={listing.profile_url} fw={600}>
          {t('verify.view_profile')}
        </Anchor>
      )}
    </Stack>
  );
}
