import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Badge, Button, Card, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import type { TeacherApplication } from '#common/applications.ts';
import type { Option } from '../../lib/directory.server.ts';
import { TeacherProfileSchema } from '../../lib/listing-forms.ts';
import { useFlashToast } from '../toast.tsx';
import { FieldInput, FieldMultiSelect, FieldTextarea, PlaceFields, SocialFields, useProfileForm } from './profile-fields.tsx';

type Answer = { ok: boolean; result?: SubmissionResult; toast: { type: 'success' | 'error'; message: string } | null };
export type TeacherChoices = { countries: Option[]; regions: Option[]; styles: Option[] };

/** The public profile of an approved teacher; type, level and WYA ID (reviewed by the office) are shown, not edited. */
export function TeacherProfileForm({ teacher, choices, action }: { teacher: TeacherApplication; choices: TeacherChoices; action: string }) {
  const { t } = useTranslation('listing');
  const fetcher = useFetcher<Answer>();
  useFlashToast(fetcher.data?.toast);
  const [form, fields] = useProfileForm(TeacherProfileSchema, fetcher.data?.result, 'teacher-profile', {
    ...teacher,
    country: teacher.country?.code ?? '',
    region: teacher.region ? String(teacher.region.id) : '',
  });
  return (
    <Card withBorder padding="lg" id="profile">
      <fetcher.Form method="post" action={action} {...getFormProps(form)}>
        <input type="hidden" name="intent" value="profile" />
        <input type="hidden" name="id" value={teacher.id} />
        <Stack gap="md">
          <div>
            <Title order={2} size="h4">
              {t('profile.teacher_title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('profile.teacher_hint')}
            </Text>
          </div>
          <Stack gap={6} p="sm" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }} data-testid="reviewed-fields">
            <Group gap={6}>
              <IconLock size={14} aria-hidden />
              <Text size="sm" fw={600}>
                {t('profile.reviewed_title')}
              </Text>
            </Group>
            <Group gap={6}>
              {teacher.registration_type && <Badge variant="light">{teacher.registration_type}</Badge>}
              {teacher.registration_level && (
                <Badge variant="outline" tt="none">
                  {t('graduates.level_hours', { hours: teacher.registration_level })}
                </Badge>
              )}
              {teacher.training_school_name && <Text size="sm">{t('profile.trained_at', { school: teacher.training_school_name })}</Text>}
            </Group>
            <Text size="xs" c="dimmed">
              {t('profile.reviewed_hint')}
            </Text>
          </Stack>

          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FieldInput field={fields.display_name} label={t('fields.display_name')} />
            <FieldInput field={fields.local_name} label={t('fields.local_name')} />
          </SimpleGrid>
          <FieldInput field={fields.slug} label={t('fields.slug')} description={t('profile.slug_hint', { path: `/teachers/${teacher.slug}` })} />
          <FieldInput field={fields.headline} label={t('fields.headline')} />
          <FieldTextarea field={fields.introduction} label={t('fields.introduction')} minRows={6} />

          <Divider label={t('profile.contact_section')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FieldInput field={fields.email} label={t('fields.email')} type="email" />
            <FieldInput field={fields.phone} label={t('fields.phone')} type="tel" />
          </SimpleGrid>
          <FieldTextarea field={fields.local_address} label={t('fields.local_address')} minRows={2} />
          <PlaceFields
            country={fields.country}
            region={fields.region}
            city={fields.city}
            countries={choices.countries}
            regions={choices.regions}
            initial={{ country: teacher.country?.code ?? null, region: teacher.region ? String(teacher.region.id) : null }}
          />

          <Divider label={t('profile.yoga_section')} labelPosition="left" />
          <FieldMultiSelect field={fields.styles} label={t('fields.styles')} data={choices.styles} initial={teacher.styles} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FieldInput field={fields.years_teaching} label={t('fields.years_teaching')} type="number" min={0} max={80} />
            <FieldInput field={fields.teaching_hours} label={t('fields.teaching_hours')} type="number" min={0} />
          </SimpleGrid>

          <Divider label={t('profile.links_section')} labelPosition="left" />
          <SocialFields fields={fields} />

          <Group justify="flex-end">
            <Button type="submit" loading={fetcher.state !== 'idle'} data-testid="profile-save">
              {t('profile.save')}
            </Button>
          </Group>
        </Stack>
      </fetcher.Form>
    </Card>
  );
}
