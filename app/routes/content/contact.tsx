import { getFormProps, getInputProps, getTextareaProps } from '@conform-to/react';
import { Button, Card, Container, Grid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconClock, IconMessageQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { ContactSchema } from '#common/content.ts';
import { PageHeader } from '../../components/content/page-header.tsx';
import { Reveal } from '../../components/content/reveal.tsx';
import { useErrorText, useZodForm } from '../../components/forms.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { Form, Link } from '../../components/router-links.tsx';
import { OutcomeToast } from '../../components/toast.tsx';
import { submitToApi } from '../../lib/form-reply.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import type { Route } from './+types/contact';

export async function loader({ context }: Route.LoaderArgs) {
  const t = await serverT(context);
  return { meta: { title: t('content:contact.title'), description: t('content:contact.description') } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ request, context }: Route.ActionArgs) {
  return submitToApi(context, request, { schema: ContactSchema, path: 'contact', fields: ['subject', 'message', 'email'] });
}

export default function Contact({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigation = useNavigation();
  const [form, fields] = useZodForm(ContactSchema, actionData?.result);
  return (
    <>
      <PageHeader
        title={t('content:contact.title')}
        intro={t('content:contact.intro')}
        crumbs={[{ label: t('nav.about'), to: '/about' }, { label: t('content:contact.title') }]}
      />
      <Container size="lg" py={{ base: 'lg', sm: 48 }}>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card withBorder radius="lg" padding="xl">
              <Stack gap="md">
                <Title order={2} size="h3">
                  {t('content:contact.form_title')}
                </Title>
                <OutcomeToast toast={actionData?.toast} />
                <Form method="post" {...getFormProps(form)}>
                  <Stack gap="sm">
                    <TextInput
                      {...getInputProps(fields.email, { type: 'email' })}
                      key={fields.email.key}
                      label={t('content:contact.email')}
                      autoComplete="email"
                      error={errorText(fields.email.errors)}
                      withAsterisk
                    />
                    <TextInput
                      {...getInputProps(fields.subject, { type: 'text' })}
                      key={fields.subject.key}
                      label={t('content:contact.subject')}
                      maxLength={200}
                      error={errorText(fields.subject.errors)}
                      withAsterisk
                    />
                    <Textarea
                      {...getTextareaProps(fields.message)}
                      key={fields.message.key}
                      label={t('content:contact.message')}
                      description={t('content:contact.message_hint')}
                      autosize
                      minRows={5}
                      maxRows={14}
                      maxLength={5000}
                      error={errorText(fields.message.errors)}
                      withAsterisk
                    />
                    <Button type="submit" loading={navigation.state === 'submitting'} size="md" data-testid="contact-submit">
                      {t('content:contact.send')}
                    </Button>
                  </Stack>
                </Form>
              </Stack>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <Reveal>
                <Card withBorder radius="lg" padding="lg">
                  <Stack gap="xs">
                    <IconClock size={28} color="var(--mantine-color-brand-6)" aria-hidden />
                    <Title order={2} size="h4">
                      {t('content:contact.hours_title')}
                    </Title>
                    <Text data-testid="office-hours">{t('content:contact.hours')}</Text>
                    <Text size="sm" c="gray.7">
                      {t('content:contact.hours_note')}
                    </Text>
                  </Stack>
                </Card>
              </Reveal>
              <Reveal delay={100}>
                <Card withBorder radius="lg" padding="lg">
                  <Stack gap="xs" align="flex-start">
                    <IconMessageQuestion size={28} color="var(--mantine-color-brand-6)" aria-hidden />
                    <Title order={2} size="h4">
                      {t('content:contact.faq_title')}
                    </Title>
                    <Text size="sm">{t('content:contact.faq_text')}</Text>
                    <Button component={Link} to="/about/faq" variant="light" size="sm">
                      {t('nav.faq')}
                    </Button>
                  </Stack>
                </Card>
              </Reveal>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
