import { Grid, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Field, LineInput, type Option, TextArea } from './fields.tsx';
import { PlaceFields } from './place-fields.tsx';
import { SlugField } from './slug-field.tsx';
import { SocialFields } from './social-fields.tsx';
import { Section } from './wizard-page.tsx';

// The information step's fields of each kind: the school's (with its address and people) and the
// teacher's (personal, with a location); both share the contact section and the place fields.

type Props = { fields: Record<string, Field>; labels: Record<string, string>; ownId: number | null; countries: Option[]; regions: Option[] };

export function SchoolInformationFields({ fields, labels, ownId, countries, regions }: Props) {
  const { t } = useTranslation('apply');
  return (
    <>
      <Section title={t('section_school')}>
        <LineInput field={fields.name} label={labels.name} required />
        <SlugField field={fields.slug} kind="school" ownId={ownId} label={labels.slug} />
        <LineInput field={fields.local_name} label={labels.local_name} description={t('local_name_help')} />
        <TextArea field={fields.introduction} label={labels.introduction} required minRows={4} description={t('introduction_help')} />
      </Section>
      <Section title={t('section_address')}>
        <TextArea field={fields.address} label={labels.address} required minRows={2} />
        <TextArea field={fields.local_address} label={labels.local_address} minRows={2} description={t('local_address_help')} />
        <Place fields={fields} countries={countries} regions={regions} />
      </Section>
      <ContactSection fields={fields} labels={labels} phonePlaceholder="+66812345678" />
      <Section title={t('section_people')}>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <LineInput field={fields.owner_name} label={labels.owner_name} required />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <LineInput field={fields.designation} label={labels.designation} description={t('designation_help')} />
          </Grid.Col>
          <Grid.Col span={12}>
            <LineInput field={fields.primary_contact_name} label={labels.primary_contact_name} required />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <LineInput field={fields.primary_contact_email} label={labels.primary_contact_email} type="email" required />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <LineInput field={fields.primary_contact_phone} label={labels.primary_contact_phone} type="tel" required />
          </Grid.Col>
        </Grid>
      </Section>
    </>
  );
}

export function TeacherInformationFields({ fields, labels, ownId, countries, regions }: Props) {
  const { t } = useTranslation('apply');
  return (
    <>
      <Section title={t('section_personal')}>
        <LineInput field={fields.display_name} label={labels.display_name} required description={t('display_name_help')} />
        <SlugField field={fields.slug} kind="teacher" ownId={ownId} label={labels.slug} />
        <LineInput field={fields.local_name} label={labels.local_name} description={t('local_name_help')} />
        <LineInput field={fields.headline} label={labels.headline} />
        <TextArea field={fields.introduction} label={labels.introduction} minRows={4} description={t('introduction_help')} />
        <LineInput field={fields.wya_teacher_id} label={labels.wya_teacher_id} description={t('wya_teacher_id_help')} />
      </Section>
      <ContactSection fields={fields} labels={labels} phonePlaceholder="+919812345678" />
      <Section title={t('section_location')}>
        <Place fields={fields} countries={countries} regions={regions} />
        <TextArea field={fields.local_address} label={labels.local_address} minRows={2} description={t('local_address_help')} />
      </Section>
    </>
  );
}

function ContactSection({ fields, labels, phonePlaceholder }: Pick<Props, 'fields' | 'labels'> & { phonePlaceholder: string }) {
  const { t } = useTranslation('apply');
  return (
    <Section title={t('section_contact')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <LineInput field={fields.email} label={labels.email} type="email" required />
        <LineInput field={fields.phone} label={labels.phone} type="tel" required placeholder={phonePlaceholder} />
      </SimpleGrid>
      <SocialFields fields={fields} />
    </Section>
  );
}

function Place({ fields, countries, regions }: Pick<Props, 'fields' | 'countries' | 'regions'>) {
  const { country, region, city, latitude, longitude } = fields;
  return (
    <PlaceFields fields={{ country, region, city, latitude, longitude }} countries={countries} regions={regions} required={{ country: true, city: true }} />
  );
}
