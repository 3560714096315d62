import { Badge, Button, Card, Group, Modal, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher, useLocation } from 'react-router';
import type { OwnGraduate } from '#common/graduates.ts';
import { Pager } from '../directory/pager.tsx';
import { Link } from '../router-links.tsx';
import { useFlashToast } from '../toast.tsx';
import { ConfirmButton } from './confirm-button.tsx';
import { GraduateForm } from './graduate-form.tsx';
import { GraduateImport } from './graduate-import.tsx';

export type GraduateView = OwnGraduate & { date_label: string };
type Column = 'number' | 'name' | 'date';

type Props = {
  schoolId: number;
  graduates: GraduateView[];
  count: number;
  ordering: string;
  page: number;
  pages: number;
  action: string;
};

/** The school's graduates: add, edit, delete, import from CSV; sortable by number, date or name both ways. */
export function GraduatesManager({ schoolId, graduates, count, ordering, page, pages, action }: Props) {
  const { t } = useTranslation('listing');
  const [editing, setEditing] = useState<OwnGraduate | 'new' | null>(null);
  return (
    <Card withBorder padding="lg" id="graduates">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} size="h4">
              {t('graduates.title')}
            </Title>
            <Text size="sm" c="dimmed" data-testid="graduates-count">
              {t('graduates.count', { count })}
            </Text>
          </div>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} data-testid="graduate-add">
            {t('graduates.add')}
          </Button>
        </Group>
        <GraduateImport schoolId={schoolId} action={action} />
        {graduates.length === 0 ? (
          <Text c="dimmed">{t('graduates.empty')}</Text>
        ) : (
          <GraduatesTable graduates={graduates} ordering={ordering} action={action} onEdit={setEditing} />
        )}
        <Pager page={page} pages={pages} param="gpage" />
      </Stack>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? t('graduates.add') : t('graduates.edit')} size="lg">
        {editing !== null && (
          <GraduateForm
            key={editing === 'new' ? 'new' : editing.id}
            schoolId={schoolId}
            graduate={editing === 'new' ? null : editing}
            action={action}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
    </Card>
  );
}

function GraduatesTable({
  graduates,
  ordering,
  action,
  onEdit,
}: {
  graduates: GraduateView[];
  ordering: string;
  action: string;
  onEdit: (g: OwnGraduate) => void;
}) {
  const { t } = useTranslation('listing');
  const location = useLocation();
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
        <Link to={`${location.pathname}?${q}#graduates`} preventScrollReset className="dir-sort" title={t('graduates.sort_by', { column: label })}>
          {label} <Icon size={14} aria-hidden />
        </Link>
      </Table.Th>
    );
  };
  const cells = {
    number: t('graduates.number'),
    name: t('graduates.name'),
    date: t('graduates.date'),
    details: t('graduates.details'),
    claim: t('graduates.claim'),
    actions: t('graduates.actions'),
  };
  // On a phone each row becomes a card and the header a line of sort links (app.css, .stack-table).
  return (
    <Table striped className="stack-table" data-testid="own-graduates">
      <Table.Thead>
        <Table.Tr data-label={t('graduates.sort_label')}>
          {header('number', cells.number)}
          {header('name', cells.name)}
          {header('date', cells.date)}
          <Table.Th className="stack-table-plain">{cells.details}</Table.Th>
          <Table.Th className="stack-table-plain">{cells.claim}</Table.Th>
          <Table.Th className="stack-table-plain">
            <VisuallyHidden>{cells.actions}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {graduates.map((g) => (
          <GraduateRow key={g.id} graduate={g} cells={cells} action={action} onEdit={onEdit} />
        ))}
      </Table.Tbody>
    </Table>
  );
}

function GraduateRow({
  graduate: g,
  cells,
  action,
  onEdit,
}: {
  graduate: GraduateView;
  cells: Record<string, string>;
  action: string;
  onEdit: (g: OwnGraduate) => void;
}) {
  const { t } = useTranslation('listing');
  const fetcher = useFetcher<{ toast: { type: 'success' | 'error'; message: string } | null }>();
  useFlashToast(fetcher.data?.toast);
  const details = [
    ...g.teacher_level.map((l) => t('graduates.level_hours', { hours: l })),
    ...g.style_of_yoga.map((s) => t(`directory:styles_list.${s}`)),
    ...g.teacher_apply_type,
  ].join(' · ');
  return (
    <Table.Tr data-testid="graduate-row">
      <Table.Td data-label={cells.number}>{g.graduate_number}</Table.Td>
      <Table.Td data-label={cells.name}>{g.name}</Table.Td>
      <Table.Td data-label={cells.date}>{g.date_label}</Table.Td>
      <Table.Td data-label={cells.details}>{details || '—'}</Table.Td>
      <Table.Td data-label={cells.claim}>
        {g.claim ? (
          <Badge color={g.claim.status === 'confirmed' ? 'teal' : 'yellow'} variant="light" style={{ textTransform: 'none' }}>
            {t(`claims.status.${g.claim.status}`)}: {g.claim.member.name}
          </Badge>
        ) : (
          '—'
        )}
      </Table.Td>
      <Table.Td data-label={cells.actions}>
        <Group gap={4} wrap="nowrap">
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconPencil size={14} />}
            onClick={() => onEdit(g)}
            aria-label={t('graduates.edit_named', { name: g.name })}
          >
            {t('edit')}
          </Button>
          <ConfirmButton
            size="xs"
            variant="subtle"
            color="red"
            loading={fetcher.state !== 'idle'}
            label={<IconTrash size={14} />}
            aria-label={t('graduates.delete_named', { name: g.name })}
            question={g.claim ? t('graduates.delete_claimed_question') : t('graduates.delete_question')}
            confirmLabel={t('delete')}
            onConfirm={() => fetcher.submit({ intent: 'graduate_delete', graduate: String(g.id) }, { method: 'post', action })}
          />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
