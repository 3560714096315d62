import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Certificate } from '#common/certificates.ts';
import { Link } from '../router-links.tsx';

export type CertificateView = Certificate & { dates_label: string };

/**
 * The member's continuing-education hours (issue 13): the certificates of attendance of CE events the
 * schools marked as attended, each with its PDF and public check, and the hours in all.
 */
export function CeHours({ totalHours, certificates }: { totalHours: number; certificates: CertificateView[] }) {
  const { t } = useTranslation('listing');
  return (
    <Card withBorder padding="lg" id="ce-hours" data-testid="ce-hours">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4">
            {t('certificates.section_title')}
          </Title>
          <Text fw={700} c="teal.9" data-testid="ce-total">
            {t('certificates.total', { count: totalHours, hours: totalHours })}
          </Text>
        </Group>
        {certificates.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('certificates.none')}
          </Text>
        ) : (
          <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {certificates.map((c) => (
              <Group
                key={c.code}
                component="li"
                justify="space-between"
                align="flex-start"
                wrap="nowrap"
                gap="sm"
                py="xs"
                style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
                data-testid="ce-certificate"
              >
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    {c.event_subject}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {c.school_name} · {c.dates_label}
                  </Text>
                  <Group gap="sm">
                    <Anchor component={Link} to={`/certificates/${c.code}`} size="xs" ff="monospace" aria-label={`${t('certificates.fields.code')} ${c.code}`}>
                      {c.code}
                    </Anchor>
                    {c.booking !== null && (
                      <Anchor href={`/bookings/${c.booking}/certificate.pdf`} size="xs" download>
                        {t('certificates.download')}
                      </Anchor>
                    )}
                  </Group>
                </Stack>
                <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                  {t('certificates.item_hours', { hours: c.hours })}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
