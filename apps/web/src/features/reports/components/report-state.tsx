// What a report shows while it loads or when it fails.
import { Alert, Center, Loader } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';

export function ReportState({
  query,
  loading,
}: {
  query: { isError: boolean; error: unknown; isLoading: boolean };
  /** What the loader is called while the report loads: 'Loading the statement'. */
  loading: string;
}) {
  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(query.error)}
      </Alert>
    );
  }
  if (query.isLoading) {
    return (
      <Center h={120}>
        <Loader aria-label={loading} />
      </Center>
    );
  }
  return null;
}
