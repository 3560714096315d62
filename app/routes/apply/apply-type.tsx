import { getFormProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Button, Card, Container, Group, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconBuildingCommunity, IconUser, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import { z } from '#common/zod-setup.ts';
import { useErrorText, useZodForm } from '../../components/forms.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { Form } from '../../components/router-links.tsx';
import { serverT } from '../../lib/i18n.server.ts';
import type { Route } from './+types/apply-type';

const APPLY_TYPES = ['school', 'teacher', 'both'] as const;
/** SPEC §5: a choice is required ("Please select the type to apply"). */
const ApplyTypeSchema = z.object({ type: z.enum(APPLY_TYPES, { error: 'validation.apply_type' }) });

export async function loader({ context }: Route.LoaderArgs) {
  const t = await serverT(context);
  return { meta: { title: t('apply:type_title') } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: ApplyTypeSchema });
  if (submission.status !== 'success') return { result: submission.reply() };
  // "Both": the school wizard first, and its success page leads on to the teacher wizard.
  const to = { school: '/school/register', teacher: '/teacher/register', both: '/school/register?then=teacher' }[submission.value.type];
  throw redirect(to);
}

export default function ApplyType({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation('apply');
  const errorText = useErrorText();
  const [form, fields] = useZodForm(ApplyTypeSchema, actionData?.result, 'apply-type');
  const choices = [
    { value: 'school', icon: <IconBuildingCommunity size={28} />, title: t('type_school'), text: t('type_school_text') },
    { value: 'teacher', icon: <IconUser size={28} />, title: t('type_teacher'), text: t('type_teacher_text') },
    { value: 'both', icon: <IconUsers size={28} />, title: t('type_both'), text: t('type_both_text') },
  ];
  const error = errorText(fields.type.errors);
  return (
    <Container size="md" py="xl">
      <Form method="post" {...getFormProps(form)}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              {t('type_title')}
            </Title>
            <Text c="gray.7">{t('type_intro')}</Text>
          </Stack>
          <Radio.Group name={fields.type.name} key={fields.type.key} error={error} aria-label={t('type_title')}>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" mb={error ? 'xs' : 0}>
              {choices.map((c) => (
                <Card key={c.value} withBorder padding="lg" component="label" style={{ cursor: 'pointer' }} data-testid={`apply-type-${c.value}`}>
                  <Stack gap="sm">
                    <Group justify="space-between">
                      <Text c="brand.6">{c.icon}</Text>
                      <Radio value={c.value} aria-label={c.title} />
                    </Group>
                    <Text fw={700}>{c.title}</Text>
                    <Text size="sm" c="gray.7">
                      {c.text}
                    </Text>
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          </Radio.Group>
          <Group justify="flex-end">
            <Button type="submit" rightSection={<IconArrowRight size={16} />} data-testid="apply-type-submit">
              {t('continue')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Container>
  );
}
