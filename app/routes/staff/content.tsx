import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONTENT_KINDS } from '#common/staff-content.ts';
import { pageMeta } from '../../components/page-meta.ts';
import { Link } from '../../components/router-links.tsx';
import { serverT } from '../../lib/i18n.server.ts';
import type { Route } from './+types/content';

export async function loader({ context }: Route.LoaderArgs) {
  const t = await serverT(context);
  return { meta: { title: t('staff:contentAdmin.title'), noindex: true } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

const SECTIONS = [...CONTENT_KINDS, 'fees', 'ratings'] as const;

/** What the office can edit on the public site. */
export default function StaffContentPage() {
  const { t } = useTranslation('staff');
  return (
    <Stack gap="lg">
      <Title order={1}>{t('contentAdmin.title')}</Title>
      <Text c="dimmed">{t('contentAdmin.intro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {SECTIONS.map((section) => (
          <Card key={section} component={Link} to={`/staff/content/${section}`} withBorder padding="lg" radius="md">
            <Text fw={600}>{t(`contentAdmin.kinds.${section}`)}</Text>
            <Text size="sm" c="dimmed">
              {t(`contentAdmin.about.${section}`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
