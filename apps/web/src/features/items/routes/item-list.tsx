// /item-list (docs/reference/items.md 'Screens'): search, sort, filters, CSV export and print, the category
// dialog, one card per item, and the selections for documents (checked items and the invoice's recent items).
// Pages of 10, searched, filtered, sorted and paged by the server (docs/reference/api.md 'Lists answer one
// page').
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCategory, IconDownload, IconPlus, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { GetItemsRequest, Item } from '@tradebook/domain/items/items.schemas';
import { paths } from '../../../config/paths';
import { useListPage } from '../../../hooks/use-list-page';
import { useSearchText } from '../../../hooks/use-search-text';
import { errorMessage } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useProfile } from '../../../lib/api/profile/get-profile';
import { useDeleteItem } from '../api/delete-item';
import { exportItems } from '../api/export-items';
import { useItemCategories } from '../../../lib/api/items/get-item-categories';
import { ITEMS_QUERY_KEY, useItems } from '../../../lib/api/items/get-items';
import { CategoryDialog } from '../components/category-dialog';
import { ItemCard } from '../components/item-card';
import { ItemPrintSheet } from '../components/item-print-sheet';
import { lineFromItem, type ItemLine } from '../../../lib/items/item-line';
import { readPicks, togglePick, writePicks } from '../../../lib/items/item-picks';
import { emptyWording, SORT_OPTIONS, sortChoices, typeChoices } from '../item-list-options';
import { printSheet } from '../../../components/print-sheet/print-sheet';
import { ImportButton } from '../../../components/import-dialog/import-button';
import { OwnerOnly } from '../../../components/owner-only';
import { ConfirmDeleteDialog } from '../../../components/record-list/confirm-delete-dialog';
import { ListHeading } from '../../../components/record-list/list-heading';
import { RecordListResults } from '../../../components/record-list/record-list-results';
import { SearchInput } from '../../../components/search-input/search-input';

/** The item list shows 10 a page. */
export const ITEM_LIST_PAGE_SIZE = 10;

