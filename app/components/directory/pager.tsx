import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LightText } from '../light.tsx';
import { LightButton } from '../light-button.tsx';

/** Previous / next links that keep the rest of the query; `param` names the page parameter. */
export function Pager({ page, pages, param = 'page' }: { page: number; pages: number; param?: string }) {
  const { t } = useTranslation('directory');
  const location = useLocation();
  if (pages <= 1) return null;
  const href = (p: number) => {
    const q = new URLSearchParams(location.search);
    if (p <= 1) q.delete(param);
    else q.set(param, String(p));
    const s = q.toString();
    return `${location.pathname}${s ? `?${s}` : ''}`;
  };
  return (
    <Group justify="center" gap="sm" mt="lg" component="nav" aria-label={t('page_of', { page, pages })}>
      {page > 1 ? (
        <LightButton to={href(page - 1)} variant="default" rel="prev" preventScrollReset={param !== 'page'}>
          {t('previous')}
        </LightButton>
      ) : (
        <LightButton type="button" variant="default" disabled>
          {t('previous')}
        </LightButton>
      )}
      <LightText size="sm" c="dimmed">
        {t('page_of', { page, pages })}
      </LightText>
      {page < pages ? (
        <LightButton to={href(page + 1)} variant="default" rel="next" preventScrollReset={param !== 'page'}>
          {t('next')}
        </LightButton>
      ) : (
        <LightButton type="button" variant="default" disabled>
          {t('next')}
        </LightButton>
      )}
    </Group>
  );
}
