import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { OfflineBanner } from '../components/offline/offline-banner';
import { queryClient } from '../lib/query-client';
import { cssVariablesResolver, theme } from './theme';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {/* Room for every save-check toast at once (a quotation save can miss up to seven fields), at the
          bottom right, clear of the top bar's bell and avatar (ADR 0223). */}
      <Notifications position="bottom-right" limit={8} />
      <OfflineBanner />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
