import { Card, Code, Stack, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditRecord } from '#common/staff.ts';
import { dateTimeFormat } from '../../lib/intl-formats.ts';

/** One level of nesting flattened, so a text in four languages shows the language that changed (`answer.th`). */
function flat(values: Record<string, unknown> | null): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values ?? {})) {
    if (value && typeof value === 'object' && !Array.isArray(value)) for (const [sub, v] of Object.entries(value)) out[`${key}.${sub}`] = v;
    else out[key] = value;
  }
  return out;
}

const changes = (record: AuditRecord) => {
  const before = flat(record.before);
  const after = flat(record.after);
  return Object.keys({ ...before, ...after })
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => `${key}: ${JSON.stringify(before[key] ?? null)} → ${JSON.stringify(after[key] ?? null)}`);
};

/** What was done to one record, newest first (the audit log shown where it concerns). */
export function AuditHistory({ records }: { records: AuditRecord[] }) {
  const { t, i18n } = useTranslation('staff');
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
            <Timeline.Item key={record.id} title={record.action}>
              <Stack gap={2}>
                <Text size="xs" c="dimmed">
                  {dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(record.at))} ·{' '}
                  {record.actor ? (record.actor.deleted ? t('account:staff.deleted_member') : record.actor.email) : t('audit.system')}
                </Text>
                {changes(record).map((line) => (
                  <Code key={line} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit' }}>
                    {line}
                  </Code>
                ))}
              </Stack>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Card>
  );
}
