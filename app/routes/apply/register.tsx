import { Alert, Anchor, Badge, Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCertificate, IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SchoolFormData, TeacherFormData } from '#common/applications.ts';
import { FeeTable, TwoColumns } from '../../components/apply/fee-table.tsx';
import { Section, WizardPage } from '../../components/apply/wizard-page.tsx';
import { resumePath, wizardHref } from '../../components/apply/wizard-steps.ts';
import { pageMeta } from '../../components/page-meta.ts';
import { Link } from '../../components/router-links.tsx';
import { apiClient } from '../../lib/api.server.ts';
import { kindOfAddress, loadWizard } from '../../lib/applications.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import { webStateContext } from '../../lib/web-state.server.ts';
import type { Route } from './+types/register';

// The wizards' first page (/school/register, /teacher/register): what a registration means, its
// levels, the documents and the fees; then the first step (or where the member left).
export async function loader({ context, request }: Route.LoaderArgs) {
  const kind = kindOfAddress(request);
  const currency = context.get(webStateContext).currency;
  const [wizard, fees, t] = await Promise.all([
    loadWizard(context, request, kind),
    apiClient(context, request).get('fee', { query: { currency } }),
    serverT(context),
  ]);
  return {
    ...wizard,
    kind,
    fees: fees.ok ? fees.data : null,
    // The teacher's review time comes with the form data; the school's is a fixed text.
    reviewTime: 'review_time' in wizard.formData ? wizard.formData.review_time : t('apply:school_review'),
    meta: { title: t(`apply:${kind}_title`) },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function Register({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('apply');
  const { kind, application, rejected, formData, fees, reviewTime, bothNext } = loaderData;
  const listed = application !== null && ['approved', 'suspended'].includes(application.status);
  return (
    <WizardPage
      kind={kind}
      step="intro"
      title={t(`${kind}_title`)}
      intro={t(`${kind}_intro`)}
      application={application}
      refused={rejected}
      steps={formData.steps}
      bothNext={bothNext}
    >
      {'levels' in formData ? <SchoolLevels formData={formData} /> : <TeacherTypes formData={formData} />}
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
            {reviewTime}
          </Text>
        </Section>
      </TwoColumns>
      {fees && (
        <Section title={t('fees_title')} description={t('fees_intro')}>
          <FeeTable fees={fees} audience={kind} />
        </Section>
      )}
      {listed ? (
        // A listed registration is kept up to date from the member's own page, not the wizard.
        <Group justify="flex-end">
          <Title order={2} size="h5" style={{ flex: 1 }} c="dimmed" fw={500}>
            {t('listed_hint')}
          </Title>
          <Button component={Link} to={`/${kind}/profile`} rightSection={<IconArrowRight size={16} />} data-testid="own-page">
            {t(`open_own_${kind}`)}
          </Button>
        </Group>
      ) : (
        <Group justify="flex-end">
          <Title order={2} size="h5" style={{ flex: 1 }} c="dimmed" fw={500}>
            {application ? t('continue_where') : t('start_hint')}
          </Title>
          <Button
            component={Link}
            to={wizardHref(resumePath(kind, application), bothNext)}
            rightSection={<IconArrowRight size={16} />}
            data-testid="wizard-start"
          >
            {application ? t('continue_application') : t('start_application')}
          </Button>
        </Group>
      )}
    </WizardPage>
  );
}

/** A school's levels (the standards it may be registered for), each linking to its standard. */
function SchoolLevels({ formData }: { formData: SchoolFormData }) {
  const { t } = useTranslation('apply');
  return (
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
  );
}

/** A teacher's registration types (RTY; CYT only through a CYS school) and the hours they need. */
function TeacherTypes({ formData }: { formData: TeacherFormData }) {
  const { t } = useTranslation('apply');
  const cyt = formData.registration_types.find((r) => !r.available);
  return (
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
  );
}
