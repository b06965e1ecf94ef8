// What a document screen shows while its document loads, or when it could not be loaded, for every kind
// (docs/decisions/0218-one-document-kind-on-the-web.md): the kind's noun and a way back to its list.
import { Link } from 'react-router';
import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { errorMessage } from '../../lib/api-client';
import type { DocumentKind } from '../../lib/documents/kinds/document-kind';

export function DocumentLoadProblem({ kind, error }: { kind: DocumentKind; error: unknown }) {
  if (!error) {
    return (
      <Center h={240}>
        <Loader aria-label={`Loading ${kind.noun}`} />
      </Center>
    );
  }
  return (
    <Stack>
      <Alert color="red" title={`The ${kind.noun} could not be loaded`}>
        {errorMessage(error)}
      </Alert>
      <Button component={Link} to={kind.listPath} variant="default" w="fit-content">
        {`Back to ${kind.plural}`}
      </Button>
    </Stack>
  );
}
