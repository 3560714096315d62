import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Badge, Button, Card, Checkbox, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import type { SchoolApplication, TeacherApplication } from '#common/applications.ts';
import type { Option } from '../../lib/directory.server.ts';
import { SchoolProfileSchema, TeacherProfileSchema } from '../../lib/listing-forms.ts';
import { useStandards } from '../../lib/standards.ts';
import { useFlashToast } from '../toast.tsx';
import { InstructorsEditor } from './instructors-editor.tsx';
import { FieldInput, FieldMultiSelect, FieldTextarea, PlaceFields, SocialFields, useProfileForm } from './profile-fields.tsx';

type Answer = { ok: boolean; result?: SubmissionResult; toast: { type: 'success' | 'error'; message: string } | null };
/** A listing of either kind with its kind beside it, so each kind's part gets its own record. */
export type OwnListing = { kind: 'school'; listing: SchoolApplication } | { kind: 'teacher'; listing: TeacherApplication };
/** The form's choices; only a school asks for training types. */
export type ProfileChoices = { countries: Option[]; regions: Option[]; styles: Option[]; trainingTypes: Option[] };
// biome-ignore lint/suspicious/noExplicitAny: conform types the fields by the kind's own schema
type Fields = Record<string, any>;
const TWO_COLUMNS = { base: 1, sm: 2 };

/**
 * The public profile of an approved school or teacher. What the office reviewed (a school's levels, a
 * teacher's type, level and training school) is shown, not edited.
 */
export function ProfileForm({ choices, action, ...own }: OwnListing & { choices: ProfileChoices; action: string }) {
  const { t } = useTranslation('listing');
  const fetcher = useFetcher<Answer>();
  useFlashToast(fetcher.data?.toast);
  const { kind, listing } = own;
  const school = own.kind === 'school' ? own.listing : null;
  const place = { country: listing.country?.code ?? null, region: listing.region ? String(listing.region.id) : null };
  const [form, fields] = useProfileForm(school ? SchoolProfileSchema : TeacherProfileSchema, fetcher.data?.result, `${kind}-profile`, {
    ...listing,
    country: place.country ?? '',
    region: place.region ?? '',
    ...(school && {
      instructors: school.instructors.map((i) => ({ name: i.name, certification: i.certification ?? '', years_teaching: i.years_teaching ?? '' })),
    }),
  });
  return (
    <Card withBorder padding="lg" id="profile">
      <fetcher.Form method="post" action={action} {...getFormProps(form)}>
        <input type="hidden" name="intent" value="profile" />
        <input type="hidden" name="id" value={listing.id} />
        <Stack gap="md">
          <div>
            <Title order={2} size="h4">
              {t(`profile.${kind}_title`)}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`profile.${kind}_hint`)}
            </Text>
          </div>
          <Stack gap={6} p="sm" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }} data-testid="reviewed-fields">
            <Group gap={6}>
              <IconLock size={14} aria-hidden />
              <Text size="sm" fw={600}>
                {t('profile.reviewed_title')}
              </Text>
            </Group>
            <Group gap={6}>{own.kind === 'school' ? <SchoolReviewed school={own.listing} /> : <TeacherReviewed teacher={own.listing} />}</Group>
            <Text size="xs" c="dimmed">
              {t('profile.reviewed_hint')}
            </Text>
          </Stack>

          <SimpleGrid cols={TWO_COLUMNS}>
            {school ? <FieldInput field={fields.name} label={t('fields.name')} /> : <FieldInput field={fields.display_name} label={t('fields.display_name')} />}
            <FieldInput field={fields.local_name} label={t('fields.local_name')} />
          </SimpleGrid>
          <FieldInput field={fields.slug} label={t('fields.slug')} description={t('profile.slug_hint', { path: `/${kind}s/${listing.slug}` })} />
          {!school && <FieldInput field={fields.headline} label={t('fields.headline')} />}
          <FieldTextarea field={fields.introduction} label={t('fields.introduction')} minRows={6} />

          <Divider label={t('profile.contact_section')} labelPosition="left" />
          <SimpleGrid cols={TWO_COLUMNS}>
            <FieldInput field={fields.email} label={t('fields.email')} type="email" />
            <FieldInput field={fields.phone} label={t('fields.phone')} type="tel" />
          </SimpleGrid>
          {school ? (
            <SimpleGrid cols={TWO_COLUMNS}>
              <FieldTextarea field={fields.address} label={t('fields.address')} minRows={2} />
              <FieldTextarea field={fields.local_address} label={t('fields.local_address')} minRows={2} />
            </SimpleGrid>
          ) : (
            <FieldTextarea field={fields.local_address} label={t('fields.local_address')} minRows={2} />
          )}
          <PlaceFields
            country={fields.country}
            region={fields.region}
            city={fields.city}
            countries={choices.countries}
            regions={choices.regions}
            initial={place}
          />
          {school && <SchoolContacts fields={fields} />}

          <Divider label={t('profile.yoga_section')} labelPosition="left" />
          <FieldMultiSelect field={fields.styles} label={t('fields.styles')} data={choices.styles} initial={listing.styles} />
          {school ? (
            <SchoolYoga school={school} fields={fields} form={form} trainingTypes={choices.trainingTypes} />
          ) : (
            <SimpleGrid cols={TWO_COLUMNS}>
              <FieldInput field={fields.years_teaching} label={t('fields.years_teaching')} type="number" min={0} max={80} />
              <FieldInput field={fields.teaching_hours} label={t('fields.teaching_hours')} type="number" min={0} />
            </SimpleGrid>
          )}

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

