import { getInputProps } from '@conform-to/react';
import { Anchor, Group, Loader, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { useErrorText } from '../forms.tsx';
import type { Field } from './fields.tsx';
import type { WizardKind } from './wizard-steps.ts';

type Check = { slug: string; available: boolean; suggestion: string | null } | { error: string };

/**
 * The public address (/schools/{slug}, /teachers/{slug}), checked as the member types: free, or
 * taken with a free one like it to take instead. Empty: the address is made from the name.
 */
export function SlugField({ field, kind, ownId, label }: { field: Field; kind: WizardKind; ownId: number | null; label: string }) {
  const { t } = useTranslation('apply');
  const errorText = useErrorText();
  const fetcher = useFetcher<Check>();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(typeof field.initialValue === 'string' ? field.initialValue : '');
  const base = kind === 'school' ? '/schools/' : '/teachers/';

  // biome-ignore lint/correctness/useExhaustiveDependencies: check only when the typed address settles
  useEffect(() => {
    const slug = value.trim().toLowerCase();
    if (slug.length < 3) return;
    const timer = setTimeout(() => {
      const query = new URLSearchParams({ kind, slug, ...(ownId ? { skip_id: String(ownId) } : {}) });
      fetcher.load(`/apply/check-slug?${query}`);
    }, 350);
    return () => clearTimeout(timer);
  }, [value]);

  const check = value.trim().length >= 3 && fetcher.data && 'slug' in fetcher.data && fetcher.data.slug === value.trim().toLowerCase() ? fetcher.data : null;
  const take = (suggestion: string) => {
    if (!inputRef.current) return;
    // Set as if typed, so the form (and its validation) sees the new value.
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(inputRef.current, suggestion);
    inputRef.current.dispatchEvent(new Event('input', { bubbles: true }));
    setValue(suggestion);
  };

  const status =
    fetcher.state === 'loading' ? (
      <Group gap={6}>
        <Loader size={14} />
        <Text size="xs">{t('slug_checking')}</Text>
      </Group>
    ) : check?.available ? (
      <Group gap={6} c="teal.8" data-testid="slug-available">
        <IconCircleCheck size={16} />
        <Text size="xs">{t('slug_free')}</Text>
      </Group>
    ) : check ? (
      <Group gap={6} c="red.8" data-testid="slug-taken">
        <IconCircleX size={16} />
        <Text size="xs">{t('slug_taken')}</Text>
        {check.suggestion && (
          <Anchor component="button" type="button" size="xs" onClick={() => take(check.suggestion as string)}>
            {t('slug_take', { slug: check.suggestion })}
          </Anchor>
        )}
      </Group>
    ) : null;

  return (
    <div>
      <TextInput
        {...getInputProps(field, { type: 'text' })}
        key={field.key}
        ref={inputRef}
        onChange={(e) => setValue(e.currentTarget.value)}
        label={label}
        description={t('slug_help')}
        leftSection={
          <Text size="xs" c="dimmed" pl={6}>
            {base}
          </Text>
        }
        leftSectionWidth={kind === 'school' ? 76 : 80}
        autoCapitalize="none"
        spellCheck={false}
        error={errorText(field.errors)}
        data-testid="slug-input"
      />
      <Group mt={6} gap="md" wrap="wrap">
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="slug-address">
          {t('slug_address', { address: `${base}${value.trim().toLowerCase() || t('slug_from_name')}` })}
        </Text>
        {status}
      </Group>
    </div>
  );
}
