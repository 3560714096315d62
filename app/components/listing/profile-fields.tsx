import { type FieldMetadata, getInputProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { MultiSelect, Select, SimpleGrid, Textarea, TextInput, type TextInputProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import type { ZodType, z } from 'zod';
import type { Option } from '../../lib/directory.server.ts';
import { useErrorText } from '../forms.tsx';

// Field components of the own pages' profile forms: one place that wires a field's name, value and
// translated errors, so the school and teacher forms list only what they ask.

// biome-ignore lint/suspicious/noExplicitAny: conform types a form's fields by the form's own schema
type Field = FieldMetadata<any, Record<string, any>, string[]>;

/** useZodForm with the record's current values as the form's defaults (lists of instructors included). */
export function useProfileForm<S extends ZodType>(
  schema: S,
  lastResult: SubmissionResult | null | undefined,
  id: string,
  defaultValue: Record<string, unknown>,
) {
  return useForm<z.output<S> & Record<string, unknown>>({
    id,
    lastResult,
    // The API answer's own values; conform reads what it knows of them.
    defaultValue: defaultValue as never,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }) as never,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
}

type InputProps = Omit<TextInputProps, 'type'> & { field: Field; label: string; type?: 'text' | 'email' | 'tel' | 'url' | 'number' };

export function FieldInput({ field, label, type = 'text', ...rest }: InputProps) {
  const errorText = useErrorText();
  return <TextInput {...getInputProps(field, { type })} key={field.key} label={label} error={errorText(field.errors)} {...rest} />;
}

export function FieldTextarea({ field, label, description, minRows = 4 }: { field: Field; label: string; description?: string; minRows?: number }) {
  const errorText = useErrorText();
  return (
    <Textarea
      {...getTextareaProps(field)}
      key={field.key}
      label={label}
      description={description}
      autosize
      minRows={minRows}
      maxRows={14}
      error={errorText(field.errors)}
    />
  );
}

/** A multi-select whose choices travel comma-joined in one hidden input (SPEC §7 lists). */
export function FieldMultiSelect({ field, label, data, initial }: { field: Field; label: string; data: Option[]; initial: string[] }) {
  const errorText = useErrorText();
  return (
    <MultiSelect
      name={field.name}
      defaultValue={initial}
      data={data}
      label={label}
      searchable
      clearable
      error={errorText(field.errors)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

type PlaceProps = {
  country: Field;
  region: Field;
  city: Field;
  countries: Option[];
  regions: Option[];
  initial: { country: string | null; region: string | null };
};

/** Country, region (its choices follow the country) and city. */
export function PlaceFields({ country, region, city, countries, regions: initialRegions, initial }: PlaceProps) {
  const { t } = useTranslation('listing');
  const errorText = useErrorText();
  const regionFetcher = useFetcher<{ regions: Option[] }>();
  const [countryValue, setCountry] = useState<string | null>(initial.country);
  const [regionValue, setRegion] = useState<string | null>(initial.region);
  const regions = regionFetcher.data?.regions ?? initialRegions;
  // biome-ignore lint/correctness/useExhaustiveDependencies: load only when the chosen country changes
  useEffect(() => {
    if (countryValue && countryValue !== initial.country) regionFetcher.load(`/resources/regions?country=${countryValue}`);
  }, [countryValue]);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Select
        name={country.name}
        value={countryValue}
        onChange={(v) => {
          if (v === countryValue) return;
          setCountry(v);
          setRegion(null);
        }}
        data={countries}
        searchable
        clearable
        allowDeselect={false}
        label={t('fields.country')}
        nothingFoundMessage={t('nothing_found')}
        error={errorText(country.errors)}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        name={region.name}
        value={regionValue}
        onChange={setRegion}
        data={regions}
        searchable
        clearable
        allowDeselect={false}
        disabled={!countryValue || regionFetcher.state === 'loading'}
        label={t('fields.region')}
        nothingFoundMessage={t('nothing_found')}
        error={errorText(region.errors)}
        comboboxProps={{ withinPortal: true }}
      />
      <FieldInput field={city} label={t('fields.city')} />
    </SimpleGrid>
  );
}

export const SOCIAL_FIELDS = ['website', 'facebook', 'twitter', 'instagram', 'youtube', 'linkedin', 'tiktok'] as const;

/** The web site and social links, each a full address. */
export function SocialFields({ fields }: { fields: Record<(typeof SOCIAL_FIELDS)[number], Field> }) {
  const { t } = useTranslation('listing');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {SOCIAL_FIELDS.map((name) => (
        <FieldInput key={name} field={fields[name]} label={t(`fields.${name}`)} type="url" placeholder="https://" />
      ))}
    </SimpleGrid>
  );
}
