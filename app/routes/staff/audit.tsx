import { Button, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { pageFromUrl } from '#common/fields.ts';
import { AUDIT_SUBJECTS, type AuditPage } from '#common/staff.ts';
import { Pager } from '../../components/directory/pager.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { Form } from '../../components/router-links.tsx';
import { AuditHistory } from '../../components/staff/audit-history.tsx';
import { apiClient } from '../../lib/api.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import type { Route } from './+types/audit';

const PAGE_SIZE = 50;
const FILTERS = ['subject_kind', 'subject_id', 'action'] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filters = Object.fromEntries(FILTERS.map((name) => [name, url.searchParams.get(name)?.trim() ?? ''])) as Record<(typeof FILTERS)[number], string>;
  const page = pageFromUrl(url.searchParams.get('page'));
  const [res, t] = await Promise.all([
    apiClient(context, request).get<AuditPage>('staff/audit', { query: { ...filters, page, page_size: PAGE_SIZE } }),
    serverT(context),
  ]);
  // Not staff, or a page past the end (the API's 404): the not-found page.
  if (res.status === 403 || res.status === 404) throw data(null, { status: 404 });
  return { filters, page, audit: res.ok ? res.data : null, meta: { title: t('staff:audit.title'), noindex: true } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function StaffAuditPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('staff');
  const { filters, audit, page } = loaderData;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('audit.title')}</Title>
      <Form method="get">
        <Group align="flex-end" gap="sm">
          <Select
            name="subject_kind"
            label={t('audit.record')}
            defaultValue={filters.subject_kind || null}
            clearable
            data={AUDIT_SUBJECTS.map((kind) => ({ value: kind, label: t([`audit.subjects.${kind}`, `contentAdmin.subjects.${kind}`]) }))}
          />
          <TextInput name="subject_id" label={t('audit.record_id')} defaultValue={filters.subject_id} inputMode="numeric" w={120} />
          <TextInput name="action" label={t('audit.action')} placeholder="invoice." defaultValue={filters.action} />
          <Button type="submit">{t('applications.apply_filters')}</Button>
        </Group>
      </Form>
      {audit ? <AuditHistory records={audit.results} /> : <div role="alert">{t('audit.bad_filters')}</div>}
      {audit ? <Pager page={page} pages={Math.max(1, Math.ceil(audit.count / PAGE_SIZE))} /> : null}
    </Stack>
  );
}
