import { Anchor, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Certificate } from '#common/certificates.ts';

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
          <Text fw={700} c="teal.8" data-testid="ce-total">
            {t('certificates.total', { hours: totalHours })}
          </Text>
        </Group>
        {certificates.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('certificates.none')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('certificates.fields.event')}</Table.Th>
                  <Table.Th>{t('certificates.fields.dates')}</Table.Th>
                  <Table.Th ta="right">{t('certificates.fields.hours')}</Table.Th>
                  <Table.Th>{t('certificates.fields.code')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {certificates.map((c) => (
                  <Table.Tr key={c.code} data-testid="ce-certificate">
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {c.event_subject}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {c.school_name}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{c.dates_label}</Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Text size="sm">{t('certificates.item_hours', { hours: c.hours })}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={0}>
                        <Anchor component={Link} to={`/certificates/${c.code}`} size="sm" ff="monospace">
                          {c.code}
                        </Anchor>
                        {c.booking !== null && (
                          <Anchor href={`/bookings/${c.booking}/certificate.pdf`} size="xs" download>
                            PDF
                          </Anchor>
                        )}
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
