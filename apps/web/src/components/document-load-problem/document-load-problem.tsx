// What a document screen shows while its document loads, or when it could not be loaded, for every kind
// (docs/decisions/0218-one-document-kind-on-the-web.md): the kind's noun and a way back to its list, in
// the screen's language (one sentence per kind, docs/decisions/0253-kind-sentences-by-the-kind-name.md).
import { Link } from 'react-router';
import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-client';
import type { DocumentKind } from '../../lib/documents/kinds/document-kind';

export function DocumentLoadProblem({ kind, error }: { kind: DocumentKind; error: unknown }) {
  const { t } = useTranslation('screen-words');
  const words = { kind: kind.name, noun: kind.noun, plural: kind.plural };
  if (!error) {
    return (
      <Center h={240}>
        <Loader aria-label={t('load_problem.loading', words)} />
      </Center>
    );
  }
  return (
    <Stack>
      <Alert color="red" title={t('load_problem.title', words)}>
        {errorMessage(error)}
      </Alert>
      <Button component={Link} to={kind.listPath} variant="default" w="fit-content">
        {t('load_problem.back', words)}
      </Button>
    </Stack>
  );
}
