// The Add/Browse Item dialog of quotations and invoices (docs/reference/items.md 'Screens' and 'Rules'): a
// new-item form with the spec's four messages, and the existing items, 4 per page, to pick from (searched and
// paged by the server through get_item). Either way the caller gets one line through onAdd; a new line may
// also be saved to the item list.
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Badge, Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { NewLineItemSchema, type Item } from '@tradebook/domain/items/items.schemas';
import { formatMoney, toMinor } from '@tradebook/domain/money/money';
import { useListPage } from '../../hooks/use-list-page';
import { useSearchText } from '../../hooks/use-search-text';
import { errorMessage } from '../../lib/api-client';
import { notifyError } from '../../lib/notify';
import { useCreateItem } from '../../lib/api/items/create-item';
import { useItems } from '../../lib/api/items/get-items';
import { lineFromInput, lineFromItem, type ItemLine } from '../../lib/items/item-line';
import { NEW_ITEM_VALUES, toItemRequest } from '../../lib/items/item-request';
import { ItemForm } from '../item-form/item-form';
import { PickerList } from '../picker-list/picker-list';
import { SearchInput } from '../search-input/search-input';
import { WRAP_ANYWHERE } from '../../lib/wrap-anywhere';

/** docs/reference/items.md 'Limits': item lists in dialogs show 4 per page. */
export const ITEM_PAGE_SIZE = 4;

export interface ItemBrowseDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Receives the typed or picked line; the dialog closes after. */
  onAdd: (line: ItemLine) => void;
  /** The document's currency symbol, for the prices shown. */
  currencySymbol: string;
}

function ExistingItems({ onPick, currencySymbol }: { onPick: (item: Item) => void; currencySymbol: string }) {
  const { t } = useTranslation('documents');
  const { search, setSearch, debounced } = useSearchText();
  const { page, setPage } = useListPage(debounced);
  const items = useItems({ search_text: debounced, sort: 'name', page, limit: ITEM_PAGE_SIZE });
  const money = (value: number) => formatMoney(toMinor(value) ?? 0, currencySymbol);

  return (
    <Stack gap="sm">
      <SearchInput
        label={t('browse.search')}
        placeholder={t('browse.search_placeholder')}
        value={search}
        onChange={setSearch}
      />
      <PickerList
        loading={items.isLoading}
        rows={items.data?.rows ?? []}
        pagination={items.data?.pagination}
        page={page}
        onPage={setPage}
        words={{
          loading: t('browse.loading'),
          list: t('browse.existing'),
          empty: t(debounced ? 'browse.no_match' : 'browse.none'),
          pages: t('browse.pages'),
          pick: t('browse.add'),
        }}
        pickLabel={(item) => t('browse.add_name', { name: item.name })}
        onPick={onPick}
        renderRow={(item) => (
          <>
            <Text fw={500} style={WRAP_ANYWHERE}>
              {item.name}
            </Text>
            <Group gap={6}>
              <Badge size="xs" variant="light" color="gray">
                {item.item_no}
              </Badge>
              <Text size="xs" c="dimmed">
                {item.quantity} × {money(item.unit_price)} = {money(item.amount)}
              </Text>
            </Group>
          </>
        )}
      />
    </Stack>
  );
}

export function ItemBrowseDialog({ opened, onClose, onAdd, currencySymbol: symbol }: ItemBrowseDialogProps) {
  const narrow = useMediaQuery('(max-width: 48em)');
  const { t } = useTranslation('documents');
  const createItem = useCreateItem();
  const [saveToList, setSaveToList] = useState(false);

  const add = (line: ItemLine) => {
    onAdd(line);
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('browse.title')}
      closeButtonProps={{ 'aria-label': t('editor.close_dialog') }}
      size="xl"
      fullScreen={narrow}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <section aria-labelledby="new-item-title">
          <Title order={3} size="h5" id="new-item-title" mb="sm">
            {t('browse.new_item')}
          </Title>
          <ItemForm
            label={t('browse.new_item')}
            schema={NewLineItemSchema}
            defaultValues={NEW_ITEM_VALUES}
            currencySymbol={symbol}
            onSubmit={async (input, categoryType) => {
              try {
                const saved = saveToList
                  ? (await createItem.mutateAsync(toItemRequest(input))).item
                  : undefined;
                add(lineFromInput(input, categoryType, saved));
                return true;
              } catch (error) {
                notifyError(errorMessage(error));
                return false;
              }
            }}
            actions={
              <Group justify="space-between" gap="sm">
                <Checkbox
                  label={t('browse.save_to_list')}
                  checked={saveToList}
                  onChange={(event) => setSaveToList(event.currentTarget.checked)}
                />
                <Button type="submit" loading={createItem.isPending}>
                  {t('browse.add_item')}
                </Button>
              </Group>
            }
          />
        </section>
        <section aria-labelledby="existing-items-title">
          <Title order={3} size="h5" id="existing-items-title" mb="sm">
            {t('browse.existing')}
          </Title>
          <ExistingItems currencySymbol={symbol} onPick={(item) => add(lineFromItem(item))} />
        </section>
      </SimpleGrid>
    </Modal>
  );
}
