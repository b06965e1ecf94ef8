// A report's amounts: the API's 2-decimal numbers, grouped, with two decimals, in the owner's language
// (docs/decisions/0258-owner-formats-in-the-owners-language.md).
import { useFormatOwnerAmount } from '../../../lib/money/owner-money';

export function useReportMoney(): (amount: number) => string {
  const format = useFormatOwnerAmount();
  return (amount: number) => format(amount);
}
