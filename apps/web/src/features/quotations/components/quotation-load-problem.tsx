import { Link } from 'react-router';
import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';

/** What a quotation screen shows while its quotation loads, or when it could not be loaded. */
export function QuotationLoadProblem({ error }: { error: unknown }) {
  if (!error) {
    return (
      <Center h={240}>
        <Loader aria-label="Loading quotation" />
      </Center>
    );
  }
  return (
    <Stack>
      <Alert color="red" title="The quotation could not be loaded">
        {errorMessage(error)}
      </Alert>
      <Button component={Link} to={paths.listQuotation} variant="default" w="fit-content">
        Back to quotations
      </Button>
    </Stack>
  );
}
