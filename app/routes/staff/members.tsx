import { Anchor, Badge, Button, Group, ScrollArea, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { pageFromUrl } from '#common/fields.ts';
import { Pager } from '../../components/directory/pager.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { Form, Link } from '../../components/router-links.tsx';
import { apiClient } from '../../lib/api.server.ts';
import { formatDate } from '../../lib/directory-format.ts';
import { serverT } from '../../lib/i18n.server.ts';
import type { Route } from './+types/members';

const PAGE_SIZE = 25;

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = url.searchParams.get('q')?.trim() ?? '';
  const page = pageFromUrl(url.searchParams.get('page'));
  const [res, t] = await Promise.all([apiClient(context, request).get('staff/members', { query: { q, page, page_size: PAGE_SIZE } }), serverT(context)]);
  // Not staff, or a page past the end (the API's 404): the not-found page.
  if (res.status === 403 || res.status === 404) throw data(null, { status: 404 });
  return { q, page, members: res.ok ? res.data : null, meta: { title: t('staff:members.title'), noindex: true } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function StaffMembersPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('staff');
  const { members, q, page } = loaderData;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('members.title')}</Title>
      <Form method="get" role="search">
        <Group align="flex-end" gap="sm">
          <TextInput name="q" label={t('members.search')} placeholder={t('members.search_hint')} defaultValue={q} style={{ flex: 1, minWidth: 200 }} />
          <Button type="submit">{t('applications.apply_filters')}</Button>
        </Group>
      </Form>
      {!members ? (
        <Text c="red" role="alert">
          {t('members.bad_search')}
        </Text>
      ) : members.count === 0 ? (
        <Text c="dimmed">{t('members.none')}</Text>
      ) : (
        <>
          <ScrollArea type="auto" offsetScrollbars>
            <Table striped highlightOnHover miw={720} data-testid="staff-members">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('members.name')}</Table.Th>
                  <Table.Th>{t('fields.email')}</Table.Th>
                  <Table.Th>{t('members.joined')}</Table.Th>
                  <Table.Th>{t('members.access')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {members.results.map((m) => (
                  <Table.Tr key={m.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/staff/members/${m.id}`} fw={500}>
                        {m.deleted_at ? t('account:staff.deleted_member') : m.name || m.username}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {m.deleted_at ? null : m.username}
                      </Text>
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{m.deleted_at ? null : m.email}</Table.Td>
                    <Table.Td>{formatDate(i18n.language, m.date_joined.slice(0, 10))}</Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {m.is_staff ? <Badge color="grape.9">{t('members.staff')}</Badge> : null}
                        {m.deleted_at ? (
                          <Badge color="gray.7">{t('account:staff.deleted')}</Badge>
                        ) : m.is_active ? null : (
                          <Badge color="red.9">{t('members.inactive')}</Badge>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          <Pager page={page} pages={Math.max(1, Math.ceil(members.count / PAGE_SIZE))} />
        </>
      )}
    </Stack>
  );
}
