// What a list's PDF summary says besides its rows: the business and the filters under the title, and the
// totals under the table, per currency (documents in pounds and euros are never added together), leaving
// out void documents (they are kept for the numbering, not owed).
import type { DocumentFilters } from '@tradebook/domain/documents/list-documents.schemas';
import { formatCalendarDate } from '@tradebook/domain/documents/dates';
import { remainingDueMinor } from '@tradebook/domain/documents/totals';
import { formatMoney } from '@tradebook/domain/money/money';
import type { DocumentRow } from './document-rows';
import { currencyById } from '../lookups/currencies';

export function summarySubtitle(business: string, filters: DocumentFilters, today: string): string[] {
  const to = formatCalendarDate(filters.to ?? today);
  const range = filters.from ? `Dated ${formatCalendarDate(filters.from)} to ${to}` : `Dated up to ${to}`;
  return [
    business,
    `${range} · status: ${filters.status}` +
      (filters.search.trim() ? ` · matching "${filters.search.trim()}"` : ''),
    `Made on ${formatCalendarDate(today)}. Totals leave out void documents.`,
  ];
}

interface CurrencyTotals {
  count: number;
  totalMinor: number;
  paidMinor: number;
  creditedMinor: number;
  dueMinor: number;
}

/** Adds up rows as they stream past; `lines()` once they are done. */
export function summaryTotals() {
  const byCurrency = new Map<number, CurrencyTotals>();
  return {
    add(row: Pick<DocumentRow, 'currency_id' | 'is_void' | 'total_minor' | 'paid_minor' | 'credited_minor'>) {
      if (row.is_void !== 0) return;
      const totals = byCurrency.get(row.currency_id) ?? {
        count: 0,
        totalMinor: 0,
        paidMinor: 0,
        creditedMinor: 0,
        dueMinor: 0,
      };
      totals.count += 1;
      totals.totalMinor += row.total_minor;
      totals.paidMinor += row.paid_minor;
      totals.creditedMinor += row.credited_minor;
      totals.dueMinor += remainingDueMinor(row.total_minor, row.paid_minor, row.credited_minor);
      byCurrency.set(row.currency_id, totals);
    },
    lines(): Array<{ label: string; value: string }> {
      if (byCurrency.size === 0) return [{ label: 'Total', value: 'nothing to add up' }];
      return [...byCurrency.entries()].flatMap(([currencyId, totals]) => {
        const currency = currencyById(currencyId);
        const code = currency?.code ?? String(currencyId);
        const money = (minor: number) => formatMoney(minor, currency?.symbol ?? '');
        const lines = [{ label: `Total (${code}, ${totals.count})`, value: money(totals.totalMinor) }];
        // Documents that take payments and credit notes (invoices) also show what was credited and paid,
        // and what is still owed.
        if (totals.creditedMinor > 0) {
          lines.push({ label: `Credited (${code})`, value: money(totals.creditedMinor) });
        }
        if (totals.paidMinor > 0 || totals.creditedMinor > 0) {
          lines.push({ label: `Paid (${code})`, value: money(totals.paidMinor) });
          lines.push({ label: `Due (${code})`, value: money(totals.dueMinor) });
        }
        return lines;
      });
    },
  };
}

/** An amount of a document in its own currency: '£1,234.50'. */
export function documentMoney(row: Pick<DocumentRow, 'currency_id'>, minor: number): string {
  return formatMoney(minor, currencyById(row.currency_id)?.symbol ?? '');
}
