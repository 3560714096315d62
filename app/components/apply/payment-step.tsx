import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Alert, Anchor, Button, Card, Group, List, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { ApplicationSubmitSchema, type MissingField } from '#common/applications.ts';
import type { FeePage } from '#common/content.ts';
import { formatMoney } from '../content/format.ts';
import { useErrorText, useZodForm } from '../forms.tsx';
import { Form, Link } from '../router-links.tsx';
import { Section } from './wizard-page.tsx';
import { neighbours, WIZARD_STEPS, type WizardKind, wizardHref } from './wizard-steps.ts';

type Props = {
  kind: WizardKind;
  application: { status: string; can_submit: boolean; missing: MissingField[]; membership_type: string | null; currency: string | null };
  formData: {
    steps: { value: string; label: string }[];
    membership_types: { value: string; label: string; description: string }[];
    currencies: { value: string; label: string }[];
  };
  fees: FeePage[];
  /** The fee items of this application (common/fee-codes.ts): each school standard, or RTY by level / CYT. */
  feeCodes: string[];
  currency: string;
  fieldLabels: Record<string, string>;
  lastResult: SubmissionResult | undefined;
  bothNext: string | null;
};

const LISTED = ['approved', 'suspended'];

/**
 * The last step: the membership (annual or lifetime) and the currency of the invoice, with the fee
 * in that currency; submitting sends the application to payment. The invoice itself is billing's:
 * this page only says where it will be and what happens next.
 */
export function PaymentStep({ kind, application: a, formData, fees, feeCodes, currency: initialCurrency, fieldLabels, lastResult, bothNext }: Props) {
  const { t, i18n } = useTranslation('apply');
  const errorText = useErrorText();
  const navigation = useNavigation();
  const [form, fields] = useZodForm(ApplicationSubmitSchema, lastResult, `${kind}-payment`);
  const [currency, setCurrency] = useState(a.currency ?? initialCurrency);
  const draft = a.status === 'draft';
  const open = draft || a.status === 'changes_requested';
  // The sum of the application's fee items in the chosen currency; none when one of them has no amount.
  const feeOf = (type: string) => {
    const table = fees.find((p) => p.currency === currency)?.results ?? [];
    const amounts = feeCodes.map((code) => table.find((f) => f.code === code)?.amounts[type as 'annual' | 'lifetime']);
    if (!amounts.length || amounts.some((amount) => amount == null)) return null;
    return formatMoney(
      amounts.reduce<number>((sum, amount) => sum + (amount ?? 0), 0),
      currency,
      i18n.language,
    );
  };
  const byStep = formData.steps.map((s) => ({ ...s, missing: a.missing.filter((m) => m.step === s.value) })).filter((s) => s.missing.length > 0);

  return (
    <Stack gap="lg">
      {open && byStep.length > 0 && (
        <Alert color="orange" title={t('missing_before_submit')} data-testid="missing-summary">
          <Stack gap="xs">
            {byStep.map((s) => (
              <div key={s.value}>
                <Anchor component={Link} to={wizardHref(WIZARD_STEPS[kind].find((w) => w.key === s.value)?.path ?? '', bothNext)} fw={600} size="sm">
                  {s.label}
                </Anchor>
                <List size="sm" spacing={0}>
                  {s.missing.map((m) => (
                    <List.Item key={m.field}>
                      {fieldLabels[m.field] ?? m.field}: {m.message}
                    </List.Item>
                  ))}
                </List>
              </div>
            ))}
          </Stack>
        </Alert>
      )}
      {open && (
        <Form method="post" {...getFormProps(form)}>
          <Stack gap="lg">
            {draft && (
              <>
                <Section title={t('membership_title')} description={t('membership_intro')}>
                  <Radio.Group
                    name={fields.membership_type.name}
                    key={fields.membership_type.key}
                    defaultValue={a.membership_type ?? undefined}
                    error={errorText(fields.membership_type.errors)}
                  >
                    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                      {formData.membership_types.map((m) => (
                        <Card key={m.value} withBorder padding="md" component="label" style={{ cursor: 'pointer' }} data-testid={`membership-${m.value}`}>
                          <Group justify="space-between" align="flex-start" wrap="nowrap">
                            <Stack gap={4}>
                              <Text fw={700}>{m.label}</Text>
                              <Text size="sm" c="gray.7">
                                {m.description}
                              </Text>
                              {feeOf(m.value) && (
                                <Text fz="xl" fw={700} c="brand.7" data-testid={`fee-${m.value}`}>
                                  {feeOf(m.value)}
                                </Text>
                              )}
                            </Stack>
                            <Radio value={m.value} aria-label={m.label} />
                          </Group>
                        </Card>
                      ))}
                    </SimpleGrid>
                  </Radio.Group>
                </Section>
                <Section title={t('currency_title')} description={t('currency_intro')}>
                  {/* Radio cards, two a row on a phone: four named currencies do not fit one row there. */}
                  <Radio.Group name={fields.currency.name} value={currency} onChange={setCurrency} data-testid="currency" aria-label={t('currency_title')}>
                    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
                      {formData.currencies.map((c) => (
                        <Card key={c.value} withBorder padding="xs" component="label" style={{ cursor: 'pointer' }}>
                          <Group gap="xs" wrap="nowrap">
                            <Radio value={c.value} aria-label={c.label} />
                            <Text size="sm">{c.label}</Text>
                          </Group>
                        </Card>
                      ))}
                    </SimpleGrid>
                  </Radio.Group>
                  {errorText(fields.currency.errors) && (
                    <Text size="sm" c="red">
                      {errorText(fields.currency.errors)}
                    </Text>
                  )}
                </Section>
              </>
            )}
            <NextSteps kind={kind} />
            <Group justify="space-between">
              <Button
                component={Link}
                to={wizardHref(neighbours(kind, 'payment').previous, bothNext)}
                variant="default"
                leftSection={<IconArrowLeft size={16} />}
              >
                {t('back')}
              </Button>
              <Button type="submit" loading={navigation.state === 'submitting'} rightSection={<IconSend size={16} />} data-testid="submit-application">
                {draft ? t('submit_application') : t('submit_again')}
              </Button>
            </Group>
          </Stack>
        </Form>
      )}
      {/* Submitted and not yet listed: what comes next. A listed application has nothing left here. */}
      {!open && !LISTED.includes(a.status) && <NextSteps kind={kind} />}
    </Stack>
  );
}

/** What happens after submitting: the invoice under Billing, payment, then the office's review. */
export function NextSteps({ kind }: { kind: WizardKind }) {
  const { t } = useTranslation('apply');
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} title={t('next_title')} data-testid="next-steps">
      <List type="ordered" size="sm" spacing={4}>
        <List.Item>{t('next_invoice')}</List.Item>
        <List.Item>{t('next_pay')}</List.Item>
        <List.Item>{t(kind === 'school' ? 'next_review_school' : 'next_review_teacher')}</List.Item>
        <List.Item>{t('next_listed')}</List.Item>
      </List>
      <Button component={Link} to="/billing" mt="sm" size="xs" variant="light" data-testid="go-to-billing">
        {t('go_to_billing')}
      </Button>
    </Alert>
  );
}