export default function ItemList() {
  const { t } = useTranslation('items');
  usePageTitle(t('list.title'));
  const symbol = useProfile().data?.currency ?? '';
  const categories = useItemCategories();
  const { search, setSearch, debounced: debouncedSearch } = useSearchText();
  const [sortValue, setSortValue] = useState('date-desc');
  const [category, setCategory] = useState('all');
  const [type, setType] = useState('all');
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const [toDelete, setToDelete] = useState<Item | null>(null);
  const [exporting, setExporting] = useState(false);
  const [selected, setSelected] = useState<ItemLine[]>(() => readPicks('selected'));
  const [recent, setRecent] = useState<ItemLine[]>(() => readPicks('recent'));
  const deleteItem = useDeleteItem();

  const sort = SORT_OPTIONS.find((option) => option.value === sortValue) ?? SORT_OPTIONS[0]!;
  const filters: GetItemsRequest = {
    search_text: debouncedSearch,
    sort: sort.sort,
    order: sort.order,
    category_id: category === 'all' ? undefined : category,
    type: type === 'all' ? undefined : type,
  };
  const { page, setPage } = useListPage(filters);
  const items = useItems({ ...filters, page, limit: ITEM_LIST_PAGE_SIZE });
  const list = items.data?.rows ?? [];

  const categoryOptions = [
    { value: 'all', label: t('filter.all_categories') },
    { value: 'none', label: t('filter.uncategorised') },
    ...(categories.data ?? []).map((entry) => ({ value: String(entry.id), label: entry.type })),
  ];

  const setItemSelected = (item: Item, checked: boolean) => {
    const others = selected.filter((line) => line.itemId !== item.id);
    const next = checked ? [...others, lineFromItem(item)] : others;
    writePicks('selected', next);
    setSelected(next);
  };
  const clearSelection = () => {
    writePicks('selected', []);
    setSelected([]);
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      await exportItems(filters);
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="lg">
      <ListHeading title={t('list.title')}>
        <ImportButton kind="items" label={t('list.import')} queryKey={ITEMS_QUERY_KEY} />
        <OwnerOnly>
          <Button
            variant="default"
            leftSection={<IconCategory size={16} />}
            onClick={() => setCategoriesOpen(true)}
          >
            {t('list.categories')}
          </Button>
          <Button component={Link} to={paths.addItem} leftSection={<IconPlus size={16} />}>
            {t('list.add')}
          </Button>
        </OwnerOnly>
      </ListHeading>

      <Paper withBorder p="md">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
            <SearchInput
              label={t('list.search')}
              placeholder={t('list.search_placeholder')}
              value={search}
              onChange={setSearch}
            />
            <Select
              label={t('list.sort')}
              data={sortChoices(t)}
              value={sortValue}
              onChange={(value) => setSortValue(value ?? 'date-desc')}
              allowDeselect={false}
            />
            <Select
              label={t('list.category')}
              data={categoryOptions}
              value={category}
              onChange={(value) => setCategory(value ?? 'all')}
              allowDeselect={false}
              searchable
            />
            <Select
              label={t('list.type')}
              data={typeChoices(t)}
              value={type}
              onChange={(value) => setType(value ?? 'all')}
              allowDeselect={false}
            />
          </SimpleGrid>
          <Group gap="sm" justify="flex-end">
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              onClick={exportCsv}
              loading={exporting}
            >
              {t('list.export')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconPrinter size={16} />}
              onClick={printSheet}
              disabled={list.length === 0}
            >
              {t('list.print')}
            </Button>
          </Group>
        </Stack>
      </Paper>

      {selected.length > 0 && (
        <Alert color="blue" variant="light" title={t('list.selected', { count: selected.length })}>
          <Text size="sm" mb="xs">
            {t('list.selected_text')}
          </Text>
          <Group gap="sm">
            <OwnerOnly>
              <Button size="xs" component={Link} to={paths.addQuotation}>
                {t('list.new_quotation')}
              </Button>
              <Button size="xs" component={Link} to={paths.addInvoice}>
                {t('list.new_invoice')}
              </Button>
            </OwnerOnly>
            <Button size="xs" variant="subtle" onClick={clearSelection}>
              {t('list.clear_selection')}
            </Button>
          </Group>
        </Alert>
      )}

      <RecordListResults
        query={items}
        rows={list}
        pagination={items.data?.pagination}
        page={page}
        onPage={setPage}
        wording={{
          ...emptyWording(t),
          loading: t('list.loading'),
          grid: t('list.items'),
          pages: t('list.pages'),
        }}
        addPath={paths.addItem}
        narrowed={debouncedSearch !== '' || category !== 'all' || type !== 'all'}
        cols={{ base: 1, md: 2 }}
        renderCard={(item) => (
          <ItemCard
            key={item.id}
            item={item}
            currencySymbol={symbol}
            selected={selected.some((line) => line.itemId === item.id)}
            onSelectedChange={(checked) => setItemSelected(item, checked)}
            inRecent={recent.some((line) => line.itemId === item.id)}
            onToggleRecent={() => setRecent(togglePick('recent', lineFromItem(item)))}
            onDelete={() => setToDelete(item)}
          />
        )}
      />

      <ItemPrintSheet items={list} currencySymbol={symbol} />
      <CategoryDialog opened={categoriesOpen} onClose={() => setCategoriesOpen(false)} />
      <ConfirmDeleteDialog
        row={toDelete}
        onClose={() => setToDelete(null)}
        remove={async (item) => {
          await deleteItem.mutateAsync(item.id);
          setItemSelected(item, false);
        }}
        deleting={deleteItem.isPending}
        words={{
          title: t('list.delete_title'),
          question: t('list.delete_question', { name: toDelete?.name ?? '' }),
          cancel: t('list.cancel'),
          delete: t('list.delete'),
          done: t('list.deleted'),
        }}
      />
    </Stack>
  );
}
