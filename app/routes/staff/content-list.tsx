import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '#common/constants.ts';
import { type AnyContentAnswer, type ContentKind, contentTitle, type LocalizedText } from '#common/staff-content.ts';
import { pageMeta } from '../../components/page-meta.ts';
import { Link } from '../../components/router-links.tsx';
import { apiClient } from '../../lib/api.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import { contentKind, staffMust } from '../../lib/staff-content.server.ts';
import type { Route } from './+types/content-list';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const kind = contentKind(params);
  const [page, t] = await Promise.all([
    apiClient(context, request)
      .get(`staff/content/${kind}`)
      .then((res) => staffMust(res)),
    serverT(context),
  ]);
  return { kind, records: page.results, meta: { title: t(`staff:contentAdmin.kinds.${kind}`), noindex: true } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** The languages a record has every text in (English is always there). */
function languagesFilled(record: AnyContentAnswer) {
  const texts = Object.values(record).filter((v): v is LocalizedText => typeof v === 'object' && v !== null && 'en' in v);
  return LANGUAGES.filter((lang) => texts.every((text) => text[lang].trim() !== ''));
}

/** A short line of what matters most about a record, beside its title. */
function facts(kind: ContentKind, record: AnyContentAnswer, t: TFunction<'staff'>): string[] {
  const r = record as Record<string, unknown>;
  const out: string[] = [];
  if (kind === 'faq') out.push(t(`contentAdmin.choices.group.${r.group}`));
  if (kind === 'videos')
    out.push(t(`contentAdmin.choices.category.${r.category}`), r.members_only ? t('contentAdmin.fields.members_only') : t('contentAdmin.public'));
  if (kind === 'platform-events') out.push(String(r.starts_at).slice(0, 10), t('contentAdmin.applications_count', { count: r.applications }));
  if (kind === 'testimonials') out.push('★'.repeat(Number(r.rating)));
  return out;
}

const isOff = (record: AnyContentAnswer) => {
  const r = record as Record<string, unknown>;
  return r.is_published === false || r.is_active === false;
};

export default function StaffContentListPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('staff');
  const { kind, records } = loaderData;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/staff/content">
        {t('contentAdmin.back')}
      </Anchor>
      <Group justify="space-between">
        <Title order={1}>{t(`contentAdmin.kinds.${kind}`)}</Title>
        <Button component={Link} to={`/staff/content/${kind}/new`}>
          {t('contentAdmin.new')}
        </Button>
      </Group>
      {records.length === 0 ? (
        <Text c="dimmed">{t('contentAdmin.none')}</Text>
      ) : (
        <Stack gap={0} data-testid="content-list" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {records.map((record) => {
            const filled = languagesFilled(record);
            return (
              <Group
                key={record.id}
                component="li"
                justify="space-between"
                align="flex-start"
                gap="xs"
                py="sm"
                style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
              >
                <Stack gap={2} style={{ flex: '1 1 280px', minWidth: 0 }}>
                  <Group gap="xs">
                    <Anchor component={Link} to={`/staff/content/${kind}/${record.id}`} fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {contentTitle(kind, record)}
                    </Anchor>
                    {isOff(record) ? (
                      <Badge color="gray" variant="light">
                        {t('contentAdmin.hidden_from_site')}
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {facts(kind, record, t).join(' · ')}
                  </Text>
                </Stack>
                <Group gap={4} wrap="nowrap">
                  {LANGUAGES.map((lang) => (
                    <Badge key={lang} variant={filled.includes(lang) ? 'filled' : 'outline'} color={filled.includes(lang) ? 'teal.9' : 'gray'} size="sm">
                      {lang}
                    </Badge>
                  ))}
                </Group>
              </Group>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
