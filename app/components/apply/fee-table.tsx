import { Anchor, Card, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FeePage } from '#common/content.ts';
import { formatMoney } from '../content/format.ts';
import { Link } from '../router-links.tsx';

/** The registration fees of one audience in the visitor's currency (the fee table of /fee-details). */
export function FeeTable({ fees, audience }: { fees: FeePage; audience: 'school' | 'teacher' }) {
  const { t, i18n } = useTranslation('apply');
  const rows = fees.results.filter((f) => f.audience === audience);
  const money = (amount: number | null) => (amount == null ? '—' : formatMoney(amount, fees.currency, i18n.language));
  return (
    <Stack gap="xs">
      <Card withBorder padding={0} data-testid="fee-table">
        <Table.ScrollContainer minWidth={0}>
          <Table striped verticalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fee_registration')}</Table.Th>
                <Table.Th ta="right">{t('membership_annual')}</Table.Th>
                <Table.Th ta="right">{t('membership_lifetime')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((fee) => (
                <Table.Tr key={fee.code}>
                  <Table.Td>{fee.name}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {money(fee.amounts.annual)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {money(fee.amounts.lifetime)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      <Text size="xs" c="dimmed">
        {t('fee_note', { currency: fees.currency })}{' '}
        <Anchor component={Link} to="/fee-details" size="xs">
          {t('fee_details')}
        </Anchor>
      </Text>
    </Stack>
  );
}

/** Short lists side by side on wide screens, one under the other on a phone. */
export function TwoColumns({ children }: { children: React.ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      {children}
    </SimpleGrid>
  );
}
