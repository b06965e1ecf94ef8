// /edit-item/{id} (docs/reference/items.md 'Screens'): the item form filled from the item; a successful save
// goes back to the item list.
import { Link, useNavigate, useParams } from 'react-router';
import { Button, Card, Group, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CreateItemSchema } from '@tradebook/domain/items/items.schemas';
import { RecordNotFound } from '../../../components/record-not-found';
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

  let body;
  if (item.isLoading) body = <Loader aria-label={t('edit.loading')} />;
  else if (!item.data) {
    body = (
      <RecordNotFound title={t('edit.not_found')} backTo={paths.itemList} backLabel={t('edit.back')}>
        {t('edit.not_found_text')}
      </RecordNotFound>
    );
  } else {
    body = (
      <Card withBorder padding="lg" maw={720}>
        <ItemForm
          key={item.data.id}
          label={t('edit.form')}
          schema={CreateItemSchema}
          defaultValues={itemFormValues(item.data)}
          currencySymbol={symbol}
          itemNo={item.data.item_no}
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
            <Group justify="flex-end" gap="sm" mt="xs">
              <Button component={Link} to={paths.itemList} variant="default">
                {t('edit.cancel')}
              </Button>
              <Button type="submit" loading={updateItem.isPending}>
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
