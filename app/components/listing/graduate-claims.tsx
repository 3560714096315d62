import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { Anchor, Badge, Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCertificate, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { type GraduateClaim, GraduateClaimCreateSchema } from '#common/graduates.ts';
import type { Option } from '../../lib/directory.server.ts';
import { useErrorText, useZodForm } from '../forms.tsx';
import { Link } from '../router-links.tsx';
import { useFlashToast } from '../toast.tsx';
import { ConfirmButton } from './confirm-button.tsx';

type Answer = { ok: boolean; result?: SubmissionResult; toast: { type: 'success' | 'error'; message: string } | null };
export type ClaimView = GraduateClaim & { date_label: string; decided_label: string };

const CLAIM_COLORS = { pending: 'yellow', confirmed: 'teal', declined: 'gray' } as const;

/**
 * "I am a graduate of this CYS school": the member names the school, the graduate number and the name
 * as on the certificate; the school confirms (docs/decisions/0014-graduate-claims.md).
 */
export function GraduateClaims({ claims, schools, action }: { claims: ClaimView[]; schools: Option[]; action: string }) {
  const { t } = useTranslation('listing');
  return (
    <Card withBorder padding="lg" id="claims">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            {t('claims.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('claims.hint')}
          </Text>
        </div>
        <ClaimForm schools={schools} action={action} />
        {claims.length > 0 && (
          <Stack gap="xs" data-testid="my-claims">
            <Title order={3} size="h5">
              {t('claims.yours')}
            </Title>
            {claims.map((c) => (
              <ClaimItem key={c.id} claim={c} action={action} />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

function ClaimForm({ schools, action }: { schools: Option[]; action: string }) {
  const { t } = useTranslation('listing');
  const errorText = useErrorText();
  const fetcher = useFetcher<Answer>();
  const [form, fields] = useZodForm(GraduateClaimCreateSchema, fetcher.data?.result, 'graduate-claim');
  useFlashToast(fetcher.data?.toast);
  return (
    <fetcher.Form method="post" action={action} {...getFormProps(form)}>
      <input type="hidden" name="intent" value="claim_create" />
      <Stack gap="sm">
        <Select
          name={fields.school.name}
          key={fields.school.key}
          data={schools}
          searchable
          label={t('claims.school')}
          description={t('claims.school_hint')}
          nothingFoundMessage={t('nothing_found')}
          error={errorText(fields.school.errors)}
          comboboxProps={{ withinPortal: true }}
          data-testid="claim-school"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            {...getInputProps(fields.graduate_number, { type: 'text' })}
            key={fields.graduate_number.key}
            label={t('claims.number')}
            error={errorText(fields.graduate_number.errors)}
          />
          <TextInput
            {...getInputProps(fields.name, { type: 'text' })}
            key={fields.name.key}
            label={t('claims.name')}
            description={t('claims.name_hint')}
            error={errorText(fields.name.errors)}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconSend size={16} />} loading={fetcher.state !== 'idle'} data-testid="claim-submit">
            {t('claims.submit')}
          </Button>
        </Group>
      </Stack>
    </fetcher.Form>
  );
}

function ClaimItem({ claim: c, action }: { claim: ClaimView; action: string }) {
  const { t } = useTranslation('listing');
  const fetcher = useFetcher<Answer>();
  useFlashToast(fetcher.data?.toast);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" p="sm" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }} data-testid="my-claim">
      <div style={{ minWidth: 0 }}>
        <Group gap="xs">
          <Anchor component={Link} to={`/schools/${c.school.slug}`} fw={600}>
            {c.school.name}
          </Anchor>
          <Badge color={CLAIM_COLORS[c.status]} variant="light" data-testid="claim-status">
            {t(`claims.status.${c.status}`)}
          </Badge>
        </Group>
        <Text size="sm">
          {c.graduate_number} · {c.name} · {c.date_label}
        </Text>
        {c.decided_label && (
          <Text size="xs" c="dimmed">
            {t('claims.decided_on', { date: c.decided_label })}
          </Text>
        )}
      </div>
      {c.status !== 'declined' && (
        <ConfirmButton
          size="xs"
          variant="subtle"
          color="red"
          loading={fetcher.state !== 'idle'}
          label={t('claims.withdraw')}
          question={c.status === 'confirmed' ? t('claims.withdraw_confirmed_question') : t('claims.withdraw_question')}
          confirmLabel={t('claims.withdraw')}
          onConfirm={() => fetcher.submit({ intent: 'claim_withdraw', claim: String(c.id) }, { method: 'post', action })}
        />
      )}
    </Group>
  );
}

export type CertificationView = { school: { slug: string; name: string }; date_label: string; teacher_level: string[] };

/** What confirmed claims make of the member: a Certified Yoga Teacher (CYT) of each school. */
export function Certifications({ items }: { items: CertificationView[] }) {
  const { t } = useTranslation('listing');
  if (!items.length) return null;
  return (
    <Card withBorder padding="lg" data-testid="certifications" style={{ borderColor: 'var(--mantine-color-teal-4)' }}>
      <Stack gap="xs">
        <Group gap="xs">
          <IconCertificate size={22} color="var(--mantine-color-teal-7)" aria-hidden />
          <Title order={2} size="h4">
            {t('claims.cyt_title')}
          </Title>
          <Badge color="teal.9">CYT</Badge>
        </Group>
        {items.map((c) => (
          <Text key={`${c.school.slug}-${c.date_label}`} size="sm" data-testid="certification">
            {t('claims.cyt_line', { date: c.date_label, levels: c.teacher_level.map((l) => t('graduates.level_hours', { hours: l })).join(', ') || '—' })}{' '}
            <Anchor component={Link} to={`/schools/${c.school.slug}`}>
              {c.school.name}
            </Anchor>
          </Text>
        ))}
      </Stack>
    </Card>
  );
}
