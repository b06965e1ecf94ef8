import { Link } from 'react-router';
import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';

/** What an invoice screen shows while its invoice loads, or when it could not be loaded. */
export function InvoiceLoadProblem({ error }: { error: unknown }) {
  if (!error) {
    return (
      <Center h={240}>
        <Loader aria-label="Loading invoice" />
      </Center>
    );
  }
  return (
    <Stack>
      <Alert color="red" title="The invoice could not be loaded">
        {errorMessage(error)}
      </Alert>
      <Button component={Link} to={paths.listInvoice} variant="default" w="fit-content">
        Back to invoices
      </Button>
    </Stack>
  );
}
