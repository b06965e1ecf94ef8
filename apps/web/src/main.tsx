// The first script of every page: providers and the route table. Everything else loads with the route
// that needs it (ADR 0203).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './lib/i18n/i18n-core';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';

// The installable app's service worker (docs/decisions/0228-installable-app.md), production builds only:
// a new build's worker takes over at once, so the next start shows the new app.
if (import.meta.env.PROD) {
  void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Providers>
      <AppRouter />
    </Providers>
  </StrictMode>,
);
