import { Button, Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSubmit } from 'react-router';
import type { Option } from '../../lib/directory.server.ts';
import { Form } from '../router-links.tsx';
import type { ListingKind } from './wizard-steps.ts';

/** A member with several listings of a kind (an old registration beside a new one) chooses which to manage. */
export function ListingPicker({ kind, choices, current }: { kind: ListingKind; choices: Option[]; current: number }) {
  const { t } = useTranslation('listing');
  const submit = useSubmit();
  return (
    <Form method="get">
      <Group gap="sm" align="flex-end">
        <NativeSelect
          name={kind}
          label={t(`picker.${kind}`)}
          data={choices}
          defaultValue={String(current)}
          onChange={(e) => submit(e.currentTarget.form)}
          style={{ flex: '1 1 240px' }}
        />
        <noscript>
          <Button type="submit" variant="default">
            {t('picker.show')}
          </Button>
        </noscript>
      </Group>
    </Form>
  );
}
