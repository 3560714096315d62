import { Alert, Anchor, Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconExternalLink, IconMessage } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationStatus, MissingField, NextStep } from '#common/applications.ts';
import { APPLICATION_STATUS_COLORS } from '../application-status-colors.ts';
import { Facts } from '../directory/profile-parts.tsx';
import { Link } from '../router-links.tsx';
import { type ListingKind, missingBySteps, stepPath, wizardLink } from './wizard-steps.ts';

export type ApplicationState = {
  status: ApplicationStatus;
  status_label: string;
  next_step: { code: NextStep; text: string };
  missing: MissingField[];
  review_message: string | null;
  public_url: string | null;
};

type Props = {
  kind: ListingKind;
  name: string;
  state: ApplicationState;
  /** Facts in the member's language (WYA ID, member since, valid until …), empty ones left out. */
  facts: Array<[string, ReactNode]>;
  children?: ReactNode;
};

/** Where the application or membership stands, and what the member does next (ADR 0013's next_step). */
export function StatusCard({ kind, name, state, facts, children }: Props) {
  const { t } = useTranslation('listing');
  const continueAt = wizardLink(kind, state.next_step.code, state.missing);
  const steps = state.next_step.code === 'complete' ? missingBySteps(state.missing) : [];
  return (
    <Card withBorder padding="lg" data-testid="status-card">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t(kind === 'school' ? 'status.school_title' : 'status.teacher_title')}
            </Text>
            <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
          </div>
          <Badge size="lg" color={APPLICATION_STATUS_COLORS[state.status]} variant="light" data-testid="status-badge">
            {state.status_label}
          </Badge>
        </Group>
        <Text data-testid="next-step">{state.next_step.text}</Text>
        {state.review_message && (
          <Alert color={state.status === 'rejected' ? 'red' : 'orange'} icon={<IconMessage size={18} />} title={t('status.office_message')}>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {state.review_message}
            </Text>
          </Alert>
        )}
        {steps.length > 0 && (
          <div>
            <Text fw={600} size="sm" mb={4}>
              {t('status.still_needed')}
            </Text>
            <List size="sm" spacing={4}>
              {steps.map((s) => (
                <List.Item key={s.step}>
                  <Anchor component={Link} to={stepPath(kind, s.step)}>
                    {t(`messages:applications.steps.${kind}.${s.step}`)}
                  </Anchor>
                  {': '}
                  {s.fields.map((f) => fieldLabel(t, f.field)).join(', ')}
                </List.Item>
              ))}
            </List>
          </div>
        )}
        {facts.some(([, v]) => v) && <Facts items={facts} />}
        {children}
        <Group gap="sm">
          {continueAt && (
            <Button component={Link} to={continueAt} rightSection={<IconArrowRight size={16} />} data-testid="continue-wizard">
              {t(state.next_step.code === 'rejected' ? 'status.start_again' : continueAt === '/billing' ? 'status.pay' : 'status.continue')}
            </Button>
          )}
          {state.public_url && (
            <Button component={Link} to={state.public_url} variant="light" rightSection={<IconExternalLink size={16} />} data-testid="public-page">
              {t('status.public_page')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/** A missing field's name: a document's from messages.json, a form field's from listing.json. */
function fieldLabel(t: ReturnType<typeof useTranslation<'listing'>>['t'], field: string) {
  const document = t(`messages:applications.documents.${field}`, { defaultValue: '' });
  return document || t(`fields.${field}`, { defaultValue: field.replace(/_/g, ' ') });
}

/** A member without an application of this kind: what it is and where to start. */
export function NoApplication({ kind }: { kind: ListingKind }) {
  const { t } = useTranslation('listing');
  return (
    <Card withBorder padding="lg" data-testid="no-application">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t(`none.${kind}_title`)}
        </Title>
        <Text>{t(`none.${kind}_text`)}</Text>
        <Group>
          <Button component={Link} to={`/${kind}/register`} rightSection={<IconArrowRight size={16} />}>
            {t(`none.${kind}_start`)}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
