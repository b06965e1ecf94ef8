// /add-item (docs/reference/items.md 'Screens'): the form on the left, the items added on this visit with
// their running total on the right. After each save the form empties and shows the next number; Cancel and
// Next go to the item list, and leaving the page clears the recent list. With unsaved input, Cancel and
// Next ask first, and so does closing the tab (ADR 0227).
import { useState } from 'react';
import { Button, Card, Grid, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CreateItemSchema, type Item } from '@tradebook/domain/items/items.schemas';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useProfile } from '../../../lib/api/profile/get-profile';
import { useCreateItem } from '../../../lib/api/items/create-item';
import { useNextItemNo } from '../api/generate-item-no';
import { ItemForm } from '../../../components/item-form/item-form';
import { GuardedLinkButton, useAskBeforeUnload } from '../../../components/unsaved-input/leave-guard';
import { RecentItemsPanel } from '../components/recent-items-panel';
import { NEW_ITEM_VALUES, toItemRequest } from '../../../lib/items/item-request';

export default function AddItem() {
  const { t } = useTranslation('items');
  usePageTitle(t('add.title'));
  const symbol = useProfile().data?.currency ?? '';
  const nextNumber = useNextItemNo();
  const createItem = useCreateItem();
  const [recent, setRecent] = useState<Item[]>([]);
  const [dirty, setDirty] = useState(false);
  useAskBeforeUnload(dirty);

  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {t('add.title')}
      </Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder padding="lg">
            <ItemForm
              label={t('add.form')}
              schema={CreateItemSchema}
              defaultValues={NEW_ITEM_VALUES}
              currencySymbol={symbol}
              itemNo={nextNumber.data ?? ''}
              onDirtyChange={setDirty}
              onSubmit={async (input) => {
                try {
                  const { item } = await createItem.mutateAsync(toItemRequest(input));
                  notifySuccess(t('add.created'));
                  setRecent((items) => [item, ...items]);
                  await nextNumber.refetch();
                  return true;
                } catch (error) {
                  notifyError(errorMessage(error));
                  return false;
                }
              }}
              actions={
                <Group justify="flex-end" gap="sm" mt="xs">
                  <GuardedLinkButton to={paths.itemList} dirty={dirty} variant="default">
                    {t('add.cancel')}
                  </GuardedLinkButton>
                  <Button type="submit" loading={createItem.isPending}>
                    {t('add.save')}
                  </Button>
                  <GuardedLinkButton to={paths.itemList} dirty={dirty} variant="light">
                    {t('add.next')}
                  </GuardedLinkButton>
                </Group>
              }
            />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <RecentItemsPanel items={recent} currencySymbol={symbol} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
