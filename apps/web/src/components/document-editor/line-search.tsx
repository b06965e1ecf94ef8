// The line search of quotations and invoices (issue 14, ADR 0208): a combobox that asks the server for the
// first few items matching what is typed (get_item's search: name, description or item number), so lines
// are added by keyboard alone: type, Enter, type the next. ArrowDown/ArrowUp move through the suggestions,
// Enter adds the highlighted one (or the first), Escape closes the list. Each item is added with quantity
// 1 at its unit price; the box is emptied and keeps the focus. When nothing matches, the spec's Add Item
// dialog is one button away. Mantine draws the list; the keyboard model and the ARIA state are ours, so
// aria-activedescendant always names an option that is on screen.
import { useTranslation } from 'react-i18next';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Badge, Button, Combobox, Group, Loader, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { Item } from '@tradebook/domain/items/items.schemas';
import { formatMoney, toMinor } from '@tradebook/domain/money/money';
import { useItems } from '../../lib/api/items/get-items';
import { lineFromItem, type ItemLine } from '../../lib/items/item-line';

/** The first page only: enough to pick from while typing, never the whole catalogue. */
export const LINE_SEARCH_LIMIT = 8;
export const LINE_SEARCH_DEBOUNCE_MS = 200;
/** Quantity 1, in thousandths: the line starts at one unit whatever quantity the catalogue item carries. */
const ONE_UNIT_MILLI = 1000;

export interface LineSearchProps {
  currencySymbol: string;
  onAdd: (line: ItemLine) => void;
  /** Opens the spec's Add Item dialog (offered when nothing matches). */
  onAddNew: () => void;
  disabled?: boolean;
  /** The field's id, for focus to come back to. */
  id?: string;
}

export function LineSearch({ currencySymbol, onAdd, onAddNew, disabled = false, id }: LineSearchProps) {
  const { t } = useTranslation('documents');
  const combobox = useCombobox();
  const listId = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const [added, setAdded] = useState('');
  // Enter pressed before the answer for the text as typed came: the first item of that answer is added.
  const [pendingEnter, setPendingEnter] = useState<string | null>(null);
  const wanted = text.trim();
  const [debounced] = useDebouncedValue(wanted, LINE_SEARCH_DEBOUNCE_MS);
  const items = useItems(
    { search_text: debounced, sort: 'name', page: 1, limit: LINE_SEARCH_LIMIT },
    { enabled: debounced !== '' },
  );
  // Only an answer for exactly what is typed is offered: a stale one could add an item nobody asked for.
  const fresh = wanted !== '' && debounced === wanted && items.isSuccess && !items.isPlaceholderData;
  const rows: readonly Item[] = fresh ? items.data.rows : [];
  const searching = wanted !== '' && !fresh && !items.isError;
  const noMatch = fresh && rows.length === 0;
  const listShown = combobox.dropdownOpened && rows.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const add = (item: Item) => {
    onAdd({ ...lineFromItem(item), quantityMilli: ONE_UNIT_MILLI });
    setAdded(t('line_search.added', { name: item.name }));
    setText('');
    setActive(-1);
    setPendingEnter(null);
    combobox.closeDropdown();
  };

  useEffect(() => {
    if (pendingEnter === null || !fresh || pendingEnter !== wanted) return;
    setPendingEnter(null);
    const first = rows[0];
    if (first) add(first);
    // add and rows are read as they stand when the awaited answer lands.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pendingEnter, fresh, wanted]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      combobox.openDropdown();
      if (rows.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((old) =>
        old === -1 && step < 0 ? rows.length - 1 : (old + step + rows.length) % rows.length,
      );
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (wanted === '') return;
      const picked = rows[active] ?? rows[0];
      if (picked) add(picked);
      else if (!fresh) setPendingEnter(wanted);
    } else if (event.key === 'Escape') {
      if (combobox.dropdownOpened) event.stopPropagation();
      combobox.closeDropdown();
      setActive(-1);
    }
  };

  return (
    <Stack gap={4}>
      <Combobox
        store={combobox}
        onOptionSubmit={(value) => {
          const item = rows.find((row) => String(row.id) === value);
          if (item) add(item);
        }}
        withinPortal={false}
      >
        <Combobox.Target withAriaAttributes={false} withKeyboardNavigation={false}>
          <TextInput
            id={id}
            label={t('line_search.label')}
            description={t('line_search.description')}
            placeholder={t('line_search.placeholder')}
            leftSection={<IconSearch size={16} />}
            rightSection={searching ? <Loader size="xs" aria-hidden /> : null}
            value={text}
            disabled={disabled}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={listShown}
            aria-controls={listShown ? listId : undefined}
            aria-activedescendant={listShown && rows[active] ? optionId(active) : undefined}
            autoComplete="off"
            onChange={(event) => {
              setText(event.currentTarget.value);
              setActive(-1);
              setPendingEnter(null);
              setAdded('');
              combobox.openDropdown();
            }}
            onKeyDown={onKeyDown}
            onBlur={() => combobox.closeDropdown()}
          />
        </Combobox.Target>
        {/* No list at all while there is nothing to offer: an empty listbox would still be announced. */}
        <Combobox.Dropdown hidden={!listShown}>
          {listShown && (
            <Combobox.Options id={listId} aria-label={t('line_search.matching')}>
              {rows.map((item, index) => (
                <Combobox.Option
                  key={item.id}
                  value={String(item.id)}
                  id={optionId(index)}
                  selected={index === active}
                  aria-selected={index === active}
                  onMouseEnter={() => setActive(index)}
                >
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text size="sm" truncate>
                      {item.name}
                    </Text>
                    <Group gap={6} wrap="nowrap">
                      <Badge size="xs" variant="light" color="gray" visibleFrom="xs">
                        {item.item_no}
                      </Badge>
                      <Text size="sm" fw={500}>
                        {formatMoney(toMinor(item.unit_price) ?? 0, currencySymbol)}
                      </Text>
                    </Group>
                  </Group>
                </Combobox.Option>
              ))}
            </Combobox.Options>
          )}
        </Combobox.Dropdown>
      </Combobox>
      <div role="status">
        {noMatch ? (
          <Group gap="xs">
            <Text size="sm">{t('line_search.no_match', { text: wanted })}</Text>
            <Button size="compact-sm" variant="light" onClick={onAddNew}>
              {t('line_search.add_new')}
            </Button>
          </Group>
        ) : (
          added && (
            <Text size="sm" c="dimmed">
              {added}
            </Text>
          )
        )}
      </div>
    </Stack>
  );
}
