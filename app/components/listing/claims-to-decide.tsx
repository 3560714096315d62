import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { useFlashToast } from '../toast.tsx';
import type { GraduateView } from './graduates-manager.tsx';

/**
 * Members who say they are one of the school's graduates: the owner confirms (the member becomes a CYT
 * of the school) or declines (docs/decisions/0014-graduate-claims.md).
 */
export function ClaimsToDecide({ graduates, action }: { graduates: GraduateView[]; action: string }) {
  const { t } = useTranslation('listing');
  const pending = graduates.filter((g) => g.claim?.status === 'pending');
  if (!pending.length) return null;
  return (
    <Card withBorder padding="lg" id="claims" data-testid="claims-to-decide" style={{ borderColor: 'var(--mantine-color-yellow-5)' }}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            {t('claims.decide_title', { count: pending.length })}
          </Title>
          <Text size="sm" c="dimmed">
            {t('claims.decide_hint')}
          </Text>
        </div>
        {pending.map((g) => (
          <ClaimRow key={g.id} graduate={g} action={action} />
        ))}
      </Stack>
    </Card>
  );
}

function ClaimRow({ graduate: g, action }: { graduate: GraduateView; action: string }) {
  const { t } = useTranslation('listing');
  const fetcher = useFetcher<{ toast: { type: 'success' | 'error'; message: string } | null }>();
  useFlashToast(fetcher.data?.toast);
  const claim = g.claim;
  if (!claim) return null;
  const decide = (intent: 'claim_confirm' | 'claim_decline') => fetcher.submit({ intent, claim: String(claim.id) }, { method: 'post', action });
  const busy = fetcher.state !== 'idle' ? fetcher.formData?.get('intent') : null;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" p="sm" bg="yellow.0" style={{ borderRadius: 'var(--mantine-radius-md)' }} data-testid="claim-row">
      <div style={{ minWidth: 0 }}>
        <Text fw={600}>{t('claims.member_claims', { member: claim.member.name, username: claim.member.username })}</Text>
        <Text size="sm">
          {g.graduate_number} · {g.name} · {g.date_label}
        </Text>
      </div>
      <Group gap="xs">
        <Button
          size="xs"
          color="teal"
          leftSection={<IconCheck size={14} />}
          loading={busy === 'claim_confirm'}
          disabled={Boolean(busy)}
          onClick={() => decide('claim_confirm')}
        >
          {t('claims.confirm')}
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconX size={14} />}
          loading={busy === 'claim_decline'}
          disabled={Boolean(busy)}
          onClick={() => decide('claim_decline')}
        >
          {t('claims.decline')}
        </Button>
      </Group>
    </Group>
  );
}
