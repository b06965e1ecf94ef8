// /edit-client/{id} (docs/reference/clients.md 'Screens'): loads the client, then its country's states; a
// successful save returns to the client list, or to the document that sent the owner here (?returnTo=,
// ADR 0225). Load failures are logged (docs/reference/clients.md 'Messages')
// and the screen says so.
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button, Card, Group, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RecordNotFound } from '../../../components/record-not-found';
import { paths } from '../../../config/paths';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { RETURN_TO_PARAM, safeReturnTo } from '../../../lib/return-to';
import { GENERIC_ERROR_MESSAGE } from '@tradebook/domain/api/envelope';
import { ApiError } from '../../../lib/api-client';
import { useClient } from '../api/get-client';
import { useUpdateClient } from '../api/update-client';
import { ClientForm, clientFormValues } from '../components/client-form';

export default function EditClient() {
  const { t } = useTranslation('clients');
  usePageTitle(t('edit.title'));
  const clientId = Number(useParams().id);
  const navigate = useNavigate();
  const client = useClient(clientId);
  const updateClient = useUpdateClient();
  const [params] = useSearchParams();
  const back = safeReturnTo(params.get(RETURN_TO_PARAM)) ?? paths.listClients;

  let body;
  if (client.isLoading) body = <Loader aria-label={t('edit.loading')} />;
  else if (!client.data) {
    body = (
      <RecordNotFound title={t('edit.not_found')} backTo={paths.listClients} backLabel={t('edit.back')}>
        {t('edit.not_found_text')}
      </RecordNotFound>
    );
  } else {
    body = (
      <Card withBorder padding="lg" maw={860}>
        <ClientForm
          key={client.data.id}
          mode="edit"
          defaultValues={clientFormValues(client.data)}
          onSubmit={async (input) => {
            try {
              await updateClient.mutateAsync({ ...input, client_id: clientId });
              notifySuccess(t('edit.updated'));
              navigate(back);
            } catch (error) {
              // docs/reference/clients.md 'Messages': a failed client update shows the generic message; a
              // validation answer (422) names the field instead.
              notifyError(
                error instanceof ApiError && error.httpStatus === 422
                  ? error.messages.join('\n')
                  : GENERIC_ERROR_MESSAGE,
              );
            }
          }}
          actions={
            <Group justify="flex-end" gap="sm">
              <Button component={Link} to={back} variant="default">
                {t('edit.cancel')}
              </Button>
              <Button type="submit" loading={updateClient.isPending}>
                {t('edit.update')}
              </Button>
            </Group>
          }
        />
      </Card>
    );
  }

  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {t('edit.title')}
      </Title>
      {body}
    </Stack>
  );
}
