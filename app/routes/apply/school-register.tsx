import { Anchor, Badge, Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FeePage } from '#common/content.ts';
import { FeeTable, TwoColumns } from '../../components/apply/fee-table.tsx';
import { Section, WizardPage } from '../../components/apply/wizard-page.tsx';
import { resumePath, wizardHref } from '../../components/apply/wizard-steps.ts';
import { pageMeta } from '../../components/page-meta.ts';
import { Link } from '../../components/router-links.tsx';
import { apiClient } from '../../lib/api.server.ts';
import { loadWizard } from '../../lib/applications.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import { webStateContext } from '../../lib/web-state.server.ts';
import type { Route } from './+types/school-register';

export async function loader({ context, request }: Route.LoaderArgs) {
  const currency = context.get(webStateContext).currency;
  const [wizard, fees, t] = await Promise.all([
    loadWizard(context, request, 'school'),
    apiClient(context, request).get<FeePage>('fee', { query: { currency } }),
    serverT(context),
  ]);
  return { ...wizard, fees: fees.ok ? fees.data : null, meta: { title: t('apply:school_title') } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** What a school registration means, its levels, the documents and the fees; then the first step (or where the member left). */
export default function SchoolRegister({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('apply');
  const { application, rejected, formData, fees, bothNext } = loaderData;
  const first = wizardHref(resumePath('school', application), bothNext);
  return (
    <WizardPage
      kind="school"
      step="intro"
      title={t('school_title')}
      intro={t('school_intro')}
      application={application}
      refused={rejected}
      steps={formData.steps}
      bothNext={bothNext}
    >
      <Section title={t('school_levels_title')} description={t('school_levels_intro')}>
        <Stack gap="xs" data-testid="school-levels">
          {formData.levels.map((level) => (
            <Card key={level.value} withBorder padding="sm">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <Badge variant="light" style={{ flexShrink: 0 }}>
                  {level.value}
                </Badge>
                <Stack gap={2}>
                  <Anchor component={Link} to={level.url} fw={600} size="sm">
                    {level.name}
                  </Anchor>
                  <Text size="sm" c="gray.7">
                    {level.description}
                  </Text>
                </Stack>
              </Group>
            </Card>
          ))}
        </Stack>
        <Text size="sm" c="dimmed">
          {formData.main_teacher_hours.map((h) => h.label).join(' · ')}
        </Text>
      </Section>
      <TwoColumns>
        <Section title={t('documents_title')} description={t('documents_intro')}>
          <List
            spacing="xs"
            icon={
              <ThemeIcon size={22} radius="xl" variant="light">
                <IconFileText size={14} />
              </ThemeIcon>
            }
          >
            {formData.documents.map((d) => (
              <List.Item key={d.value}>{d.label}</List.Item>
            ))}
          </List>
          <Text size="xs" c="dimmed">
            {formData.document_rules.label}
          </Text>
        </Section>
        <Section title={t('steps_title')}>
          <List type="ordered" spacing="xs" size="sm">
            {formData.steps.map((s) => (
              <List.Item key={s.value}>{s.label}</List.Item>
            ))}
          </List>
          <Text size="sm" c="gray.7">
            {t('school_review')}
          </Text>
        </Section>
      </TwoColumns>
      {fees && (
        <Section title={t('fees_title')} description={t('fees_intro')}>
          <FeeTable fees={fees} audience="school" />
        </Section>
      )}
      <Group justify="flex-end">
        <Title order={2} size="h5" style={{ flex: 1 }} c="dimmed" fw={500}>
          {application ? t('continue_where') : t('start_hint')}
        </Title>
        <Button component={Link} to={first} rightSection={<IconArrowRight size={16} />} data-testid="wizard-start">
          {application ? t('continue_application') : t('start_application')}
        </Button>
      </Group>
    </WizardPage>
  );
}