/** The levels the office approved, those added with their hours, and any other level. */
function SchoolReviewed({ school }: { school: SchoolApplication }) {
  const { t } = useTranslation('listing');
  const standards = useStandards();
  return (
    <>
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
    </>
  );
}

/** The teacher's registration type and level, and the school that trained them. */
function TeacherReviewed({ teacher }: { teacher: TeacherApplication }) {
  const { t } = useTranslation('listing');
  return (
    <>
      {teacher.registration_type && <Badge variant="light">{teacher.registration_type}</Badge>}
      {teacher.registration_level && (
        <Badge variant="outline" tt="none">
          {t('graduates.level_hours', { hours: teacher.registration_level })}
        </Badge>
      )}
      {teacher.training_school_name && <Text size="sm">{t('profile.trained_at', { school: teacher.training_school_name })}</Text>}
    </>
  );
}

/** Who runs the school and whom the office contacts. */
function SchoolContacts({ fields }: { fields: Fields }) {
  const { t } = useTranslation('listing');
  return (
    <>
      <SimpleGrid cols={TWO_COLUMNS}>
        <FieldInput field={fields.owner_name} label={t('fields.owner_name')} />
        <FieldInput field={fields.designation} label={t('fields.designation')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <FieldInput field={fields.primary_contact_name} label={t('fields.primary_contact_name')} />
        <FieldInput field={fields.primary_contact_email} label={t('fields.primary_contact_email')} type="email" />
        <FieldInput field={fields.primary_contact_phone} label={t('fields.primary_contact_phone')} type="tel" />
      </SimpleGrid>
    </>
  );
}

type SchoolYogaProps = { school: SchoolApplication; fields: Fields; form: Parameters<typeof InstructorsEditor>[0]['form']; trainingTypes: Option[] };

/** How the school teaches: its style, training types, faculty and instructors. */
function SchoolYoga({ school, fields, form, trainingTypes }: SchoolYogaProps) {
  const { t } = useTranslation('listing');
  return (
    <>
      <FieldTextarea field={fields.style_description} label={t('fields.style_description')} minRows={2} />
      <FieldMultiSelect field={fields.training_types} label={t('fields.training_types')} data={trainingTypes} initial={school.training_types} />
      <SimpleGrid cols={TWO_COLUMNS}>
        <FieldInput field={fields.number_of_teachers} label={t('fields.number_of_teachers')} type="number" min={0} />
        <FieldInput field={fields.main_teacher_hours} label={t('fields.main_teacher_hours')} type="number" min={0} />
      </SimpleGrid>
      <Checkbox name={fields.issues_certificate.name} value="1" defaultChecked={school.issues_certificate} label={t('fields.issues_certificate')} />
      <InstructorsEditor form={form} field={fields.instructors} />
    </>
  );
}
