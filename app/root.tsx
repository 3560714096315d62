import './styles/mantine.css';
import '@mantine/notifications/styles.css';
import './styles/fonts/latin.css';
import './styles/app.css';
import { MantineProvider, mantineHtmlProps } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { SiteLayout } from './components/layout/site-layout.tsx';
import { NotFound } from './components/not-found.tsx';
import { Toasts, useFlashToast, usePageToasts } from './components/toast.tsx';
import { apiClient } from './lib/api.server.ts';
import { completePageNamespaces } from './lib/i18n.ts';
import { serverContext } from './lib/server-context.ts';
import { webStateContext, webStateMiddleware } from './lib/web-state.server.ts';
import { LATIN_FONT_PRELOADS, SCRIPT_FONT_PRELOADS, SCRIPT_FONTS } from './styles/fonts/index.ts';
import { localizedTheme } from './theme.ts';

export const middleware: Route.MiddlewareFunction[] = [webStateMiddleware];

// The browser starts with the translations its first page used: a navigation or a form, which may
// show any other, waits until all are there (at once, when the idle page has already loaded them).
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async (_args, next) => {
    await completePageNamespaces();
    await next();
  },
];

// Latin text is on every page: fetched with the stylesheet rather than after it, the fonts are
// there at the first paint and text does not move when they arrive (layout shift).
export const links: Route.LinksFunction = () =>
  LATIN_FONT_PRELOADS.map((href) => ({ rel: 'preload', href, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' }));

export async function loader({ context, request }: Route.LoaderArgs) {
  const state = context.get(webStateContext);
  const server = context.get(serverContext);
  return {
    unreadNotifications: state.session ? await unreadCount(context, request) : 0,
    lang: state.lang,
    currency: state.currency,
    user: state.session?.user ?? null,
    flash: state.flash,
    nonce: server.nonce,
    publicUrl: server.publicUrl,
    googleEnabled: Boolean(server.google.clientId && server.google.clientSecret),
    storeUrl: server.storeUrl ?? null,
  };
}
export type RootData = Awaited<ReturnType<typeof loader>>;

/** The bell's badge; a count that cannot be read shows no badge rather than breaking the page. */
async function unreadCount(context: Route.LoaderArgs['context'], request: Request): Promise<number> {
  const res = await apiClient(context, request).get('notification/count_unread');
  return res.ok ? res.data.unread_count : 0;
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootData>('root');
  const { i18n, t } = useTranslation();
  const lang = data?.lang ?? i18n.language ?? 'en';
  const theme = localizedTheme(lang, t);
  const scriptFonts = SCRIPT_FONTS[lang];
  return (
    <html lang={lang} {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        {scriptFonts && <link rel="stylesheet" href={scriptFonts} />}
        {SCRIPT_FONT_PRELOADS[lang]?.map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
      </head>
      <body>
        {/* The theme's variables and classes are in the stylesheet (styles/theme.css), not written into each page. */}
        <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false} defaultColorScheme="light" forceColorScheme="light">
          {children}
          <Toasts />
        </MantineProvider>
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

/** The translations the first page did not use load once it has taken over and the browser is idle. */
function useRemainingTranslationsWhenIdle() {
  useEffect(() => {
    const load = () => void completePageNamespaces().catch(() => {});
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(load, { timeout: 5000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(load, 1000);
    return () => clearTimeout(id);
  }, []);
}

export default function App({ loaderData }: Route.ComponentProps) {
  usePageToasts();
  useFlashToast(loaderData.flash);
  useRemainingTranslationsWhenIdle();
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A 400 is an address the visitor can correct (a malformed filter or page number), not an outage.
  const page =
    status === 404 ? (
      <NotFound />
    ) : status === 400 ? (
      <NotFound title={t('badrequest.title')} text={t('badrequest.text')} />
    ) : (
      <NotFound title={t('error.title')} text={t('error.text')} />
    );
  return <SiteLayout>{page}</SiteLayout>;
}
