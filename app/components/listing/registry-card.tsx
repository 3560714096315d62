import { Anchor, Box, Button, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { verifyPath } from '#common/credential-codes.ts';
import type { RegistryCardView } from '../../lib/registry-card.server.ts';
import { Link } from '../router-links.tsx';

/**
 * The owner's registry card (docs/decisions/0036-registry-cards.md): what the PDF prints, with its QR
 * code (an SVG of the path the API drew from the check's address), the PDF to download and the public check.
 */
export function RegistryCardPanel({ card }: { card: RegistryCardView }) {
  const { t } = useTranslation('credentials');
  const levels = [...card.levels, card.registration_hours ? t('hours', { hours: card.registration_hours }) : null].filter(Boolean).join(' · ');
  const facts: [string, string | null][] = [
    [t('card.levels'), levels || null],
    [t('card.number'), card.registration_number],
    [t('card.member_since'), card.member_since_label || null],
    [t('card.valid_until'), card.valid_until_label || t('card.lifetime')],
  ];
  return (
    <Card withBorder padding="lg" id="registry-card" data-testid="registry-card">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('card.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('card.intro')}
        </Text>
        <Paper withBorder radius="md" maw={560} style={{ overflow: 'hidden', borderColor: 'var(--mantine-color-teal-9)' }}>
          <Box px="md" py="xs" bg="teal.9" c="white">
            <Text fw={700}>{t('common:brand.name')}</Text>
            <Text size="xs">{t('card.title')}</Text>
          </Box>
          <Group p="md" gap="md" align="flex-start" justify="space-between">
            <Stack gap={6} style={{ flex: '1 1 220px', minWidth: 0 }}>
              <Text size="xs" fw={700} c="teal.9">
                {t(`kinds.${card.kind}`)}
              </Text>
              <Text fw={700} size="lg" lh={1.25} style={{ overflowWrap: 'anywhere' }}>
                {card.name}
              </Text>
              {card.local_name && <Text size="sm">{card.local_name}</Text>}
              <Box component="dl" m={0} mt={4} style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))', gap: '6px 16px' }}>
                {facts
                  .filter(([, value]) => value)
                  .map(([label, value]) => (
                    <div key={label}>
                      <Text component="dt" size="xs" c="dimmed">
                        {label}
                      </Text>
                      <Text component="dd" m={0} size="sm" fw={600}>
                        {value}
                      </Text>
                    </div>
                  ))}
              </Box>
            </Stack>
            <Stack gap={4} align="center" style={{ flex: '0 0 auto' }}>
              <svg
                viewBox={`0 0 ${card.qr.size} ${card.qr.size}`}
                width={128}
                height={128}
                role="img"
                aria-label={t('card.qr_label', { url: card.verify_url })}
                shapeRendering="crispEdges"
                data-testid="registry-qr"
              >
                <rect width={card.qr.size} height={card.qr.size} fill="#fff" />
                <path d={card.qr.path} fill="#000" />
              </svg>
              <Text size="sm" fw={700} ff="monospace">
                {card.code}
              </Text>
            </Stack>
          </Group>
        </Paper>
        <Group gap="md">
          <Button component="a" href={card.download_url} download leftSection={<IconDownload size={18} aria-hidden />}>
            {t('card.download')}
          </Button>
          <Anchor component={Link} to={verifyPath(card.code)} size="sm">
            <Group gap={4} component="span">
              <IconShieldCheck size={16} aria-hidden />
              {t('card.open_check')}
            </Group>
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}
