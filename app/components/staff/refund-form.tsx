import { getFormProps, getTextareaProps, type SubmissionResult } from '@conform-to/react';
import { Button, Popover, Radio, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { type Invoice, REFUND_LISTING_CHOICES, RefundInvoiceSchema } from '#common/billing.ts';
import { useErrorText, useZodForm } from '../forms.tsx';
import { Form } from '../router-links.tsx';

/**
 * The office records a refund beside the payment: why (the member is told), and whether the listing
 * the invoice paid for stays or its membership ends today. Opens beside its button, like a question.
 */
export function RefundForm({ invoice, lastResult }: { invoice: Invoice; lastResult: SubmissionResult | undefined }) {
  const { t } = useTranslation('staff');
  const errorText = useErrorText();
  const navigation = useNavigation();
  const [opened, setOpened] = useState(Boolean(lastResult?.error));
  const [form, fields] = useZodForm(RefundInvoiceSchema, lastResult, `refund-${invoice.id}`);
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'refund' && navigation.formData.get('id') === String(invoice.id);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow shadow="md" trapFocus>
      <Popover.Target>
        <Button size="compact-xs" variant="default" onClick={() => setOpened((o) => !o)}>
          {t('payments.refund')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown maw={320}>
        <Form method="post" {...getFormProps(form)} aria-label={t('payments.refund_question', { number: invoice.invoice_number })}>
          <input type="hidden" name="intent" value="refund" />
          <input type="hidden" name="id" value={invoice.id} />
          <Stack gap="xs">
            <Textarea
              {...getTextareaProps(fields.reason)}
              key={fields.reason.key}
              label={t('payments.refund_reason')}
              description={t('payments.refund_reason_hint')}
              autosize
              minRows={2}
              error={errorText(fields.reason.errors)}
            />
            <Radio.Group name={fields.listing.name} defaultValue="keep" label={t('payments.refund_listing')} error={errorText(fields.listing.errors)}>
              <Stack gap={4} mt={4}>
                {REFUND_LISTING_CHOICES.map((choice) => (
                  <Radio key={choice} value={choice} label={t(`payments.refund_${choice}`)} />
                ))}
              </Stack>
            </Radio.Group>
            <Button type="submit" size="xs" color="red.9" loading={busy}>
              {t('payments.refund')}
            </Button>
          </Stack>
        </Form>
      </Popover.Dropdown>
    </Popover>
  );
}
