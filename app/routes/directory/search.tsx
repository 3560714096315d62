import { Alert, Box, Container, Stack, Text, Title } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DIRECTORY_COUNT_CAP, DIRECTORY_PAGE_SIZE, type DirectoryKind } from '#common/directory-codes.ts';
import { EventResultCard, SchoolResultCard, TeacherResultCard } from '../../components/directory/cards.tsx';
import { Pager } from '../../components/directory/pager.tsx';
import { ResultsMap } from '../../components/directory/results-map.tsx';
import { KindSwitch, SearchForm } from '../../components/directory/search-form.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { countryOptions, directoryApi, readSearch, regionOptions, searchDirectory } from '../../lib/directory.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import { packOptions } from '../../lib/packed-options.ts';
import type { Route } from './+types/search';

function kindOf(pathname: string): DirectoryKind {
  if (pathname.startsWith('/directory/teachers')) return 'teachers';
  if (pathname.startsWith('/directory/events')) return 'events';
  return 'schools';
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const kind = kindOf(url.pathname);
  const search = readSearch(url);
  const { api, lang } = directoryApi(context, request);
  const [t, countries, regions, results] = await Promise.all([
    serverT(context),
    countryOptions(api, lang),
    search.country ? regionOptions(api, search.country) : Promise.resolve([]),
    searchDirectory(api, lang, kind, search),
  ]);
  const kindLabel = t(`directory:kind_${kind}`);
  const filtered = Boolean(search.q || search.country || search.level || search.style || search.from || search.to || search.page > 1);
  const markerQuery = new URLSearchParams(url.search);
  markerQuery.delete('page');
  markerQuery.delete('lang');
  markerQuery.set('kind', kind);
  return {
    kind,
    search,
    countries: packOptions(countries),
    regions,
    results,
    markersUrl: `/directory/markers?${markerQuery}`,
    meta: {
      title: search.q
        ? t('directory:title_search', { query: search.q, kind: kindLabel })
        : url.pathname === '/directory'
          ? t('directory:title')
          : t(`directory:title_${kind}`),
      description: t(`directory:description_${kind}`),
      // Result pages beyond the plain lists are reachable by links but not worth indexing twice.
      noindex: filtered && search.page > 1,
    },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function DirectoryPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('directory');
  const { kind, search, countries, regions, results, markersUrl } = loaderData;
  const { count } = results.page;
  const pages = Math.max(1, Math.ceil(count / DIRECTORY_PAGE_SIZE));
  return (
    <>
      <Box className="page-band">
        <Container size="lg">
          <Stack gap="md">
            <Title order={1} c="white" fz={{ base: 26, sm: 34 }}>
              {loaderData.meta.title}
            </Title>
            <KindSwitch kind={kind} search={search} />
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py="lg">
        <Box className="content-card" mb="lg">
          <SearchForm key={`${kind}-${search.country}`} kind={kind} search={search} countries={countries} regions={regions} />
        </Box>
        <div className="dir-layout">
          <div>
            <Text size="sm" c="dimmed" mb="sm" role="status" data-testid="result-count">
              {count > DIRECTORY_COUNT_CAP
                ? t('perf.results_more', { number: DIRECTORY_COUNT_CAP.toLocaleString(i18n.language) })
                : t('results_count', { count })}
            </Text>
            {count === 0 ? (
              <Alert variant="light" color="gray" icon={<IconMoodEmpty size={20} />} title={t('no_results')}>
                {t('no_results_hint')}
              </Alert>
            ) : (
              <div className="dir-results">
                {results.kind === 'schools' && results.page.results.map((s, i) => <SchoolResultCard key={s.id} school={s} first={i < 2} level={2} />)}
                {results.kind === 'teachers' && results.page.results.map((teacher) => <TeacherResultCard key={teacher.id} teacher={teacher} level={2} />)}
                {results.kind === 'events' && results.page.results.map((e, i) => <EventResultCard key={e.id} event={e} first={i < 2} level={2} />)}
              </div>
            )}
            <Pager page={search.page} pages={pages} />
          </div>
          <div>
            <div className="dir-aside">
              <Title order={2} size="h5" mb="xs">
                {t('map')}
              </Title>
              <ResultsMap key={markersUrl} markersUrl={markersUrl} height={320} />
            </div>
          </div>
        </div>
      </Container>
    </>
  );
}
