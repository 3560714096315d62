import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { createPageI18n } from './lib/i18n.ts';
import { type Namespace, PAGE_NAMESPACES_GLOBAL } from './lib/i18n-namespaces.ts';

// The page's language is fixed by the server; only the translations its render used are loaded
// first (the page's module script names them), the rest once it has taken over (root.tsx).
const namespaces = (window as unknown as Record<string, Namespace[] | undefined>)[PAGE_NAMESPACES_GLOBAL];
createPageI18n(document.documentElement.lang, namespaces).then((i18n) => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <HydratedRouter />
        </I18nextProvider>
      </StrictMode>,
    );
  });
});
