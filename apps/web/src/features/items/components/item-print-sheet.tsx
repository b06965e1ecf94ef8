// The item list as printed: a plain table of the listed items (components/print-sheet.css shows it only while printing).
import { useTranslation } from 'react-i18next';
import type { Item } from '@tradebook/domain/items/items.schemas';
import { formatMoney, toMinor } from '@tradebook/domain/money/money';
import { NOT_AVAILABLE } from '@tradebook/domain/profile/profile-complete';
import '../../../components/print-sheet.css';

/** Prints the page with only the print sheet showing. */
export function printSheet(): void {
  document.body.classList.add('tb-printing');
  const done = () => {
    document.body.classList.remove('tb-printing');
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
}

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
    <div className="tb-print-sheet" aria-hidden="true">
      <h1>{t('print.title')}</h1>
      <table>
        <thead>
          <tr>
            <th>{t('print.item_no')}</th>
            <th>{t('print.name')}</th>
            <th>{t('print.description')}</th>
            <th>{t('print.category')}</th>
            <th>{t('print.quantity')}</th>
            <th>{t('print.rate')}</th>
            <th>{t('print.price')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td>{item.item_no}</td>
              <td>{item.name}</td>
              <td>{item.description}</td>
              <td>{item.category_type === NOT_AVAILABLE ? '' : item.category_type}</td>
              <td>{item.quantity}</td>
              <td>{money(item.unit_price)}</td>
              <td>{money(item.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
