// What a screen part shows for a record it loads (a settings tab, a section): the call's error, a centred
// loader until the answer comes, then what the caller draws from it.
import type { ReactNode } from 'react';
import { Alert, Center, Loader } from '@mantine/core';
import { errorMessage } from '../../lib/api-client';

export interface QueryResultProps<Data> {
  query: { isError: boolean; error: unknown; data: Data | undefined };
  /** The loader's accessible name: 'Loading'. */
  loadingLabel: string;
  /** The loader's room, in pixels. */
  height?: number;
  children: (data: Data) => ReactNode;
}

export function QueryResult<Data>({ query, loadingLabel, height = 120, children }: QueryResultProps<Data>) {
  if (query.isError) return <Alert color="red">{errorMessage(query.error)}</Alert>;
  if (query.data === undefined) {
    return (
      <Center h={height}>
        <Loader aria-label={loadingLabel} />
      </Center>
    );
  }
  return <>{children(query.data)}</>;
}
