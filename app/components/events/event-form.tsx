import { getFormProps, getInputProps, getSelectProps, type SubmissionResult } from '@conform-to/react';
import { Anchor, Badge, Button, Card, Checkbox, Divider, Group, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import type { OwnEvent } from '#common/events.ts';
import type { Option } from '../../lib/directory.server.ts';
import { EventFormSchema } from '../../lib/event-forms.ts';
import { useErrorText } from '../forms.tsx';
import { FieldInput, FieldTextarea, useProfileForm } from '../listing/profile-fields.tsx';
import { Link } from '../router-links.tsx';
import { useFlashToast } from '../toast.tsx';
import { TimeZoneSelect } from './time-zone-select.tsx';

type Answer = { intent: string; ok: boolean; result?: SubmissionResult; toast: { type: 'success' | 'error'; message: string } | null };
type Props = { event: OwnEvent | null; defaults: Record<string, string>; currencies: Option[]; lastResult?: SubmissionResult };

/** The event's own fields. A new event is created here first; the rest of the editor follows on its edit page. */
export function EventForm({ event, defaults, currencies, lastResult }: Props) {
  const { t } = useTranslation('events');
  const errorText = useErrorText();
  const fetcher = useFetcher<Answer>();
  useFlashToast(fetcher.data?.toast);
  // Field errors come back with what was typed: nothing is lost on a refusal (with or without scripts).
  const [form, fields] = useProfileForm(EventFormSchema, fetcher.data?.result ?? lastResult, event ? `event-${event.id}` : 'event-new', defaults);
  const flag = (name: 'accept_eyep' | 'accept_ce' | 'is_active' | 'waiting_list', description?: string) => {
    const { key, ...props } = getInputProps(fields[name], { type: 'checkbox' });
    return <Checkbox key={key} {...props} label={t(`editor.fields.${name}`)} description={description} />;
  };
  return (
    <Card withBorder padding="lg" id="details">
      <fetcher.Form method="post" {...getFormProps(form)} data-testid="event-form">
        <input type="hidden" name="intent" value="event" />
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <div>
              <Title order={2} size="h4">
                {t('editor.details_title')}
              </Title>
              <Text size="sm" c="dimmed">
                {event ? t('editor.details_hint') : t('editor.add_hint')}
              </Text>
            </div>
            {event && (
              <Group gap="xs">
                <Badge color={event.is_public ? 'teal' : 'gray'} variant="light" data-testid="event-visibility">
                  {event.is_public ? t('editor.public') : t('editor.hidden')}
                </Badge>
                {event.is_public && (
                  <Anchor component={Link} to={`/event/${event.id}`} size="sm" data-testid="event-public-link">
                    {t('editor.view_public')}
                  </Anchor>
                )}
              </Group>
            )}
          </Group>
          <FieldInput field={fields.subject} label={t('editor.fields.subject')} required />
          <FieldTextarea field={fields.description} label={t('editor.fields.description')} minRows={5} />
          <Divider label={t('editor.when_section')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
            <FieldInput field={fields.start_date} label={t('editor.fields.start_date')} type={'date' as 'text'} required />
            <FieldInput field={fields.start_time} label={t('editor.fields.start_time')} type={'time' as 'text'} />
            <FieldInput field={fields.end_date} label={t('editor.fields.end_date')} type={'date' as 'text'} required />
            <FieldInput field={fields.end_time} label={t('editor.fields.end_time')} type={'time' as 'text'} />
          </SimpleGrid>
          <TimeZoneSelect field={fields.timezone} isNew={!event} />
          <Divider label={t('editor.places_section')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <FieldInput field={fields.price} label={t('editor.fields.price')} description={t('editor.price_hint')} inputMode="decimal" />
            <NativeSelect
              {...getSelectProps(fields.currency)}
              key={fields.currency.key}
              label={t('editor.fields.currency')}
              data={currencies}
              error={errorText(fields.currency.errors)}
            />
            <FieldInput
              field={fields.registration_limit}
              label={t('editor.fields.registration_limit')}
              description={t('editor.limit_hint')}
              inputMode="numeric"
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {flag('is_active', t('editor.active_hint'))}
            {flag('waiting_list', t('editor.waiting_list_hint'))}
            {flag('accept_eyep')}
            {flag('accept_ce')}
          </SimpleGrid>
          <FieldTextarea field={fields.free_time_activities} label={t('editor.fields.free_time_activities')} minRows={3} />
          <Divider label={t('editor.where_section')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FieldInput field={fields.address} label={t('editor.fields.address')} description={t('editor.place_hint')} />
            <FieldInput field={fields.city} label={t('editor.fields.city')} />
          </SimpleGrid>
          <Divider label={t('editor.contact_section')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <FieldInput field={fields.contact_name} label={t('editor.fields.contact_name')} />
            <FieldInput field={fields.contact_email} label={t('editor.fields.contact_email')} type="email" />
            <FieldInput field={fields.contact_phone} label={t('editor.fields.contact_phone')} type="tel" />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={fetcher.state !== 'idle'} data-testid="event-save">
              {event ? t('editor.save') : t('editor.create')}
            </Button>
          </Group>
        </Stack>
      </fetcher.Form>
    </Card>
  );
}
