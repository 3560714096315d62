import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFetcher, useLocation, useRouteLoaderData } from 'react-router';
import { APP_VERSION, CURRENCIES, FOOTER_CURRENCIES_WIDE, LANGUAGES } from '#common/constants.ts';
import type { RootData } from '../../root.tsx';
import { LightSegmentedControl } from '../light-segmented-control.tsx';
import { Link } from '../router-links.tsx';
import { LanguageName } from './language-name.tsx';
import { FOOTER_LINKS } from './nav-items.ts';

export function SiteFooter() {
  const { t } = useTranslation();
  const root = useRouteLoaderData<RootData>('root');
  const location = useLocation();
  const lang = root?.lang ?? 'en';

  const languageHref = (code: string) => {
    const params = new URLSearchParams(location.search);
    params.set('lang', code);
    return `${location.pathname}?${params}`;
  };

  return (
    <Box component="footer" className="site-footer">
      <Container size="xl" py="xl">
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start" gap="xl">
            <Stack gap={6} maw={360}>
              <Text fw={700} c="white">
                {t('brand.name')}
              </Text>
              <Text size="sm" c="gray.4">
                {t('footer.tagline')}
              </Text>
            </Stack>
            <Group gap="lg" component="nav" aria-label={t('footer.links')}>
              {FOOTER_LINKS.filter((l) => l.ready).map((link) =>
                link.to.startsWith('/api/') ? (
                  <Anchor key={link.to} href={link.to} c="gray.3" size="sm">
                    {t(link.labelKey)}
                  </Anchor>
                ) : (
                  <Anchor key={link.to} component={Link} to={link.to} c="gray.3" size="sm">
                    {t(link.labelKey)}
                  </Anchor>
                ),
              )}
            </Group>
          </Group>
          <Group justify="space-between" align="center" gap="md">
            <Group gap="xs" aria-label={t('footer.language')} role="group">
              <Text size="sm" c="gray.4">
                {t('footer.language')}:
              </Text>
              {LANGUAGES.map((code) => (
                <Anchor
                  key={code}
                  href={languageHref(code)}
                  hrefLang={code}
                  lang={code}
                  size="sm"
                  c={code === lang ? 'white' : 'gray.4'}
                  fw={code === lang ? 700 : 400}
                  aria-current={code === lang ? 'true' : undefined}
                  data-testid={`lang-${code}`}
                >
                  <LanguageName code={code} pageLanguage={lang} />
                </Anchor>
              ))}
            </Group>
            <CurrencySwitch />
          </Group>
          <Text size="xs" c="gray.5">
            {t('footer.copyright', { year: new Date().getFullYear() })} · v{APP_VERSION}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}

/** Wide screens offer USD, THB and INR; the small-screen variant adds EUR (SPEC §2). */
function CurrencySwitch() {
  const { t } = useTranslation();
  const root = useRouteLoaderData<RootData>('root');
  const fetcher = useFetcher();
  const location = useLocation();
  const current = (fetcher.formData?.get('currency') as string) ?? root?.currency ?? 'USD';
  const choose = (currency: string) => fetcher.submit({ currency, back: location.pathname + location.search }, { method: 'post', action: '/preferences' });
  const wide = FOOTER_CURRENCIES_WIDE.includes(current as never) ? [...FOOTER_CURRENCIES_WIDE] : [...CURRENCIES];
  return (
    <Group gap="xs">
      <Text size="sm" c="gray.4" id="currency-label">
        {t('footer.currency')}:
      </Text>
      <LightSegmentedControl
        size="xs"
        visibleFrom="sm"
        value={current}
        onChange={choose}
        data={wide}
        aria-labelledby="currency-label"
        data-testid="currency-wide"
      />
      <LightSegmentedControl
        size="xs"
        hiddenFrom="sm"
        value={current}
        onChange={choose}
        data={[...CURRENCIES]}
        aria-labelledby="currency-label"
        data-testid="currency-small"
      />
    </Group>
  );
}
