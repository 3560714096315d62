import { Anchor, Badge, Button, Group, ScrollArea, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { APPLICATION_KINDS, APPLICATION_STATUSES } from '#common/applications.ts';
import { pageFromUrl } from '#common/fields.ts';
import { SCHOOL_STANDARD_CODES, TEACHER_STANDARD_CODES } from '#common/standards.ts';
import { Pager } from '../../components/directory/pager.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { Form, Link } from '../../components/router-links.tsx';
import { ApplicationStatusBadge } from '../../components/staff/status-badge.tsx';
import { apiClient } from '../../lib/api.server.ts';
import { countryOptions } from '../../lib/directory.server.ts';
import { formatDate } from '../../lib/directory-format.ts';
import { serverT } from '../../lib/i18n.server.ts';
import { webStateContext } from '../../lib/web-state.server.ts';
import type { Route } from './+types/applications';

const PAGE_SIZE = 25;
const FILTERS = ['kind', 'status', 'level', 'country', 'submitted_from', 'submitted_to', 'q'] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filters = Object.fromEntries(FILTERS.map((name) => [name, url.searchParams.get(name)?.trim() ?? ''])) as Record<(typeof FILTERS)[number], string>;
  const page = pageFromUrl(url.searchParams.get('page'));
  const api = apiClient(context, request);
  const { lang } = context.get(webStateContext);
  const [res, countries, t] = await Promise.all([
    api.get('staff/applications', { query: { ...filters, page, page_size: PAGE_SIZE } }),
    countryOptions(api, lang),
    serverT(context),
  ]);
  // Not staff, or a page past the end (the API's 404): the not-found page.
  if (res.status === 403 || res.status === 404) throw data(null, { status: 404 });
  // A filter the API refuses (a mistyped date in the address) shows the filters with a message, not an error page.
  return {
    filters,
    page,
    countries,
    results: res.ok ? res.data : null,
    refused: !res.ok,
    meta: { title: t('staff:applications.title'), noindex: true },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function StaffApplicationsPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('staff');
  const { filters, results, countries, page } = loaderData;
  const levels = [...SCHOOL_STANDARD_CODES, ...TEACHER_STANDARD_CODES].map((code) => ({ value: code, label: code }));
  const pages = results ? Math.max(1, Math.ceil(results.count / PAGE_SIZE)) : 1;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t('applications.title')}</Title>
        <Anchor component={Link} to="/staff">
          {t('title')}
        </Anchor>
      </Group>
      <Form method="get" aria-label={t('applications.filters')}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <Select
            name="kind"
            label={t('applications.kind')}
            defaultValue={filters.kind || null}
            clearable
            data={APPLICATION_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))}
          />
          <Select
            name="status"
            label={t('applications.status')}
            defaultValue={filters.status || 'pending'}
            data={APPLICATION_STATUSES.map((status) => ({ value: status, label: t(`messages:applications.status.${status}`) }))}
          />
          <Select name="level" label={t('applications.level')} defaultValue={filters.level || null} clearable searchable data={levels} />
          <Select name="country" label={t('applications.country')} defaultValue={filters.country || null} clearable searchable data={countries} />
          <TextInput name="submitted_from" type="date" label={t('applications.submitted_from')} defaultValue={filters.submitted_from} />
          <TextInput name="submitted_to" type="date" label={t('applications.submitted_to')} defaultValue={filters.submitted_to} />
          <TextInput name="q" label={t('applications.search')} placeholder={t('applications.search_hint')} defaultValue={filters.q} />
          <Button type="submit" mt={{ base: 0, xs: 24 }}>
            {t('applications.apply_filters')}
          </Button>
        </SimpleGrid>
      </Form>
      {!results ? (
        <Text c="red" role="alert">
          {t('applications.bad_filters')}
        </Text>
      ) : results.count === 0 ? (
        <Text c="dimmed">{t('applications.none')}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('applications.count', { count: results.count })}
          </Text>
          {/* On phones the table scrolls sideways inside its own box (with a visible scrollbar), never the page. */}
          <ScrollArea type="auto" offsetScrollbars>
            <Table striped highlightOnHover miw={820} data-testid="staff-applications">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('applications.name')}</Table.Th>
                  <Table.Th>{t('applications.kind')}</Table.Th>
                  <Table.Th>{t('applications.level')}</Table.Th>
                  <Table.Th>{t('applications.country')}</Table.Th>
                  <Table.Th>{t('applications.member')}</Table.Th>
                  <Table.Th>{t('applications.submitted')}</Table.Th>
                  <Table.Th>{t('applications.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {results.results.map((item) => (
                  <Table.Tr key={`${item.kind}-${item.id}`}>
                    <Table.Td>
                      <Anchor component={Link} to={`/staff/applications/${item.kind}/${item.id}`} fw={500}>
                        {item.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{t(`kind.${item.kind}`)}</Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {item.levels.map((level) => (
                          <Badge key={level} variant="light">
                            {level}
                          </Badge>
                        ))}
                      </Group>
                    </Table.Td>
                    <Table.Td>{item.country ?? '—'}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{item.member.name || item.member.email}</Text>
                      <Text size="xs" c="dimmed">
                        {item.member.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>{item.submitted_at ? formatDate(i18n.language, item.submitted_at.slice(0, 10)) : '—'}</Table.Td>
                    <Table.Td>
                      <ApplicationStatusBadge status={item.status} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          <Pager page={page} pages={pages} />
        </>
      )}
    </Stack>
  );
}
