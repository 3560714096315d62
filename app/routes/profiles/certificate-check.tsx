import { Alert, Button, Card, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconHelpCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { data, redirect } from 'react-router';
import type { CertificateVerification } from '#common/certificates.ts';
import { Facts } from '../../components/directory/profile-parts.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { Form } from '../../components/router-links.tsx';
import { failedPage } from '../../lib/api.server.ts';
import { directoryApi } from '../../lib/directory.server.ts';
import { formatDate, formatDateRange } from '../../lib/directory-format.ts';
import { serverT } from '../../lib/i18n.server.ts';
import type { Route } from './+types/certificate-check';

// Anyone checks a certificate of attendance by its code (printed on the PDF with this page's address):
// valid (name, event, school, dates, hours), no longer valid, or unknown. Nothing else about the member.

type Outcome =
  | { kind: 'valid'; certificate: CertificateVerification & { dates_label: string; issued_label: string } }
  | { kind: 'revoked'; code: string }
  | { kind: 'unknown'; code: string }
  | null;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const t = await serverT(context);
  const meta = { title: t('listing:certificates.verify_title'), noindex: true };
  const typed = new URL(request.url).searchParams.get('code');
  // The form sends ?code=…; the answer lives at the certificate's own address.
  if (!params.code && typed?.trim()) throw redirect(`/certificates/${encodeURIComponent(typed.trim().slice(0, 40))}`);
  if (!params.code) return { meta, outcome: null as Outcome };
  const { api, lang } = directoryApi(context, request);
  const res = await api.get('certificate/{code}/', { params: { code: params.code } });
  if (res.status === 404 || res.status === 400) return data({ meta, outcome: { kind: 'unknown', code: params.code } as Outcome }, { status: 404 });
  if (!res.ok) throw failedPage(res);
  const c = res.data;
  const outcome: Outcome = c.valid
    ? {
        kind: 'valid',
        certificate: {
          ...c,
          dates_label: c.start_date && c.end_date ? formatDateRange(lang, c.start_date, c.end_date) : '',
          issued_label: c.issued_at ? formatDate(lang, c.issued_at.slice(0, 10)) : '',
        },
      }
    : { kind: 'revoked', code: c.code };
  return { meta, outcome };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function CertificateCheckPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('listing');
  const { outcome } = loaderData;
  const typed = outcome ? (outcome.kind === 'valid' ? outcome.certificate.code : outcome.code) : '';
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('certificates.verify_title')}</Title>
        <Text c="dimmed">{t('certificates.verify_intro')}</Text>
        <Form method="get" action="/certificates">
          <Group align="flex-end" gap="sm">
            <TextInput
              name="code"
              label={t('certificates.code_label')}
              defaultValue={typed}
              placeholder="ABCDE-FGHJK"
              required
              maxLength={40}
              autoCapitalize="characters"
              spellCheck={false}
              style={{ flex: 1, minWidth: 200 }}
            />
            <Button type="submit">{t('certificates.check')}</Button>
          </Group>
        </Form>
        {outcome?.kind === 'valid' && (
          <Card withBorder radius="md" padding="lg" data-testid="certificate-result">
            <Stack gap="md">
              <Group gap="xs" data-testid="certificate-valid">
                <IconCircleCheck size={24} color="var(--mantine-color-teal-9)" aria-hidden />
                <Text fw={700} size="lg" c="teal.9">
                  {t('certificates.valid')}
                </Text>
              </Group>
              <Facts
                items={[
                  [t('certificates.fields.member'), outcome.certificate.member_name],
                  [t('certificates.fields.event'), outcome.certificate.event_subject],
                  [t('certificates.fields.school'), outcome.certificate.school_name],
                  [t('certificates.fields.dates'), outcome.certificate.dates_label],
                  [t('certificates.fields.hours'), t('certificates.item_hours', { hours: outcome.certificate.hours })],
                  [t('certificates.fields.issued'), outcome.certificate.issued_label],
                  [t('certificates.fields.code'), outcome.certificate.code],
                ]}
              />
            </Stack>
          </Card>
        )}
        {outcome?.kind === 'revoked' && (
          <Alert color="red" variant="light" icon={<IconCircleX size={20} />} data-testid="certificate-revoked">
            {outcome.code}: {t('certificates.revoked')}
          </Alert>
        )}
        {outcome?.kind === 'unknown' && (
          <Alert color="yellow" variant="light" icon={<IconHelpCircle size={20} />} data-testid="certificate-unknown">
            {t('certificates.not_found')}
          </Alert>
        )}
      </Stack>
    </Container>
  );
}
