import { Accordion, Button, Container, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/content/page-header.tsx';
import { Reveal } from '../../components/content/reveal.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { Link } from '../../components/router-links.tsx';
import { apiClient } from '../../lib/api.server.ts';
import { must } from '../../lib/content.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import type { Route } from './+types/faq';

const GROUPS = ['membership', 'schools', 'teachers', 'payments'];

export async function loader({ context, request }: Route.LoaderArgs) {
  const t = await serverT(context);
  const faq = await must(apiClient(context, request).get('faq'));
  return {
    entries: faq.results,
    q: new URL(request.url).searchParams.get('q') ?? '',
    meta: { title: t('content:faq.title'), description: t('content:faq.description') },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState(loaderData.q);
  const needle = query.trim().toLocaleLowerCase(i18n.language);
  const matches = useMemo(
    () => loaderData.entries.filter((e) => !needle || `${e.question} ${e.answer}`.toLocaleLowerCase(i18n.language).includes(needle)),
    [loaderData.entries, needle, i18n.language],
  );
  // Searching opens the matching answers; browsing leaves them to the visitor.
  const [open, setOpen] = useState<string[]>(() => (needle ? matches.map((e) => String(e.id)) : []));
  useEffect(() => {
    if (needle) setOpen(matches.map((e) => String(e.id)));
  }, [needle, matches]);
  return (
    <>
      <PageHeader
        title={t('content:faq.title')}
        intro={t('content:faq.intro')}
        crumbs={[{ label: t('nav.about'), to: '/about' }, { label: t('content:faq.title') }]}
      />
      <Container size="md" py={{ base: 'lg', sm: 48 }}>
        <Stack gap="xl">
          {/* A plain GET form searches without JavaScript; with it, the list filters as you type. */}
          <search>
            <form method="get" onSubmit={(e) => e.preventDefault()}>
              <TextInput
                name="q"
                value={query}
                onChange={(e) => setQuery(e.currentTarget.value)}
                leftSection={<IconSearch size={16} />}
                placeholder={t('content:faq.search_placeholder')}
                aria-label={t('content:faq.search_label')}
                size="md"
                data-testid="faq-search"
              />
            </form>
          </search>
          <Text size="sm" c="gray.7" aria-live="polite">
            {t('content:faq.result_count', { count: matches.length })}
          </Text>
          {GROUPS.map((group) => {
            const items = matches.filter((e) => e.group === group);
            if (!items.length) return null;
            return (
              <Reveal key={group}>
                <Stack gap="sm">
                  <Title order={2} size="h3">
                    {t(`content:faq.groups.${group}`)}
                  </Title>
                  <Accordion
                    variant="separated"
                    radius="md"
                    styles={{ item: { background: 'white', border: '1px solid var(--mantine-color-gray-2)' } }}
                    multiple
                    value={open}
                    onChange={setOpen}
                  >
                    {items.map((e) => (
                      <Accordion.Item key={e.id} value={String(e.id)} className="faq-item" data-testid="faq-item">
                        <Accordion.Control>
                          <Text fw={500}>{e.question}</Text>
                        </Accordion.Control>
                        <Accordion.Panel>
                          <Text size="sm" c="gray.7">
                            {e.answer}
                          </Text>
                        </Accordion.Panel>
                      </Accordion.Item>
                    ))}
                  </Accordion>
                </Stack>
              </Reveal>
            );
          })}
          {matches.length === 0 && (
            <Stack align="center" gap="sm" py="xl">
              <Text>{t('content:faq.no_results')}</Text>
              <Button component={Link} to="/about/contact" variant="light">
                {t('content:faq.ask_us')}
              </Button>
            </Stack>
          )}
        </Stack>
      </Container>
    </>
  );
}
