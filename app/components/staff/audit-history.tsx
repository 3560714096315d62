import { Card, Code, Stack, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditRecord } from '#common/staff.ts';

const changes = (record: AuditRecord) =>
  Object.keys({ ...record.before, ...record.after })
    .filter((key) => JSON.stringify(record.before?.[key]) !== JSON.stringify(record.after?.[key]))
    .map((key) => `${key}: ${JSON.stringify(record.before?.[key] ?? null)} → ${JSON.stringify(record.after?.[key] ?? null)}`);

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
                  {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(record.at))} ·{' '}
                  {record.actor?.email ?? t('audit.system')}
                </Text>
                {changes(record).map((line) => (
                  <Code key={line} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
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
