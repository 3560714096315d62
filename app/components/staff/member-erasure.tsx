import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from '@conform-to/react';
import { Alert, Button, Card, Group, List, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { ERASURE_REASON_MAX, StaffErasureSchema } from '#common/member-data.ts';
import type { StaffMemberDetail } from '#common/staff.ts';
import { z } from '#common/zod-setup.ts';
import { useErrorText, useZodForm } from '../forms.tsx';
import { Form } from '../router-links.tsx';

/**
 * The office's form to erase a member (ADR 0041): the reason for the audit log, and the member's
 * e-mail address typed again. The address, not a word: it is different on every member's page, so
 * it proves the right member is open, and it is what the member's request usually came from.
 * `wrongEmail` is the refusal's text in the page's language (the form and the action build the same schema).
 */
export function staffErasureFormSchema(email: string, wrongEmail: string) {
  return StaffErasureSchema.extend({
    confirmation: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required', abort: true })
      .refine((typed) => typed.toLowerCase() === email.toLowerCase(), wrongEmail),
  });
}

/** "Delete this account" on the staff member page: what goes and what stays, then the form (none for staff accounts). */
export function MemberErasure({ member, lastResult }: { member: StaffMemberDetail; lastResult: SubmissionResult | undefined }) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const navigation = useNavigation();
  const [form, fields] = useZodForm(staffErasureFormSchema(member.email, t('staff_erase.wrong_email')), lastResult, 'erase-member-form');
  const erasing = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'erase';
  return (
    <Card withBorder padding="lg" radius="md" data-testid="member-erasure" style={{ borderColor: 'var(--mantine-color-red-3)' }}>
      <Stack gap="sm">
        <Title order={2} fz="lg" c="red.9">
          {t('staff_erase.title')}
        </Title>
        <Text size="sm" fw={600}>
          {t('staff_erase.intro')}
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>{t('staff_erase.what_goes')}</List.Item>
          <List.Item>{t('staff_erase.what_stays')}</List.Item>
        </List>
        {member.is_staff ? (
          <Alert color="yellow" variant="light">
            {t('staff_erase.staff_account')}
          </Alert>
        ) : (
          <Form method="post" {...getFormProps(form)} noValidate>
            <input type="hidden" name="intent" value="erase" />
            <Stack gap="sm" maw={560}>
              <Textarea
                {...getTextareaProps(fields.reason)}
                key={fields.reason.key}
                label={t('staff_erase.reason')}
                description={t('staff_erase.reason_hint')}
                maxLength={ERASURE_REASON_MAX}
                autosize
                minRows={2}
                required
                error={errorText(fields.reason.errors)}
              />
              <TextInput
                {...getInputProps(fields.confirmation, { type: 'text' })}
                key={fields.confirmation.key}
                label={t('staff_erase.confirmation')}
                description={t('staff_erase.confirmation_hint', { email: member.email })}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                required
                error={errorText(fields.confirmation.errors)}
                styles={{ description: { overflowWrap: 'anywhere' } }}
              />
              <Group>
                <Button type="submit" color="red.9" loading={erasing}>
                  {t('staff_erase.submit')}
                </Button>
              </Group>
            </Stack>
          </Form>
        )}
      </Stack>
    </Card>
  );
}
