// A report's amounts: the API's 2-decimal numbers, grouped, with two decimals.
import { formatMoney, toMinor } from '@tradebook/domain/money/money';

export const reportMoney = (amount: number) => formatMoney(toMinor(amount) ?? 0);
