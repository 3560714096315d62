import { Box, Grid, Loader, NumberInput, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { useErrorText } from '../forms.tsx';
import { ChoiceSelect, type Field, LineInput, type Option } from './fields.tsx';
import type { Pin } from './pin-map.client.tsx';

const PinMap = lazy(() => import('./pin-map.client.tsx'));

type Props = {
  fields: { country: Field; region: Field; city: Field; latitude: Field; longitude: Field };
  countries: Option[];
  regions: Option[];
  required: { country?: boolean; city?: boolean };
};

const numberOf = (field: Field) => (typeof field.initialValue === 'string' && field.initialValue !== '' ? Number(field.initialValue) : null);

/** Country, region (its choices follow the country), city, and the map pin with its coordinates. */
export function PlaceFields({ fields, countries, regions: initialRegions, required }: Props) {
  const { t } = useTranslation('apply');
  const errorText = useErrorText();
  const regionFetcher = useFetcher<{ regions: Option[] }>();
  const initialCountry = typeof fields.country.initialValue === 'string' ? fields.country.initialValue : null;
  const [country, setCountry] = useState<string | null>(initialCountry);
  const [region, setRegion] = useState<string | null>(typeof fields.region.initialValue === 'string' ? fields.region.initialValue : null);
  const [pin, setPin] = useState<Pin>(() => {
    const latitude = numberOf(fields.latitude);
    const longitude = numberOf(fields.longitude);
    return latitude !== null && longitude !== null ? { latitude, longitude } : null;
  });
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const regions = regionFetcher.data?.regions ?? initialRegions;

  // biome-ignore lint/correctness/useExhaustiveDependencies: load only when the chosen country changes
  useEffect(() => {
    if (country && country !== initialCountry) regionFetcher.load(`/resources/regions?country=${country}`);
  }, [country]);

  const onCountry = (value: string | null) => {
    if (value === country) return;
    setCountry(value);
    setRegion(null);
  };
  const onCoordinate = (which: 'latitude' | 'longitude') => (value: string | number) => {
    if (value === '') return setPin(null);
    const n = typeof value === 'number' ? value : Number.parseFloat(value);
    setPin((p) => {
      const next = { latitude: p?.latitude ?? 0, longitude: p?.longitude ?? 0, [which]: n };
      return Number.isFinite(n) ? next : p;
    });
  };

  return (
    <Stack gap="md">
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <ChoiceSelect
            field={fields.country}
            label={t('country')}
            required={required.country}
            data={countries}
            value={country}
            onChange={onCountry}
            placeholder={t('choose_country')}
            testId="country"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <ChoiceSelect
            field={fields.region}
            label={t('region')}
            data={regions}
            value={region}
            onChange={setRegion}
            placeholder={country ? t('choose_region') : t('choose_country_first')}
            testId="region"
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <LineInput field={fields.city} label={t('city')} required={required.city} />
        </Grid.Col>
      </Grid>
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {t('map_pin')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('map_pin_help')}
        </Text>
        <Box h={260} style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }} data-testid="pin-map">
          {mounted ? (
            <Suspense fallback={<Loader size="sm" m="md" />}>
              <PinMap pin={pin} onPin={setPin} labels={{ zoomIn: t('zoom_in'), zoomOut: t('zoom_out') }} />
            </Suspense>
          ) : null}
        </Box>
        <Grid gap="md">
          {(['latitude', 'longitude'] as const).map((which) => (
            <Grid.Col key={which} span={6}>
              <NumberInput
                name={fields[which].name}
                value={pin ? pin[which] : ''}
                onChange={onCoordinate(which)}
                min={which === 'latitude' ? -90 : -180}
                max={which === 'latitude' ? 90 : 180}
                decimalScale={5}
                hideControls
                label={t(which)}
                error={errorText(fields[which].errors)}
              />
            </Grid.Col>
          ))}
        </Grid>
      </Stack>
    </Stack>
  );
}
