// Renders a piece of the app as it runs: Mantine (with toasts), a fresh query cache and an in-memory
// router at `route`. `routes` adds the screens a test expects to land on.
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { theme } from '../app/theme';

export function LocationDisplay() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderApp(
  element: ReactElement,
  options: { route?: string; path?: string; routes?: Record<string, ReactNode>; state?: unknown } = {},
) {
  const { route = '/', routes = {}, state } = options;
  const [pathname = '/', query] = route.split('?');
  const path = options.path ?? pathname;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <MantineProvider theme={theme}>
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[{ pathname, search: query ? `?${query}` : '', state }]}>
          <Routes>
            <Route path={path} element={element} />
            {Object.entries(routes).map(([routePath, node]) => (
              <Route key={routePath} path={routePath} element={node} />
            ))}
          </Routes>
          <LocationDisplay />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, queryClient };
}
