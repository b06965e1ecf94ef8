// The item list as printed: a plain table of the listed items (components/print-sheet).
import { useTranslation } from 'react-i18next';
import type { Item } from '@tradebook/domain/items/items.schemas';
import { formatMoney, toMinor } from '@tradebook/domain/money/money';
import { NOT_AVAILABLE } from '@tradebook/domain/profile/profile-complete';
import { PrintSheet } from '../../../components/print-sheet/print-sheet';

export function ItemPrintSheet({
  items,
  currencySymbol,
}: {
  items: readonly Item[];
  currencySymbol: string;
}) {
  const { t } = useTranslation('items');
  const money = (value: number) => formatMoney(toMinor(value) ?? 0, currencySymbol);
  return (
    <PrintSheet<Item>
      title={t('print.title')}
      rows={items}
      columns={[
        { header: t('print.item_no'), cell: (item) => item.item_no },
        { header: t('print.name'), cell: (item) => item.name },
        { header: t('print.description'), cell: (item) => item.description },
        {
          header: t('print.category'),
          cell: (item) => (item.category_type === NOT_AVAILABLE ? '' : item.category_type),
        },
        { header: t('print.quantity'), cell: (item) => item.quantity },
        { header: t('print.rate'), cell: (item) => money(item.unit_price) },
        { header: t('print.price'), cell: (item) => money(item.amount) },
      ]}
    />
  );
}
