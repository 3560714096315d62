import { Button, Card, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../router-links.tsx';
import { NextSteps } from './payment-step.tsx';
import { StatusPanel } from './status-panel.tsx';
import { WIZARD_START, type WizardKind } from './wizard-steps.ts';

type Props = {
  kind: WizardKind;
  application: Parameters<typeof StatusPanel>[0]['application'];
  reviewTime: string;
  bothNext: string | null;
};

/** After submitting: where the application stands, what happens next and how long review takes. */
export function SuccessPage({ kind, application, reviewTime, bothNext }: Props) {
  const { t } = useTranslation('apply');
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={44} radius="xl" color="teal" variant="light">
            <IconCircleCheck size={28} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t(kind === 'school' ? 'success_school_title' : 'success_teacher_title')}
          </Title>
        </Group>
        <StatusPanel application={application} />
        <NextSteps kind={kind} />
        <Text size="sm" c="gray.7" data-testid="review-time">
          {reviewTime}
        </Text>
        {bothNext === 'teacher' ? (
          <Card withBorder padding="lg" bg="brand.0">
            <Stack gap="sm">
              <Text fw={600}>{t('then_teacher_title')}</Text>
              <Text size="sm">{t('then_teacher_text')}</Text>
              <Group justify="flex-end">
                <Button component={Link} to={WIZARD_START.teacher} rightSection={<IconArrowRight size={16} />} data-testid="continue-teacher">
                  {t('then_teacher_button')}
                </Button>
              </Group>
            </Stack>
          </Card>
        ) : (
          <Group>
            <Button component={Link} to="/user-profile" variant="light">
              {t('to_profile')}
            </Button>
            <Button component={Link} to="/" variant="subtle">
              {t('to_home')}
            </Button>
          </Group>
        )}
      </Stack>
    </Container>
  );
}
