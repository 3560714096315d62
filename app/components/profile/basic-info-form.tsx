import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from '@conform-to/react';
import { Button, Card, Checkbox, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher, useNavigation } from 'react-router';
import { ProfileUpdateSchema } from '#common/profile.ts';
import type { Profile } from '#common/users.ts';
import type { Option } from '../../lib/directory.server.ts';
import { useErrorText, useZodForm } from '../forms.tsx';
import { Form } from '../router-links.tsx';

type Props = { profile: Profile; countries: Option[]; regions: Option[]; lastResult: SubmissionResult | undefined };

/**
 * SPEC §3 User profile: basic information, with region choices that follow the country of residence.
 * Choosing the selected option again keeps it (allowDeselect off); the clear button empties a select.
 */
export function BasicInfoForm({ profile, countries, regions: initialRegions, lastResult }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigation = useNavigation();
  const regionFetcher = useFetcher<{ regions: Option[] }>();
  const [form, fields] = useZodForm(ProfileUpdateSchema, lastResult, 'profile-form');
  const [country, setCountry] = useState<string | null>(profile.region_country ?? profile.country_of_residence);
  const [region, setRegion] = useState<string | null>(profile.region ? String(profile.region) : null);
  const regions = regionFetcher.data?.regions ?? initialRegions;

  // biome-ignore lint/correctness/useExhaustiveDependencies: load only when the chosen country changes
  useEffect(() => {
    const current = profile.region_country ?? profile.country_of_residence;
    if (country && country !== current) regionFetcher.load(`/resources/regions?country=${country}`);
  }, [country]);

  const onCountry = (value: string | null) => {
    if (value === country) return;
    setCountry(value);
    setRegion(null);
  };
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'profile';

  return (
    <Card withBorder padding="lg">
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="profile" />
        <Stack gap="md">
          <div>
            <Title order={2} size="h4">
              {t('profile.basic_info')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('profile.basic_info_hint')}
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              {...getInputProps(fields.first_name, { type: 'text' })}
              key={fields.first_name.key}
              defaultValue={profile.first_name}
              label={t('profile.first_name')}
              autoComplete="given-name"
              error={errorText(fields.first_name.errors)}
            />
            <TextInput
              {...getInputProps(fields.last_name, { type: 'text' })}
              key={fields.last_name.key}
              defaultValue={profile.last_name}
              label={t('profile.last_name')}
              autoComplete="family-name"
              error={errorText(fields.last_name.errors)}
            />
          </SimpleGrid>
          <TextInput label={t('auth.email')} value={profile.email} readOnly disabled description={t('profile.email_fixed')} />
          <TextInput
            {...getInputProps(fields.legal_full_name, { type: 'text' })}
            key={fields.legal_full_name.key}
            defaultValue={profile.legal_full_name ?? ''}
            label={t('profile.legal_full_name')}
            description={t('profile.legal_full_name_hint')}
            error={errorText(fields.legal_full_name.errors)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              name={fields.nationality.name}
              defaultValue={profile.nationality}
              data={countries}
              searchable
              clearable
              allowDeselect={false}
              label={t('profile.nationality')}
              placeholder={t('profile.choose_country')}
              nothingFoundMessage={t('profile.nothing_found')}
              error={errorText(fields.nationality.errors)}
            />
            <TextInput
              {...getInputProps(fields.date_of_birth, { type: 'date' })}
              key={fields.date_of_birth.key}
              defaultValue={profile.date_of_birth ?? ''}
              label={t('profile.date_of_birth')}
              error={errorText(fields.date_of_birth.errors)}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              name={fields.country_of_residence.name}
              value={country}
              onChange={onCountry}
              data={countries}
              searchable
              clearable
              allowDeselect={false}
              label={t('profile.country_of_residence')}
              placeholder={t('profile.choose_country')}
              nothingFoundMessage={t('profile.nothing_found')}
              error={errorText(fields.country_of_residence.errors)}
              data-testid="country-of-residence"
            />
            <Select
              name={fields.region.name}
              value={region}
              onChange={setRegion}
              data={regions}
              searchable
              clearable
              allowDeselect={false}
              disabled={!country || regionFetcher.state === 'loading'}
              label={t('profile.region')}
              placeholder={country ? t('profile.choose_region') : t('profile.choose_country_first')}
              nothingFoundMessage={t('profile.nothing_found')}
              error={errorText(fields.region.errors)}
              data-testid="region"
            />
          </SimpleGrid>
          <TextInput
            {...getInputProps(fields.location, { type: 'text' })}
            key={fields.location.key}
            defaultValue={profile.location ?? ''}
            label={t('profile.location')}
            description={t('profile.location_hint')}
            error={errorText(fields.location.errors)}
          />
          <TextInput
            {...getInputProps(fields.web_site_url, { type: 'url' })}
            key={fields.web_site_url.key}
            defaultValue={profile.web_site_url ?? ''}
            label={t('profile.web_site_url')}
            placeholder="https://"
            error={errorText(fields.web_site_url.errors)}
          />
          <Textarea
            {...getTextareaProps(fields.detail)}
            key={fields.detail.key}
            defaultValue={profile.detail ?? ''}
            label={t('profile.about_me')}
            autosize
            minRows={4}
            maxRows={12}
            error={errorText(fields.detail.errors)}
          />
          <Checkbox name={fields.email_notifications.name} value="1" defaultChecked={profile.email_notifications} label={t('profile.email_notifications')} />
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              {t('profile.save')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Card>
  );
}
