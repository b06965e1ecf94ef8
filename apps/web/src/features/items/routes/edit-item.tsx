// /edit-item/{id} (docs/reference/items.md 'Screens'): the item form filled from the item; a successful save
// goes back to the item list.
import { useNavigate, useParams } from 'react-router';
import { Card } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CreateItemSchema } from '@tradebook/domain/items/items.schemas';
import { EditRecordScreen, editRecordWords } from '../../../components/record-form/edit-record-screen';
import { FormActions } from '../../../components/record-form/form-actions';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useProfile } from '../../../lib/api/profile/get-profile';
import { useItem } from '../api/get-item';
import { useUpdateItem } from '../api/update-item';
import { ItemForm } from '../../../components/item-form/item-form';
import { itemFormValues, toItemRequest } from '../../../lib/items/item-request';

export default function EditItem() {
  const { t } = useTranslation('items');
  usePageTitle(t('edit.title'));
  const itemId = Number(useParams().id);
  const navigate = useNavigate();
  const symbol = useProfile().data?.currency ?? '';
  const item = useItem(itemId);
  const updateItem = useUpdateItem();

  return (
    <EditRecordScreen query={item} backTo={paths.itemList} words={editRecordWords(t)}>
      {(found) => (
        <Card withBorder padding="lg" maw={720}>
          <ItemForm
            key={found.id}
            label={t('edit.form')}
            schema={CreateItemSchema}
            defaultValues={itemFormValues(found)}
            currencySymbol={symbol}
            itemNo={found.item_no}
            onSubmit={async (input) => {
              try {
                await updateItem.mutateAsync({ ...toItemRequest(input), item_id: itemId });
                notifySuccess(t('edit.updated'));
                navigate(paths.itemList);
              } catch (error) {
                notifyError(errorMessage(error));
              }
            }}
            actions={
              <FormActions
                cancelTo={paths.itemList}
                cancelLabel={t('edit.cancel')}
                submitLabel={t('edit.update')}
                saving={updateItem.isPending}
                mt="xs"
              />
            }
          />
        </Card>
      )}
    </EditRecordScreen>
  );
}
