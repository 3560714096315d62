import { Checkbox } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation, useSubmit } from 'react-router';
import { type DirectoryKind, SCHOOL_LEVELS, TEACHER_TYPES, YOGA_STYLES } from '#common/directory-codes.ts';
import type { DirectorySearch, Option } from '../../lib/directory.server.ts';
import { unpackOptions } from '../../lib/packed-options.ts';
import { useStandards } from '../../lib/standards.ts';
import { LightGroup } from '../light.tsx';
import { LightButton } from '../light-button.tsx';
import { LightNativeSelect, LightTextInput } from '../light-inputs.tsx';
import { Form } from '../router-links.tsx';

/** `countries` as packOptions wrote them. */
type Props = { kind: DirectoryKind; search: DirectorySearch; countries: string; regions: Option[] };

/** The kind switch keeps the text and place of the search. */
export function KindSwitch({ kind, search }: { kind: DirectoryKind; search: DirectorySearch }) {
  const { t } = useTranslation('directory');
  const keep = new URLSearchParams();
  if (search.q) keep.set('q', search.q);
  if (search.country) keep.set('country', search.country);
  if (search.region) keep.set('region', search.region);
  const qs = keep.toString();
  return (
    <LightGroup gap={6} role="navigation" aria-label={t('nav_title')}>
      {(['schools', 'teachers', 'events'] as const).map((k) => (
        <LightButton
          key={k}
          to={`/directory/${k}${qs ? `?${qs}` : ''}`}
          variant={k === kind ? 'filled' : 'default'}
          size="sm"
          radius="xl"
          aria-current={k === kind ? 'page' : undefined}
        >
          {t(`kind_${k}`)}
        </LightButton>
      ))}
    </LightGroup>
  );
}

/**
 * A field left to the browser (`defaultValue`, read once) shows the search of the address again when
 * that changes from elsewhere: Clear, the back button, a link. A change made in the field itself
 * already shows, so the field is left alone and keeps the focus; so is what was typed before the
 * page took over (the address has not changed then).
 */
function useShown<T extends HTMLInputElement | HTMLSelectElement>(value: string | boolean) {
  const ref = useRef<T>(null);
  const shown = useRef(value);
  useEffect(() => {
    const field = ref.current;
    if (!field || shown.current === value) return;
    shown.current = value;
    if (typeof value === 'boolean' && field instanceof HTMLInputElement) field.checked = value;
    else if (typeof value === 'string' && field.value !== value) field.value = value;
  }, [value]);
  return ref;
}

/**
 * A GET form: the search lives in the URL, so results can be shared, reloaded and indexed; it works without JavaScript.
 * With JavaScript a chosen filter applies at once (count, cards and map follow); typed text and dates wait for Search.
 */
export function SearchForm({ kind, search, countries, regions }: Props) {
  const { t } = useTranslation('directory');
  const submit = useSubmit();
  const navigation = useNavigation();
  const [country, setCountry] = useState(search.country);
  // The regions of a newly chosen country arrive with that country's results.
  const regionChoices = country === search.country ? regions : [];
  const levels = kind === 'teachers' ? TEACHER_TYPES : SCHOOL_LEVELS;
  const standards = useStandards();
  const countryChoices = useMemo(() => unpackOptions(countries), [countries]);

  const apply = (form: HTMLFormElement | null, changes: Record<string, string> = {}) => {
    if (!form) return;
    const data = new FormData(form);
    for (const [key, value] of Object.entries(changes)) data.set(key, value);
    // Empty filters stay out of the URL; a changed filter starts again at page 1 (the form has no page field).
    const query = new URLSearchParams();
    for (const [key, value] of data) if (typeof value === 'string' && value !== '') query.append(key, value);
    submit(query, { method: 'get', action: `/directory/${kind}`, preventScrollReset: true });
  };
  const applyOnChange = (event: FormEvent<HTMLElement>) => apply((event.currentTarget as HTMLInputElement).form);
  const shownRegion = country === search.country ? search.region : '';
  const fields = {
    q: useShown<HTMLInputElement>(search.q),
    region: useShown<HTMLSelectElement>(shownRegion),
    from: useShown<HTMLInputElement>(search.from),
    to: useShown<HTMLInputElement>(search.to),
    level: useShown<HTMLSelectElement>(search.level),
    style: useShown<HTMLSelectElement>(search.style),
    past: useShown<HTMLInputElement>(search.past),
  };

  return (
    <Form method="get" action={`/directory/${kind}`} role="search" aria-label={t('search_label')}>
      <div className="dir-filters">
        <div className="dir-filters-text">
          <LightTextInput
            ref={fields.q}
            name="q"
            label={t('search_label')}
            placeholder={t(`search_placeholder_${kind}`)}
            defaultValue={search.q}
            leftSection={<IconSearch size={16} />}
            maxLength={200}
          />
        </div>
        <div>
          <LightNativeSelect
            name="country"
            label={t('country')}
            value={country}
            onChange={(e) => {
              setCountry(e.currentTarget.value);
              apply(e.currentTarget.form, { region: '' });
            }}
            data={[{ value: '', label: t('any_country') }, ...countryChoices]}
            data-testid="country-filter"
          />
        </div>
        <div>
          <LightNativeSelect
            key={country}
            ref={fields.region}
            name="region"
            label={t('region')}
            defaultValue={shownRegion}
            disabled={!country || country !== search.country || navigation.state !== 'idle'}
            onChange={applyOnChange}
            data={[{ value: '', label: country ? t('any_region') : t('region_pick_country') }, ...regionChoices]}
            data-testid="region-filter"
          />
        </div>
        {kind === 'events' ? (
          <>
            <div>
              <LightTextInput ref={fields.from} type="date" name="from" label={t('date_from')} defaultValue={search.from} />
            </div>
            <div>
              <LightTextInput ref={fields.to} type="date" name="to" label={t('date_to')} defaultValue={search.to} />
            </div>
          </>
        ) : (
          <>
            <div>
              <LightNativeSelect
                ref={fields.level}
                name="level"
                label={t('level')}
                defaultValue={search.level}
                onChange={applyOnChange}
                data={[{ value: '', label: t('any_level') }, ...levels.map((l) => ({ value: l, label: standards.label(l) }))]}
              />
            </div>
            <div>
              <LightNativeSelect
                ref={fields.style}
                name="style"
                label={t('style')}
                defaultValue={search.style}
                onChange={applyOnChange}
                data={[{ value: '', label: t('any_style') }, ...YOGA_STYLES.map((s) => ({ value: s, label: t(`styles_list.${s}`) }))]}
              />
            </div>
          </>
        )}
      </div>
      <LightGroup mt="sm" gap="sm">
        <LightButton type="submit" leftSection={<IconSearch size={16} />}>
          {t('submit')}
        </LightButton>
        <LightButton to={`/directory/${kind}`} variant="subtle">
          {t('reset')}
        </LightButton>
        {kind === 'events' && (
          <Checkbox ref={fields.past} name="past" value="1" label={t('include_past')} defaultChecked={search.past} onChange={applyOnChange} />
        )}
      </LightGroup>
    </Form>
  );
}
