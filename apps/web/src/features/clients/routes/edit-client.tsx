// /edit-client/{id} (docs/reference/clients.md 'Screens'): loads the client, then its country's states; a
// successful save returns to the client list, or to the document that sent the owner here (?returnTo=,
// ADR 0225). Load failures are logged (docs/reference/clients.md 'Messages')
// and the screen says so.
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Card } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EditRecordScreen, editRecordWords } from '../../../components/record-form/edit-record-screen';
import { FormActions } from '../../../components/record-form/form-actions';
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

  return (
    <EditRecordScreen query={client} backTo={paths.listClients} words={editRecordWords(t)}>
      {(found) => (
        <Card withBorder padding="lg" maw={860}>
          <ClientForm
            key={found.id}
            mode="edit"
            defaultValues={clientFormValues(found)}
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
              <FormActions
                cancelTo={back}
                cancelLabel={t('edit.cancel')}
                submitLabel={t('edit.update')}
                saving={updateClient.isPending}
              />
            }
          />
        </Card>
      )}
    </EditRecordScreen>
  );
}
