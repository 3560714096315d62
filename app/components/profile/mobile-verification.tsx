import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { Badge, Button, Card, Divider, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { MobileOtpGenerateSchema, MobileOtpVerifySchema } from '#common/auth.ts';
import type { Profile } from '#common/users.ts';
import { useErrorText, useZodForm } from '../forms.tsx';
import { Form } from '../router-links.tsx';

// An example no one owns (the North American 555-01xx range is reserved for fiction).
export const PHONE_EXAMPLE = '+15555550123';

type Props = { profile: Profile; sendResult: SubmissionResult | undefined; verifyResult: SubmissionResult | undefined; codeSent: string | null };

/**
 * Mobile number verification by a 6-digit code sent by SMS. Two forms, so Enter in a field submits
 * that field's own form: Enter in the number sends a code, Enter in the code verifies it.
 */
export function MobileVerification({ profile, sendResult, verifyResult, codeSent }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigation = useNavigation();
  const [sendForm, sendFields] = useZodForm(MobileOtpGenerateSchema, sendResult, 'mobile-send-form');
  const [verifyForm, verifyFields] = useZodForm(MobileOtpVerifySchema, verifyResult, 'mobile-verify-form');
  const busy = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const verified = profile.phone_verified && profile.phone_number;
  // The number waiting for its code: just sent, or sent earlier and still valid (the page was reloaded).
  const pending = codeSent ?? profile.phone_pending;

  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('profile.mobile')}
          </Title>
          {verified ? (
            <Badge color="teal.9" leftSection={<IconCircleCheck size={12} />}>
              {t('profile.verified')}
            </Badge>
          ) : (
            <Badge color="gray.7">{t('profile.unverified')}</Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {verified ? t('profile.mobile_verified_hint', { phone: profile.phone_number }) : t('profile.mobile_hint')}
        </Text>
        <Form method="post" {...getFormProps(sendForm)} noValidate>
          <input type="hidden" name="intent" value="send_code" />
          <Stack gap="sm">
            <TextInput
              {...getInputProps(sendFields.phone_number, { type: 'tel' })}
              key={sendFields.phone_number.key}
              defaultValue={pending ?? profile.phone_number ?? ''}
              label={t('profile.phone_number')}
              placeholder={PHONE_EXAMPLE}
              autoComplete="tel"
              error={errorText(sendFields.phone_number.errors)}
            />
            <Button type="submit" variant="light" loading={busy('send_code')}>
              {pending ? t('profile.resend_code') : t('profile.send_code')}
            </Button>
          </Stack>
        </Form>
        {pending && (
          <Form method="post" {...getFormProps(verifyForm)} noValidate data-testid="mobile-verify-form">
            <input type="hidden" name="intent" value="verify_code" />
            <input type="hidden" name="phone_number" value={pending} />
            <Stack gap="sm">
              <Divider />
              <Text size="sm">{t('profile.code_sent', { phone: pending })}</Text>
              <TextInput
                {...getInputProps(verifyFields.code, { type: 'text' })}
                key={verifyFields.code.key}
                label={t('profile.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                error={errorText(verifyFields.code.errors)}
              />
              <Button type="submit" loading={busy('verify_code')}>
                {t('profile.verify')}
              </Button>
            </Stack>
          </Form>
        )}
      </Stack>
    </Card>
  );
}
