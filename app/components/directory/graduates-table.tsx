import { Table, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Graduate } from '../../lib/directory-types.ts';

type Column = 'number' | 'name' | 'date';

/** Graduates sortable by number, name or date in both directions, through links (works without JavaScript). */
export function GraduatesTable({ graduates, ordering }: { graduates: (Graduate & { date_label: string })[]; ordering: string }) {
  const { t } = useTranslation('directory');
  const location = useLocation();
  if (!graduates.length) return <Text c="dimmed">{t('no_graduates')}</Text>;
  const header = (column: Column, label: string) => {
    const active = ordering.replace('-', '') === column;
    const descending = ordering.startsWith('-');
    const next = active && !descending ? `-${column}` : column;
    const q = new URLSearchParams(location.search);
    q.set('gsort', next);
    q.delete('gpage');
    const Icon = !active ? IconArrowsSort : descending ? IconArrowDown : IconArrowUp;
    return (
      <Table.Th aria-sort={active ? (descending ? 'descending' : 'ascending') : 'none'}>
        <Link to={`${location.pathname}?${q}#graduates`} preventScrollReset className="dir-sort" title={t('sort_by', { column: label })}>
          {label} <Icon size={14} aria-hidden />
        </Link>
      </Table.Th>
    );
  };
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped highlightOnHover data-testid="graduates">
        <Table.Thead>
          <Table.Tr>
            {header('number', t('graduate_number'))}
            {header('name', t('graduate_name'))}
            {header('date', t('graduation_date'))}
            <Table.Th>{t('graduate_level')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {graduates.map((g) => (
            <Table.Tr key={g.id}>
              <Table.Td>{g.graduate_number}</Table.Td>
              <Table.Td>{g.name}</Table.Td>
              <Table.Td>{g.date_label}</Table.Td>
              <Table.Td>{[...g.teacher_level.map((l) => `${l}h`), ...g.style_of_yoga.map((s) => t(`styles_list.${s}`))].join(' · ')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
