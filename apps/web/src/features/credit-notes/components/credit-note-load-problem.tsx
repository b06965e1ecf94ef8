// What a credit note screen shows while what it needs loads, or when it could not be loaded.
import { Link } from 'react-router';
import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';

export function CreditNoteLoadProblem({
  error,
  what,
  back,
}: {
  error: unknown;
  /** 'credit note', 'invoice' */
  what: string;
  back: { label: string; to: string };
}) {
  if (!error) {
    return (
      <Center h={240}>
        <Loader aria-label={`Loading ${what}`} />
      </Center>
    );
  }
  return (
    <Stack>
      <Alert color="red" title={`The ${what} could not be loaded`}>
        {errorMessage(error)}
      </Alert>
      <Button component={Link} to={back.to} variant="default" w="fit-content">
        {back.label}
      </Button>
    </Stack>
  );
}
