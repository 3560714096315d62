import { parseWithZod } from '@conform-to/zod/v4';
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { data, redirect } from 'react-router';
import { formatMoney } from '#common/billing.ts';
import { idFromUrl } from '#common/fields.ts';
import { BookingStatusBadge } from '../../components/bookings/booking-card.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { Form, Link } from '../../components/router-links.tsx';
import { AuditHistory } from '../../components/staff/audit-history.tsx';
import { MemberErasure, staffErasureFormSchema } from '../../components/staff/member-erasure.tsx';
import { ApplicationStatusBadge } from '../../components/staff/status-badge.tsx';
import { OutcomeToast } from '../../components/toast.tsx';
import { apiClient, failedPage } from '../../lib/api.server.ts';
import { formatDate, formatDateRange } from '../../lib/directory-format.ts';
import { refusal as formRefusal } from '../../lib/form-reply.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import { webStateContext } from '../../lib/web-state.server.ts';
import type { Route } from './+types/member';

function memberId(params: { id?: string }) {
  const id = idFromUrl(params.id);
  if (id === null) throw data(null, { status: 404 });
  return id;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const id = memberId(params);
  const api = apiClient(context, request);
  const [res, audit] = await Promise.all([
    api.get('staff/members/{id}', { params: { id } }),
    api.get('staff/audit', { query: { subject_kind: 'user', subject_id: id } }),
  ]);
  if (!res.ok) throw failedPage(res);
  const t = await serverT(context);
  return {
    member: res.data,
    audit: audit.ok ? audit.data.results : [],
    meta: {
      title: t('staff:members.member', { name: res.data.deleted_at ? t('account:staff.deleted_member') : res.data.name || res.data.username }),
      noindex: true,
    },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** One change per button: make or unmake staff, deactivate or reactivate; or the erasure's form. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const id = memberId(params);
  const form = await request.formData();
  if (form.get('intent') === 'erase') return erase(context, request, id, form);
  const field = form.get('field');
  const value = form.get('value');
  if ((field !== 'is_staff' && field !== 'is_active') || (value !== '1' && value !== '0')) {
    return { toast: { type: 'error' as const, message: (await serverT(context))('messages:errors.something_wrong') } };
  }
  const res = await apiClient(context, request).patch('staff/members/{id}', { params: { id }, json: { [field]: value === '1' } });
  if (res.ok) return { toast: { type: 'success' as const, message: res.data.detail } };
  const refusal = res.data[field];
  const message = Array.isArray(refusal) ? String(refusal[0]) : typeof res.data.detail === 'string' ? res.data.detail : null;
  return { toast: { type: 'error' as const, message: message ?? (await serverT(context))('messages:errors.something_wrong') } };
}

/**
 * Erases the member (ADR 0041) once the reason is given and their e-mail address typed again; then the
 * members list says so. Refusals about the fields stay beside them, the others (a staff account,
 * money on its way) become the toast.
 */
async function erase(context: Route.ActionArgs['context'], request: Request, id: number, form: FormData) {
  const api = apiClient(context, request);
  const t = await serverT(context);
  const member = await api.get('staff/members/{id}', { params: { id } });
  if (!member.ok || member.data.deleted_at) {
    const message = member.ok ? t('account:errors.member_deleted') : t('messages:errors.something_wrong');
    return { intent: 'erase' as const, result: undefined, toast: { type: 'error' as const, message } };
  }
  const submission = parseWithZod(form, { schema: staffErasureFormSchema(member.data.email, t('account:staff_erase.wrong_email')) });
  if (submission.status !== 'success') return { intent: 'erase' as const, result: submission.reply(), toast: null };
  const res = await api.delete('staff/members/{id}', { params: { id }, json: { reason: submission.value.reason } });
  if (!res.ok) return { intent: 'erase' as const, ...formRefusal(t, submission, res, { fields: ['reason'] }) };
  context.get(webStateContext).setFlash({ type: 'success', message: t('account:staff_erase.done', { name: member.data.name || member.data.username }) });
  throw redirect('/staff/members');
}

export default function StaffMemberPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('staff');
  const { member } = loaderData;
  return (
    <Stack gap="lg">
      <OutcomeToast toast={actionData?.toast} />
      <Anchor component={Link} to="/staff/members">
        {t('members.back')}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>{member.deleted_at ? t('account:staff.deleted_member') : member.name || member.username}</Title>
          <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {member.deleted_at
              ? t('account:staff.deleted_on', { date: formatDate(i18n.language, member.deleted_at.slice(0, 10)) })
              : `${member.username} · ${member.email}`}
          </Text>
        </Stack>
        <Group gap={4}>
          {member.is_staff ? <Badge color="grape.9">{t('members.staff')}</Badge> : null}
          {member.deleted_at ? (
            <Badge color="gray.7" data-testid="member-access">
              {t('account:staff.deleted')}
            </Badge>
          ) : (
            <Badge color={member.is_active ? 'teal.9' : 'red.9'} data-testid="member-access">
              {member.is_active ? t('members.active') : t('members.inactive')}
            </Badge>
          )}
        </Group>
      </Group>
      {/* An erased member's placeholder has no role or access to change. */}
      {member.deleted_at ? null : (
        <Card withBorder padding="lg" radius="md">
          <Form method="post">
            <Group gap="sm">
              <input type="hidden" name="field" value="is_staff" />
              <Button type="submit" name="value" value={member.is_staff ? '0' : '1'} variant="light">
                {member.is_staff ? t('members.unmake_staff') : t('members.make_staff')}
              </Button>
            </Group>
          </Form>
          <Form method="post">
            <input type="hidden" name="field" value="is_active" />
            <Stack gap={4} mt="md">
              <Button type="submit" name="value" value={member.is_active ? '0' : '1'} color={member.is_active ? 'red' : 'teal'} variant="light" w="fit-content">
                {member.is_active ? t('members.deactivate') : t('members.reactivate')}
              </Button>
              <Text size="xs" c="dimmed">
                {t('members.deactivate_hint')}
              </Text>
            </Stack>
          </Form>
        </Card>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder padding="lg" radius="md">
          <Title order={2} fz="lg" mb="sm">
            {t('members.listings')}
          </Title>
          {member.listings.length === 0 ? (
            <Text c="dimmed">{t('members.no_listings')}</Text>
          ) : (
            <Stack gap="xs">
              {member.listings.map((l) => (
                <Group key={`${l.kind}-${l.id}`} justify="space-between" wrap="nowrap" gap="xs">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Anchor component={Link} to={`/staff/applications/${l.kind}/${l.id}`} fw={500}>
                      {l.name}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {[t(`kind.${l.kind}`), l.wya_id, l.valid_until && formatDate(i18n.language, l.valid_until)].filter(Boolean).join(' · ')}
                    </Text>
                  </Stack>
                  <ApplicationStatusBadge status={l.status} />
                </Group>
              ))}
            </Stack>
          )}
        </Card>
        <Card withBorder padding="lg" radius="md">
          <Title order={2} fz="lg" mb="sm">
            {t('members.invoices')}
          </Title>
          {member.invoices.length === 0 ? (
            <Text c="dimmed">{t('members.no_invoices')}</Text>
          ) : (
            <Table>
              <Table.Tbody>
                {member.invoices.map((invoice) => (
                  <Table.Tr key={invoice.id}>
                    <Table.Td>{invoice.number}</Table.Td>
                    <Table.Td>{formatMoney(invoice.grand_total, invoice.currency, i18n.language)}</Table.Td>
                    <Table.Td>{t(`messages:billing.status.${invoice.status}`)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Card>
      </SimpleGrid>
      <Card withBorder padding="lg" radius="md" data-testid="member-bookings">
        <Title order={2} fz="lg" mb="sm">
          {t('memberBookings.title')}
        </Title>
        {member.bookings.length === 0 ? (
          <Text c="dimmed">{t('memberBookings.none')}</Text>
        ) : (
          <Stack gap="sm">
            {member.bookings.map((b) => (
              <Group key={b.id} justify="space-between" wrap="nowrap" gap="xs" align="flex-start" data-testid="member-booking">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Anchor component={Link} to={`/event/${b.event.id}`} fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {b.event.subject}
                  </Anchor>
                  <Anchor component={Link} to={`/staff/applications/school/${b.school.id}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {b.school.name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {formatDateRange(i18n.language, b.event.start_date, b.event.end_date)}
                    {' · '}
                    {t('memberBookings.booked', { date: formatDate(i18n.language, b.booked_at.slice(0, 10)) })}
                  </Text>
                </Stack>
                <BookingStatusBadge booking={{ status: b.status, status_label: t(`messages:bookings.status.${b.status}`) }} />
              </Group>
            ))}
          </Stack>
        )}
      </Card>
      <AuditHistory records={loaderData.audit} />
      {/* Last, as the one step that cannot be undone. */}
      {member.deleted_at ? null : <MemberErasure member={member} lastResult={actionData && 'result' in actionData ? actionData.result : undefined} />}
    </Stack>
  );
}
