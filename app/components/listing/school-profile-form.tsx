import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Badge, Button, Card, Checkbox, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import type { SchoolApplication } from '#common/applications.ts';
import type { Option } from '../../lib/directory.server.ts';
import { SchoolProfileSchema } from '../../lib/listing-forms.ts';
import { useStandards } from '../../lib/standards.ts';
import { useFlashToast } from '../toast.tsx';
import { InstructorsEditor } from './instructors-editor.tsx';
import { FieldInput, FieldMultiSelect, FieldTextarea, PlaceFields, SocialFields, useProfileForm } from './profile-fields.tsx';

type Answer = { ok: boolean; result?: SubmissionResult; toast: { type: 'success' | 'error'; message: string } | null };
export type SchoolChoices = { countries: Option[]; regions: Option[]; styles: Option[]; trainingTypes: Option[] };

/** The public profile of an approved school; the levels the office approved are shown, not edited. */
export function SchoolProfileForm({ school, choices, action }: { school: SchoolApplication; choices: SchoolChoices; action: string }) {
  const { t } = useTranslation('listing');
  const standards = useStandards();
  const fetcher = useFetcher<Answer>();
  useFlashToast(fetcher.data?.toast);
  const [form, fields] = useProfileForm(SchoolProfileSchema, fetcher.data?.result, 'school-profile', {
    ...school,
    country: school.country?.code ?? '',
    region: school.region ? String(school.region.id) : '',
    instructors: school.instructors.map((i) => ({ name: i.name, certification: i.certification ?? '', years_teaching: i.years_teaching ?? '' })),
  });
  return (
    <Card withBorder padding="lg" id="profile">
      <fetcher.Form method="post" action={action} {...getFormProps(form)}>
        <input type="hidden" name="intent" value="profile" />
        <input type="hidden" name="id" value={school.id} />
        <Stack gap="md">
          <div>
            <Title order={2} size="h4">
              {t('profile.school_title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('profile.school_hint')}
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
              {school.levels.map((l) => (
                <Badge key={l} variant="light" title={standards.name(l)}>
                  {l}
                </Badge>
              ))}
              {school.additional_levels.map((l) => (
                <Badge key={l.level} variant="outline" tt="none">
                  {t('profile.additional_level', { level: l.level, hours: l.hours })}
                </Badge>
              ))}
              {school.other_level && (
                <Badge variant="outline" tt="none">
                  {t('profile.additional_level', { level: school.other_level, hours: school.other_level_hours ?? '—' })}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {t('profile.reviewed_hint')}
            </Text>
          </Stack>

          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FieldInput field={fields.name} label={t('fields.name')} />
            <FieldInput field={fields.local_name} label={t('fields.local_name')} />
          </SimpleGrid>
          <FieldInput field={fields.slug} label={t('fields.slug')} description={t('profile.slug_hint', { path: `/schools/${school.slug}` })} />
          <FieldTextarea field={fields.introduction} label={t('fields.introduction')} minRows={6} />

          <Divider label={t('profile.contact_section')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FieldInput field={fields.email} label={t('fields.email')} type="email" />
            <FieldInput field={fields.phone} label={t('fields.phone')} type="tel" />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FieldTextarea field={fields.address} label={t('fields.address')} minRows={2} />
            <FieldTextarea field={fields.local_address} label={t('fields.local_address')} minRows={2} />
          </SimpleGrid>
          <PlaceFields
            country={fields.country}
            region={fields.region}
            city={fields.city}
            countries={choices.countries}
            regions={choices.regions}
            initial={{ country: school.country?.code ?? null, region: school.region ? String(school.region.id) : null }}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FieldInput field={fields.owner_name} label={t('fields.owner_name')} />
            <FieldInput field={fields.designation} label={t('fields.designation')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <FieldInput field={fields.primary_contact_name} label={t('fields.primary_contact_name')} />
            <FieldInput field={fields.primary_contact_email} label={t('fields.primary_contact_email')} type="email" />
            <FieldInput field={fields.primary_contact_phone} label={t('fields.primary_contact_phone')} type="tel" />
          </SimpleGrid>

          <Divider label={t('profile.yoga_section')} labelPosition="left" />
          <FieldMultiSelect field={fields.styles} label={t('fields.styles')} data={choices.styles} initial={school.styles} />
          <FieldTextarea field={fields.style_description} label={t('fields.style_description')} minRows={2} />
          <FieldMultiSelect field={fields.training_types} label={t('fields.training_types')} data={choices.trainingTypes} initial={school.training_types} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FieldInput field={fields.number_of_teachers} label={t('fields.number_of_teachers')} type="number" min={0} />
            <FieldInput field={fields.main_teacher_hours} label={t('fields.main_teacher_hours')} type="number" min={0} />
          </SimpleGrid>
          <Checkbox name={fields.issues_certificate.name} value="1" defaultChecked={school.issues_certificate} label={t('fields.issues_certificate')} />
          <InstructorsEditor form={form} field={fields.instructors} />

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
