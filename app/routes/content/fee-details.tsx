import { Badge, Button, Card, Container, Group, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconBuildingCommunity, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher, useLocation, useRouteLoaderData } from 'react-router';
import { CURRENCIES } from '#common/constants.ts';
import { FEE_TYPES, type FeeType } from '#common/content-codes.ts';
import { formatMoney } from '../../components/content/format.ts';
import { PageHeader } from '../../components/content/page-header.tsx';
import { Reveal } from '../../components/content/reveal.tsx';
import { LightSegmentedControl } from '../../components/light-segmented-control.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { Link } from '../../components/router-links.tsx';
import { apiClient } from '../../lib/api.server.ts';
import { must } from '../../lib/content.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import { webStateContext } from '../../lib/web-state.server.ts';
import type { RootData } from '../../root.tsx';
import type { Route } from './+types/fee-details';

export async function loader({ context, request }: Route.LoaderArgs) {
  const t = await serverT(context);
  const { currency, lang } = context.get(webStateContext);
  const fees = await must(apiClient(context, request).get('fee', { query: { currency } }));
  const type = new URL(request.url).searchParams.get('type') === 'lifetime' ? 'lifetime' : 'annual';
  // Formatted here: the browser's first currency format costs a phone ≈ 60 ms as the page starts.
  const prices = Object.fromEntries(
    fees.results.map((fee) => [
      fee.code,
      Object.fromEntries(FEE_TYPES.map((k) => [k, fee.amounts[k] == null ? '—' : formatMoney(fee.amounts[k], fees.currency, lang)])),
    ]),
  ) as Record<string, Record<FeeType, string>>;
  return { fees, prices, type: type as FeeType, meta: { title: t('content:fees.title'), description: t('content:fees.description') } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function FeeDetails({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [feeType, setFeeType] = useState<FeeType>(loaderData.type);
  const { fees } = loaderData;
  const audiences = [
    { value: 'school', label: t('content:fees.for_schools'), icon: <IconBuildingCommunity size={16} /> },
    { value: 'teacher', label: t('content:fees.for_teachers'), icon: <IconUser size={16} /> },
  ] as const;
  return (
    <>
      <PageHeader title={t('content:fees.title')} intro={t('content:fees.intro')} />
      <Container size="lg" py={{ base: 'lg', sm: 48 }}>
        <Stack gap="xl">
          <Group justify="space-between" gap="md" align="flex-end">
            <Stack gap={6}>
              <Text size="sm" fw={600} id="fee-type-label">
                {t('content:fees.membership_type')}
              </Text>
              <LightSegmentedControl
                value={feeType}
                onChange={(v) => setFeeType(v as FeeType)}
                data={FEE_TYPES.map((v) => ({ value: v, label: t(`content:fees.${v}`) }))}
                aria-labelledby="fee-type-label"
                data-testid="fee-type"
              />
            </Stack>
            <CurrencyPicker />
          </Group>
          <Text size="sm" c="gray.7">
            {t(`content:fees.${feeType}_explained`)}
          </Text>
          <Tabs defaultValue="school" variant="pills" keepMounted>
            <Tabs.List mb="lg">
              {audiences.map((a) => (
                <Tabs.Tab key={a.value} value={a.value} leftSection={a.icon} data-testid={`fee-tab-${a.value}`}>
                  {a.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {audiences.map((a) => (
              <Tabs.Panel key={a.value} value={a.value}>
                <SimpleGrid cols={{ base: 1, sm: 2, md: a.value === 'school' ? 2 : 4 }} spacing="lg">
                  {fees.results
                    .filter((f) => f.audience === a.value)
                    .map((fee, i) => (
                      <Reveal key={fee.code} delay={i * 80}>
                        <Card withBorder radius="lg" padding="lg" h="100%" data-testid={`fee-${fee.code}`}>
                          <Stack gap="sm" h="100%">
                            <Badge variant="light">{fee.code}</Badge>
                            <Title order={2} size="h4">
                              {fee.name}
                            </Title>
                            <Text fz={32} fw={700} c="brand.7" className="fee-amount" data-testid="fee-amount">
                              {loaderData.prices[fee.code]?.[feeType]}
                            </Text>
                            <Text size="sm" c="gray.7">
                              {t(`content:fees.per_${feeType}`)}
                            </Text>
                            <Text size="sm" style={{ flex: 1 }}>
                              {fee.description}
                            </Text>
                            <Button
                              component={Link}
                              to={a.value === 'school' ? '/member-benefit#schools' : '/member-benefit#teachers'}
                              variant="light"
                              size="sm"
                            >
                              {t('content:fees.see_benefits')}
                            </Button>
                          </Stack>
                        </Card>
                      </Reveal>
                    ))}
                </SimpleGrid>
              </Tabs.Panel>
            ))}
          </Tabs>
          <Card withBorder radius="lg" padding="lg" bg="brand.0">
            <Stack gap="xs">
              <Title order={2} size="h4">
                {t('content:fees.notes_title')}
              </Title>
              <Text size="sm">{t('content:fees.note_currency', { currency: fees.currency })}</Text>
              <Text size="sm">{t('content:fees.note_discount')}</Text>
              <Text size="sm">{t('content:fees.note_payment')}</Text>
              <Group gap="sm" mt="xs">
                <Button component={Link} to="/about/membership-guideline" variant="white">
                  {t('nav.membership_guideline')}
                </Button>
                <Button component={Link} to="/legal/cancellation-and-refund-policy" variant="subtle">
                  {t('content:legal.refund')}
                </Button>
              </Group>
            </Stack>
          </Card>
        </Stack>
      </Container>
    </>
  );
}

/** The footer's currency choice, offered here with all four currencies; same cookie, same action. */
function CurrencyPicker() {
  const { t } = useTranslation();
  const root = useRouteLoaderData<RootData>('root');
  const fetcher = useFetcher();
  const location = useLocation();
  const current = (fetcher.formData?.get('currency') as string) ?? root?.currency ?? 'USD';
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600} id="fee-currency-label">
        {t('footer.currency')}
      </Text>
      <LightSegmentedControl
        value={current}
        onChange={(currency) => fetcher.submit({ currency, back: location.pathname + location.search }, { method: 'post', action: '/preferences' })}
        data={[...CURRENCIES]}
        aria-labelledby="fee-currency-label"
        data-testid="fee-currency"
      />
    </Stack>
  );
}
