import { getFormProps, getInputProps, getSelectProps, getTextareaProps } from '@conform-to/react';
import { Button, Card, Container, NativeSelect, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { FeedbackSchema } from '#common/content.ts';
import { FEEDBACK_CATEGORIES } from '#common/content-codes.ts';
import { PageHeader } from '../../components/content/page-header.tsx';
import { useErrorText, useZodForm } from '../../components/forms.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { Form } from '../../components/router-links.tsx';
import { OutcomeToast } from '../../components/toast.tsx';
import { submitToApi } from '../../lib/form-reply.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import type { Route } from './+types/feedback';

export async function loader({ context }: Route.LoaderArgs) {
  const t = await serverT(context);
  return { meta: { title: t('content:feedback.title'), description: t('content:feedback.description') } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ request, context }: Route.ActionArgs) {
  return submitToApi(context, request, { schema: FeedbackSchema, path: 'feedback', fields: ['category', 'rating', 'message', 'email'] });
}

export default function Feedback({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigation = useNavigation();
  const [form, fields] = useZodForm(FeedbackSchema, actionData?.result);
  return (
    <>
      <PageHeader title={t('content:feedback.title')} intro={t('content:feedback.intro')} />
      <Container size="sm" py={{ base: 'lg', sm: 48 }}>
        <Card withBorder radius="lg" padding="xl">
          <Stack gap="md">
            <Title order={2} size="h3">
              {t('content:feedback.form_title')}
            </Title>
            <OutcomeToast toast={actionData?.toast} />
            <Form method="post" {...getFormProps(form)}>
              <Stack gap="sm">
                <NativeSelect
                  {...getSelectProps(fields.category)}
                  key={fields.category.key}
                  label={t('content:feedback.category')}
                  data={[
                    { value: '', label: t('content:feedback.choose') },
                    ...FEEDBACK_CATEGORIES.map((c) => ({ value: c, label: t(`content:feedback.categories.${c}`) })),
                  ]}
                  error={errorText(fields.category.errors)}
                  withAsterisk
                />
                <NativeSelect
                  {...getSelectProps(fields.rating)}
                  key={fields.rating.key}
                  label={t('content:feedback.rating')}
                  data={[
                    { value: '', label: t('content:feedback.no_rating') },
                    ...[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: t(`content:feedback.ratings.${n}`) })),
                  ]}
                  error={errorText(fields.rating.errors)}
                />
                <Textarea
                  {...getTextareaProps(fields.message)}
                  key={fields.message.key}
                  label={t('content:feedback.message')}
                  autosize
                  minRows={5}
                  maxRows={14}
                  maxLength={5000}
                  error={errorText(fields.message.errors)}
                  withAsterisk
                />
                <TextInput
                  {...getInputProps(fields.email, { type: 'email' })}
                  key={fields.email.key}
                  label={t('content:feedback.email')}
                  description={t('content:feedback.email_hint')}
                  autoComplete="email"
                  error={errorText(fields.email.errors)}
                />
                <Button type="submit" loading={navigation.state === 'submitting'} size="md" data-testid="feedback-submit">
                  {t('content:feedback.send')}
                </Button>
              </Stack>
            </Form>
          </Stack>
        </Card>
      </Container>
    </>
  );
}
