import { Table, Text } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Graduate } from '#common/directory.ts';
import { LightTd, LightTh, LightTr } from '../light.tsx';
import { Link } from '../router-links.tsx';

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
      <LightTh aria-sort={active ? (descending ? 'descending' : 'ascending') : 'none'}>
        <Link to={`${location.pathname}?${q}#graduates`} preventScrollReset className="dir-sort" title={t('sort_by', { column: label })}>
          {label} <Icon size={14} aria-hidden />
        </Link>
      </LightTh>
    );
  };
  const cells = {
    number: t('graduate_number'),
    name: t('graduate_name'),
    date: t('graduation_date'),
    level: t('graduate_level'),
  };
  // On a phone each row becomes a card and the header a line of sort links (app.css, .stack-table).
  return (
    <Table striped highlightOnHover className="stack-table" data-testid="graduates">
      <Table.Thead>
        <LightTr data-label={t('sort_label')}>
          {header('number', cells.number)}
          {header('name', cells.name)}
          {header('date', cells.date)}
          <LightTh className="stack-table-plain">{cells.level}</LightTh>
        </LightTr>
      </Table.Thead>
      <Table.Tbody>
        {graduates.map((g) => (
          <LightTr key={g.id}>
            <LightTd data-label={cells.number}>{g.graduate_number}</LightTd>
            <LightTd data-label={cells.name}>{g.name}</LightTd>
            <LightTd data-label={cells.date}>{g.date_label}</LightTd>
            <LightTd data-label={cells.level}>
              {[...g.teacher_level.map((l) => `${l}h`), ...g.style_of_yoga.map((s) => t(`styles_list.${s}`))].join(' · ')}
            </LightTd>
          </LightTr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
