import { Anchor, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationDocument, ApplicationKind, SchoolApplication, TeacherApplication } from '#common/applications.ts';
import { formatDate } from '../../lib/directory-format.ts';
import { webDownloadUrl } from '../../lib/downloads.ts';

type Fact = [labelKey: string, value: ReactNode];

const joined = (values: (string | null | undefined)[]) => values.filter(Boolean).join(', ') || null;

function schoolFacts(a: SchoolApplication): Fact[] {
  return [
    ['owner', a.owner_name],
    ['contact', joined([a.primary_contact_name, a.primary_contact_email, a.primary_contact_phone])],
    ['designation', a.designation],
    ['email', a.email],
    ['phone', a.phone],
    ['address', joined([a.address, a.city, a.region?.name, a.country?.name])],
    ['local_name', joined([a.local_name, a.local_address])],
    ['levels', a.levels.join(', ')],
    ['additional_levels', a.additional_levels.map((l) => `${l.level} (${l.hours} h)`).join(', ')],
    ['other_level', a.other_level ? `${a.other_level} (${a.other_level_hours ?? '?'} h)` : null],
    ['training_types', a.training_types.join(', ')],
    ['styles', joined([a.styles.join(', '), a.style_description])],
    ['number_of_teachers', a.number_of_teachers],
    ['main_teacher_hours', a.main_teacher_hours],
    ['instructors', a.instructors.map((i) => joined([i.name, i.certification, i.years_teaching === null ? null : `${i.years_teaching} y`])).join(' · ')],
    ['introduction', a.introduction],
  ];
}

function teacherFacts(a: TeacherApplication): Fact[] {
  return [
    ['email', a.email],
    ['phone', a.phone],
    ['address', joined([a.city, a.region?.name, a.country?.name])],
    ['local_name', joined([a.local_name, a.local_address])],
    ['registration', joined([a.registration_type, a.registration_level])],
    ['wya_teacher_id', a.wya_teacher_id],
    ['years_teaching', a.years_teaching],
    ['teaching_hours', a.teaching_hours],
    ['training_school', a.training_school_name],
    ['styles', a.styles.join(', ')],
    ['introduction', a.introduction],
  ];
}

/** Everything the member sent, as the office reads it before deciding. */
export function ApplicationFacts({ kind, application }: { kind: ApplicationKind; application: SchoolApplication | TeacherApplication }) {
  const { t, i18n } = useTranslation('staff');
  const date = (value: string | null) => (value ? formatDate(i18n.language, value.slice(0, 10)) : null);
  const facts: Fact[] = [
    ...(kind === 'school' ? schoolFacts(application as SchoolApplication) : teacherFacts(application as TeacherApplication)),
    ['membership', joined([application.membership_type && t(`membership.${application.membership_type}`), application.currency])],
    ['submitted_at', date(application.submitted_at)],
    ['paid_at', date(application.paid_at)],
    ['review_message', application.review_message],
  ];
  return (
    <Card withBorder padding="lg" radius="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {facts
          .filter(([, value]) => value !== null && value !== undefined && value !== '')
          .map(([key, value]) => (
            <Stack key={key} gap={2}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t(`fields.${key}`)}
              </Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                {value}
              </Text>
            </Stack>
          ))}
      </SimpleGrid>
    </Card>
  );
}

/** The private documents, opened through the web's authorized download (owner or staff only). */
export function DocumentList({ documents }: { documents: ApplicationDocument[] }) {
  const { t } = useTranslation('staff');
  return (
    <Card withBorder padding="lg" radius="md">
      <Title order={2} fz="lg" mb="sm">
        {t('review.documents')}
      </Title>
      {documents.length === 0 ? (
        <Text c="dimmed">{t('review.no_documents')}</Text>
      ) : (
        <List spacing="xs">
          {documents.map((doc) => (
            <List.Item key={doc.id}>
              <Text span fw={500}>
                {doc.label}:
              </Text>{' '}
              <Anchor href={webDownloadUrl(doc.download_url)} data-testid="document-link">
                {doc.file_name}
              </Anchor>{' '}
              <Text span size="xs" c="dimmed">
                ({Math.ceil(doc.size / 1024)} KB)
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}
