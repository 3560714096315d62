import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from '@conform-to/react';
import { Button, Card, Checkbox, Collapse, Paper, Radio, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { type BillTo, type InvoiceAddress, InvoiceAddressInputSchema } from '#common/billing.ts';
import type { Option } from '../../lib/directory.server.ts';
import { useErrorText, useZodForm } from '../forms.tsx';
import { Form } from '../router-links.tsx';
import { AddressLines } from './invoice-details.tsx';

const FIELDS = ['first_name', 'last_name', 'organisation', 'country', 'state_province', 'post_code', 'address'] as const;

/** The saved address the invoice is billed to now (the invoice keeps a copy, not the address's id). */
function currentAddress(addresses: InvoiceAddress[], billTo: BillTo | null) {
  if (!billTo) return addresses.find((a) => a.is_default) ?? addresses[0];
  return addresses.find((a) => FIELDS.every((f) => (a[f] ?? null) === (billTo[f] ?? null)));
}

type Props = { addresses: InvoiceAddress[]; billTo: BillTo | null; countries: Option[]; addressResult: SubmissionResult | undefined };

/** SPEC §2 checkout: bill the invoice to one of the saved invoice addresses, or to a new one saved for next time. */
export function BillToChooser({ addresses, billTo, countries, addressResult }: Props) {
  const { t } = useTranslation('billing');
  const navigation = useNavigation();
  const [adding, setAdding] = useState(addresses.length === 0 || addressResult?.status === 'error');
  const busy = (intent: string) => navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
  const current = currentAddress(addresses, billTo);
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Title order={2} fz="h3">
          {t('checkout.bill_to')}
        </Title>
        {addresses.length > 0 && (
          <Form method="post">
            <input type="hidden" name="intent" value="bill_to" />
            <Stack gap="sm">
              <Radio.Group name="bill_to" defaultValue={current ? String(current.id) : undefined} label={t('checkout.saved_addresses')}>
                <Stack gap="xs" mt="xs">
                  {addresses.map((address) => (
                    <Paper key={address.id} withBorder p="sm" radius="md" data-testid="saved-address">
                      <Radio
                        value={String(address.id)}
                        label={<AddressLines address={address} />}
                        aria-label={`${address.first_name} ${address.last_name}, ${address.address}`}
                      />
                    </Paper>
                  ))}
                </Stack>
              </Radio.Group>
              <Button type="submit" variant="light" loading={busy('bill_to')} style={{ alignSelf: 'flex-start' }}>
                {t('checkout.use_address')}
              </Button>
            </Stack>
          </Form>
        )}
        {addresses.length > 0 && (
          <Button variant="subtle" leftSection={<IconPlus size={16} />} onClick={() => setAdding((v) => !v)} style={{ alignSelf: 'flex-start' }}>
            {t('checkout.add_address')}
          </Button>
        )}
        {/* Hidden with display: none, not React's <Activity>: a form inside a hidden Activity is
            hydrated last, at idle priority, and a Save clicked right after opening it was lost
            while the page was busy (a browser journey on a loaded machine). */}
        <Collapse expanded={adding} keepMountedMode="display-none">
          <AddressForm countries={countries} lastResult={addressResult} busy={busy('address')} />
        </Collapse>
      </Stack>
    </Card>
  );
}

function AddressForm({ countries, lastResult, busy }: { countries: Option[]; lastResult: SubmissionResult | undefined; busy: boolean }) {
  const { t } = useTranslation('billing');
  const errorText = useErrorText();
  const [form, fields] = useZodForm(InvoiceAddressInputSchema, lastResult, 'address-form');
  const text = (name: 'first_name' | 'last_name' | 'organisation' | 'state_province' | 'post_code', autoComplete: string) => (
    <TextInput
      {...getInputProps(fields[name], { type: 'text' })}
      key={fields[name].key}
      label={t(`address.${name}`)}
      autoComplete={autoComplete}
      error={errorText(fields[name].errors)}
    />
  );
  return (
    <Form method="post" {...getFormProps(form)} aria-label={t('checkout.new_address')}>
      <input type="hidden" name="intent" value="address" />
      <Stack gap="sm">
        <Text fw={600}>{t('checkout.new_address')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('first_name', 'given-name')}
          {text('last_name', 'family-name')}
        </SimpleGrid>
        {text('organisation', 'organization')}
        <Select
          name={fields.country.name}
          key={fields.country.key}
          data={countries}
          searchable
          allowDeselect={false}
          label={t('address.country')}
          placeholder={t('address.choose_country')}
          nothingFoundMessage={t('address.nothing_found')}
          autoComplete="country"
          error={errorText(fields.country.errors)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('state_province', 'address-level1')}
          {text('post_code', 'postal-code')}
        </SimpleGrid>
        <Textarea
          {...getTextareaProps(fields.address)}
          key={fields.address.key}
          label={t('address.address')}
          autoComplete="street-address"
          autosize
          minRows={2}
          error={errorText(fields.address.errors)}
        />
        <Checkbox name={fields.is_default.name} value="on" label={t('address.is_default')} />
        <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
          {t('address.save')}
        </Button>
      </Stack>
    </Form>
  );
}
