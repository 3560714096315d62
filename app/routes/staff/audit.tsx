import { Anchor, Button, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AUDIT_GROUPS } from '#common/audit-actions.ts';
import { pageFromUrl } from '#common/fields.ts';
import { Pager } from '../../components/directory/pager.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { Form, Link } from '../../components/router-links.tsx';
import { AuditHistory } from '../../components/staff/audit-history.tsx';
import { apiClient, failedPage } from '../../lib/api.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import type { Route } from './+types/audit';

const PAGE_SIZE = 50;
/** The filters the form shows; the query string holds them as the API names them. */
const FILTERS = ['group', 'who', 'subject', 'from', 'to'] as const;
/** Filters set by links (an entry's actor, a record's history): kept as they are when the form is sent again. */
const LINKED = ['subject_kind', 'subject_id', 'actor', 'system', 'action'] as const;
type Filters = Record<(typeof FILTERS)[number] | (typeof LINKED)[number], string>;

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filters = Object.fromEntries([...FILTERS, ...LINKED].map((name) => [name, url.searchParams.get(name)?.trim() ?? ''])) as Filters;
  const page = pageFromUrl(url.searchParams.get('page'));
  const [res, t] = await Promise.all([apiClient(context, request).get('staff/audit', { query: { ...filters, page, page_size: PAGE_SIZE } }), serverT(context)]);
  const meta = { title: t('staff:audit.title'), noindex: true };
  // A filter the API refuses (a mistyped date in the address): the form again, with the API's own
  // (translated) message beside the field, not an error page. Not staff, a page past the end: not found.
  if (!res.ok && res.status !== 400) throw failedPage(res);
  const refused: Record<string, string> = res.ok
    ? {}
    : Object.fromEntries(
        Object.entries(res.data).flatMap(([field, said]) =>
          Array.isArray(said) ? [[field, said.join(' ')]] : typeof said === 'string' ? [[field, said]] : [],
        ),
      );
  return { filters, page, audit: res.ok ? res.data : null, refused, meta };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function StaffAuditPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('staff');
  const { filters, audit, page, refused } = loaderData;
  const linked = LINKED.filter((name) => filters[name]);
  const filtered = linked.length > 0 || FILTERS.some((name) => filters[name]);
  // Each refusal, by the field's label where the form has one (the address may hold others).
  const shown = (field: string) => ((FILTERS as readonly string[]).includes(field) ? t(`audit.filters.${field}`) : field);
  return (
    <Stack gap="lg">
      <Title order={1}>{t('audit.title')}</Title>
      <Form method="get" aria-label={t('audit.filters.label')}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }}>
          <Select
            name="group"
            label={t('audit.filters.group')}
            placeholder={t('audit.filters.all')}
            defaultValue={filters.group || null}
            clearable
            error={refused.group}
            data={AUDIT_GROUPS.map((group) => ({ value: group, label: t(`audit.groups.${group}`) }))}
          />
          <TextInput name="who" label={t('audit.filters.who')} placeholder={t('audit.filters.who_hint')} defaultValue={filters.who} error={refused.who} />
          <TextInput
            name="subject"
            label={t('audit.filters.subject')}
            placeholder={t('audit.filters.subject_hint')}
            defaultValue={filters.subject}
            error={refused.subject}
          />
          <TextInput name="from" type="date" label={t('audit.filters.from')} defaultValue={filters.from} error={refused.from} />
          <TextInput name="to" type="date" label={t('audit.filters.to')} defaultValue={filters.to} error={refused.to} />
        </SimpleGrid>
        {linked.map((name) => (
          <input key={name} type="hidden" name={name} value={filters[name]} />
        ))}
        <Group mt="sm" gap="md">
          <Button type="submit">{t('applications.apply_filters')}</Button>
          {filtered ? (
            <Anchor component={Link} to="/staff/audit" size="sm">
              {t('audit.filters.clear')}
            </Anchor>
          ) : null}
        </Group>
        {linked.length > 0 ? (
          <Text size="sm" c="dimmed" mt="xs">
            {t('audit.filters.linked')}
          </Text>
        ) : null}
      </Form>
      {audit ? (
        <>
          <Text size="sm" c="dimmed">
            {t('audit.count', { count: audit.count })}
          </Text>
          <AuditHistory records={audit.results} />
          <Pager page={page} pages={Math.max(1, Math.ceil(audit.count / PAGE_SIZE))} />
        </>
      ) : (
        <Stack gap={2} role="alert">
          <Text c="red">{t('audit.bad_filters')}</Text>
          {Object.entries(refused).map(([field, message]) => (
            <Text key={field} c="red" size="sm">
              {field === 'detail' ? message : `${shown(field)}: ${message}`}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
