import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { Alert, Anchor, Button, Card, Divider, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation, useRevalidator } from 'react-router';
import type { Language } from '#common/constants.ts';
import { AccountDeletionSchema, DATA_EXPORT_DAYS, type DataExport, DELETE_CONFIRMATION_WORDS } from '#common/member-data.ts';
import { formatDate } from '../../lib/directory-format.ts';
import { numberFormat } from '../../lib/intl-formats.ts';
import { PasswordField, useErrorText, useZodForm } from '../forms.tsx';
import { Form, Link } from '../router-links.tsx';

type Props = { dataExport: DataExport | null; hasPassword: boolean; deleteResult: SubmissionResult | undefined };

/** "Your data" on /user-profile (ADR 0041): a copy of everything about the member, and the deletion of the account. */
export function YourData({ dataExport, hasPassword, deleteResult }: Props) {
  const { t } = useTranslation('account');
  return (
    <Card withBorder padding="lg" id="your-data">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3">
            {t('data.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('data.intro')}
          </Text>
        </Stack>
        <DataExportSection dataExport={dataExport} />
        <Divider />
        <DeleteAccountForm hasPassword={hasPassword} lastResult={deleteResult} />
      </Stack>
    </Card>
  );
}

function DataExportSection({ dataExport }: { dataExport: DataExport | null }) {
  const { t, i18n } = useTranslation('account');
  const navigation = useNavigation();
  const state = dataExport?.state ?? 'none';
  const date = (iso: string | null) => (iso ? formatDate(i18n.language, iso.slice(0, 10)) : '');
  const asking = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'export';
  useRefreshWhileMaking(state === 'requested');
  return (
    <Stack gap="sm" data-testid="data-export" data-state={state}>
      <Title order={3} size="h4">
        {t('data.export_title')}
      </Title>
      <Text size="sm">{t('data.export_help', { days: DATA_EXPORT_DAYS })}</Text>
      {state === 'requested' && dataExport ? (
        <Alert color="blue" variant="light" role="status">
          {t('data.export_requested', { date: date(dataExport.requested_at) })}{' '}
          <Anchor component={Link} to="/user-profile" preventScrollReset>
            {t('data.export_check')}
          </Anchor>
        </Alert>
      ) : null}
      {state === 'ready' && dataExport?.id ? (
        <Alert color="teal" variant="light">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('data.export_ready')}</Text>
            {/* A plain link: the download streams through the web with the member's session. */}
            <Button
              component="a"
              href={`/user-profile/export/${dataExport.id}/download`}
              leftSection={<IconDownload size={16} />}
              data-testid="data-export-download"
            >
              {t('data.export_download', { size: fileSize(i18n.language as Language, dataExport.size ?? 0) })}
            </Button>
            <Text size="xs" c="dimmed">
              {t('data.export_expires', { date: date(dataExport.expires_at) })}
            </Text>
          </Stack>
        </Alert>
      ) : null}
      {state === 'failed' ? (
        <Alert color="red" variant="light">
          {t('data.export_failed')}
        </Alert>
      ) : null}
      {state === 'expired' ? (
        <Text size="sm" c="dimmed">
          {t('data.export_expired')}
        </Text>
      ) : null}
      {state === 'requested' ? null : (
        <Form method="post">
          <input type="hidden" name="intent" value="export" />
          <Button type="submit" variant="light" loading={asking}>
            {state === 'none' ? t('data.export_request') : t('data.export_again')}
          </Button>
        </Form>
      )}
    </Stack>
  );
}

function DeleteAccountForm({ hasPassword, lastResult }: { hasPassword: boolean; lastResult: SubmissionResult | undefined }) {
  const { t, i18n } = useTranslation('account');
  const errorText = useErrorText();
  const navigation = useNavigation();
  const [form, fields] = useZodForm(AccountDeletionSchema, lastResult, 'delete-account-form');
  const word = DELETE_CONFIRMATION_WORDS[(i18n.language as Language) in DELETE_CONFIRMATION_WORDS ? (i18n.language as Language) : 'en'];
  const deleting = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'delete_account';
  return (
    <Stack gap="sm" data-testid="delete-account">
      <Title order={3} size="h4" c="red.9">
        {t('delete.title')}
      </Title>
      <Text size="sm" fw={600}>
        {t('delete.intro')}
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>{t('delete.what_goes')}</List.Item>
        <List.Item>{t('delete.what_stays')}</List.Item>
      </List>
      <Text size="sm" c="dimmed">
        {t('delete.export_first')}
      </Text>
      {hasPassword ? (
        <Form method="post" {...getFormProps(form)} noValidate>
          <input type="hidden" name="intent" value="delete_account" />
          <Stack gap="sm" maw={420}>
            <PasswordField field={fields.password} label={t('delete.password')} autoComplete="current-password" />
            <TextInput
              {...getInputProps(fields.confirmation, { type: 'text' })}
              key={fields.confirmation.key}
              label={t('delete.confirmation', { word })}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              error={errorText(fields.confirmation.errors)}
            />
            <Group>
              <Button type="submit" color="red.9" loading={deleting}>
                {t('delete.submit')}
              </Button>
            </Group>
          </Stack>
        </Form>
      ) : (
        <Alert color="yellow" variant="light">
          {t('delete.no_password')}
        </Alert>
      )}
    </Stack>
  );
}

/** While the copy is being made, the page asks again every few seconds (without JavaScript: the "check again" link). */
function useRefreshWhileMaking(making: boolean) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!making) return;
    const timer = setInterval(() => void revalidate(), 5000);
    return () => clearInterval(timer);
  }, [making, revalidate]);
}

/** Bytes as a reader counts them: kilobytes below a megabyte, else megabytes. */
function fileSize(lang: Language, bytes: number): string {
  const locale = lang === 'zh' ? 'zh-CN' : lang;
  const [value, unit] = bytes < 1_000_000 ? [Math.max(1, Math.round(bytes / 1000)), 'kilobyte'] : [bytes / 1_000_000, 'megabyte'];
  return numberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}
