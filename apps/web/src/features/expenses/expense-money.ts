// An expense amount as the screens show it: the API's 2-decimal number with the currency's symbol.
import { formatMoney, toMinor } from '@tradebook/domain/money/money';

export function expenseMoney(amount: number, symbol: string): string {
  return formatMoney(toMinor(amount) ?? 0, symbol);
}

/** Notes that say something: the spec's 'N/A' and blanks are none. */
export function hasNotes(notes: string): boolean {
  return notes.trim() !== '' && notes !== 'N/A';
}
