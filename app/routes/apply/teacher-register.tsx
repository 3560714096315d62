import { Alert, Button, Group, List, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCertificate, IconFileText } from '@tabler/icons-react';
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
import type { Route } from './+types/teacher-register';

export async function loader({ context, request }: Route.LoaderArgs) {
  const currency = context.get(webStateContext).currency;
  const [wizard, fees, t] = await Promise.all([
    loadWizard(context, request, 'teacher'),
    apiClient(context, request).get<FeePage>('fee', { query: { currency } }),
    serverT(context),
  ]);
  return { ...wizard, fees: fees.ok ? fees.data : null, meta: { title: t('apply:teacher_title') } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** What a teacher registration means (RTY; CYT only through a CYS school), the hours, documents and fees. */
export default function TeacherRegister({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('apply');
  const { application, rejected, formData, fees, bothNext } = loaderData;
  const cyt = formData.registration_types.find((r) => !r.available);
  return (
    <WizardPage
      kind="teacher"
      step="intro"
      title={t('teacher_title')}
      intro={t('teacher_intro')}
      application={application}
      refused={rejected}
      steps={formData.steps}
      bothNext={bothNext}
    >
      <Section title={t('teacher_types_title')}>
        <List
          spacing="xs"
          icon={
            <ThemeIcon size={22} radius="xl" variant="light">
              <IconCertificate size={14} />
            </ThemeIcon>
          }
        >
          {formData.registration_types
            .filter((r) => r.available)
            .map((r) => (
              <List.Item key={r.value}>
                <Text size="sm" fw={600}>
                  {r.label}
                </Text>
                <Text size="sm" c="gray.7">
                  {t('teacher_levels', { levels: formData.registration_levels.map((l) => l.label).join(', ') })}
                </Text>
              </List.Item>
            ))}
        </List>
        {cyt && (
          <Alert color="gray" variant="light" title={cyt.label} data-testid="cyt-note">
            {cyt.note}
          </Alert>
        )}
        <Text size="sm" c="gray.7">
          {formData.teaching_hours.help}
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
              <List.Item key={d.value}>
                {d.label} {d.required ? '' : `(${t('optional')})`}
              </List.Item>
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
            {formData.review_time}
          </Text>
        </Section>
      </TwoColumns>
      {fees && (
        <Section title={t('fees_title')} description={t('fees_intro')}>
          <FeeTable fees={fees} audience="teacher" />
        </Section>
      )}
      <Group justify="flex-end">
        <Title order={2} size="h5" style={{ flex: 1 }} c="dimmed" fw={500}>
          {application ? t('continue_where') : t('start_hint')}
        </Title>
        <Button
          component={Link}
          to={wizardHref(resumePath('teacher', application), bothNext)}
          rightSection={<IconArrowRight size={16} />}
          data-testid="wizard-start"
        >
          {application ? t('continue_application') : t('start_application')}
        </Button>
      </Group>
    </WizardPage>
  );
}
