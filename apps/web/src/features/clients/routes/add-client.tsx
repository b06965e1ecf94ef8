// /add-client (docs/reference/clients.md 'Screens'): a successful save returns to the client list.
import { useNavigate } from 'react-router';
import { Card, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/record-form/form-actions';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useCreateClient } from '../api/create-client';
import { ClientForm, EMPTY_CLIENT } from '../components/client-form';

export default function AddClient() {
  const { t } = useTranslation('clients');
  usePageTitle(t('add.title'));
  const navigate = useNavigate();
  const createClient = useCreateClient();

  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {t('add.title')}
      </Title>
      <Card withBorder padding="lg" maw={860}>
        <ClientForm
          mode="add"
          defaultValues={EMPTY_CLIENT}
          onSubmit={async (input) => {
            try {
              await createClient.mutateAsync(input);
              notifySuccess(t('add.created'));
              navigate(paths.listClients);
            } catch (error) {
              notifyError(errorMessage(error));
            }
          }}
          actions={
            <FormActions
              cancelTo={paths.listClients}
              cancelLabel={t('add.cancel')}
              submitLabel={t('add.save')}
              saving={createClient.isPending}
            />
          }
        />
      </Card>
    </Stack>
  );
}
