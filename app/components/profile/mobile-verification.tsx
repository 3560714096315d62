import { getInputProps, type SubmissionResult } from '@conform-to/react';
import { Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { MobileOtpVerifySchema } from '#common/auth.ts';
import { FormErrors, useErrorText, useZodForm } from '../forms.tsx';
import type { ProfileData } from './types.ts';

type Props = { profile: ProfileData; lastResult: SubmissionResult | undefined; codeSent: string | null };

/** Mobile number verification by a 6-digit code sent by SMS. */
export function MobileVerification({ profile, lastResult, codeSent }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigation = useNavigation();
  const [form, fields] = useZodForm(MobileOtpVerifySchema.partial({ code: true }), lastResult, 'mobile-form');
  const busy = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const verified = profile.phone_verified && profile.phone_number;

  return (
    <Card withBorder padding="lg">
      <Form method="post" id={form.id} noValidate>
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
          <FormErrors errors={form.errors} />
          <TextInput
            {...getInputProps(fields.phone_number, { type: 'tel' })}
            key={fields.phone_number.key}
            defaultValue={codeSent ?? profile.phone_number ?? ''}
            label={t('profile.phone_number')}
            placeholder="+66812345678"
            autoComplete="tel"
            error={errorText(fields.phone_number.errors)}
          />
          <Button type="submit" name="intent" value="send_code" variant="light" loading={busy('send_code')}>
            {codeSent ? t('profile.resend_code') : t('profile.send_code')}
          </Button>
          {codeSent && (
            <>
              <input type="hidden" name="code_sent" value={codeSent} />
              <Text size="sm">{t('profile.code_sent', { phone: codeSent })}</Text>
              <TextInput
                {...getInputProps(fields.code, { type: 'text' })}
                key={fields.code.key}
                label={t('profile.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                error={errorText(fields.code.errors)}
              />
              <Button type="submit" name="intent" value="verify_code" loading={busy('verify_code')}>
                {t('profile.verify')}
              </Button>
            </>
          )}
        </Stack>
      </Form>
    </Card>
  );
}
