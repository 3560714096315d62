import { Anchor, Card, Code, Stack, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTION_INFO, isAuditAction } from '#common/audit-actions.ts';
import type { AuditRecord } from '#common/staff.ts';
import { dateTimeFormat } from '../../lib/intl-formats.ts';
import { intlLocale } from '../billing/money.ts';
import { Link } from '../router-links.tsx';
import { changeLines } from './audit-changes.ts';
import { actorHref, actorName } from './audit-names.ts';
import { AuditSentence } from './audit-sentence.tsx';

/** Only staff do it: the sentence already names them. Otherwise the line under it says who (a member, the system). */
const namesActor = (action: string) => !isAuditAction(action) || AUDIT_ACTION_INFO[action].byStaff;

/** Before → after, readable, folded away: the sentence says what happened, this says exactly what changed. */
function Details({ record }: { record: AuditRecord }) {
  const { t, i18n } = useTranslation('staff');
  return (
    <details>
      <summary style={{ cursor: 'pointer' }}>
        <Text span size="xs" c="dimmed">
          {t('audit.details')}
        </Text>
      </summary>
      <Stack gap={2} mt={4}>
        {changeLines(t, i18n.language, record).map((line) => (
          <Text key={line.key} size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Text span fw={500}>
              {line.label}:
            </Text>{' '}
            {line.before !== null && line.after !== null ? `${line.before} → ${line.after}` : (line.after ?? line.before ?? '—')}
          </Text>
        ))}
        <Text size="xs" c="dimmed">
          {t('audit.code')}: <Code>{record.action}</Code>
        </Text>
      </Stack>
    </details>
  );
}

/** What was done, newest first, each entry a sentence (the audit log, and the history of one record where it concerns). */
export function AuditHistory({ records }: { records: AuditRecord[] }) {
  const { t, i18n } = useTranslation('staff');
  // UTC, as the date filters are: the server's render and the browser's show the same time.
  const when = (at: string) =>
    `${dateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(at))} UTC`;
  return (
    <Card withBorder padding="lg" radius="md" data-testid="audit-history">
      <Title order={2} fz="lg" mb="sm">
        {t('audit.history')}
      </Title>
      {records.length === 0 ? (
        <Text c="dimmed">{t('audit.none')}</Text>
      ) : (
        <Timeline bulletSize={12} lineWidth={2}>
          {records.map((record) => (
            <Timeline.Item key={record.id} title={<AuditSentence record={record} />} data-testid="audit-entry">
              <Stack gap={2}>
                <Text size="xs" c="dimmed">
                  {when(record.at)}
                  {namesActor(record.action) ? null : (
                    <>
                      {' · '}
                      <Anchor component={Link} to={actorHref(record.actor)} inherit c="dimmed" underline="always">
                        {actorName(t, record.actor)}
                      </Anchor>
                    </>
                  )}
                </Text>
                <Details record={record} />
              </Stack>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Card>
  );
}
