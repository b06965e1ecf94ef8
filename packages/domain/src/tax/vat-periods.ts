// VAT periods (docs/decisions/0365-vat-return.md): monthly; quarterly, the first quarter ending in the
// chosen month (so quarters end in it and every third month after); yearly, ending in the chosen month.
import type { TaxScheme } from './tax-settings.schemas';

export interface VatPeriod {
  /** 'YYYY-MM-DD', both ends in the period. */
  from: string;
  to: string;
  /** Our own key of the period, 'YYMM' of its last month with a letter of its length ('26M3', '26Q3',
   * '26Y3'); HMRC's own period key comes from its obligations and may be given with the export. */
  key: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The period of `scheme` that holds `date` ('YYYY-MM-DD'). */
export function vatPeriodOf(
  scheme: Pick<TaxScheme, 'vatPeriod' | 'periodEndMonth'>,
  date: string,
): VatPeriod {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const length = scheme.vatPeriod === 'monthly' ? 1 : scheme.vatPeriod === 'quarterly' ? 3 : 12;
  // Months from the chosen end month to this one, within one period's length.
  const offset = (((scheme.periodEndMonth - month) % length) + length) % length;
  const endIndex = year * 12 + (month - 1) + (length === 1 ? 0 : offset);
  const startIndex = endIndex - length + 1;
  const [endYear, endMonth] = [Math.floor(endIndex / 12), (endIndex % 12) + 1];
  const [startYear, startMonth] = [Math.floor(startIndex / 12), (startIndex % 12) + 1];
  const letter = length === 1 ? 'M' : length === 3 ? 'Q' : 'Y';
  return {
    from: `${startYear}-${pad(startMonth)}-01`,
    to: `${endYear}-${pad(endMonth)}-${pad(lastDay(endYear, endMonth))}`,
    key: `${pad(endYear % 100)}${letter}${endMonth.toString(36).toUpperCase()}`,
  };
}
