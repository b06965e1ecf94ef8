// The exchange rate of an expense in another currency than the business's
// (docs/decisions/0395-expenses-in-a-foreign-currency.md), as the document editor asks for it: '1 USD = ? GBP',
// shown only then, required then, the owner's decimal comma read as the point the rate is kept with.
import { TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EXCHANGE_RATE_MESSAGES } from '@tradebook/domain/money/exchange-rate';
import { useCurrencies } from '../../../lib/api/lookups/get-currencies';
import { useProfile } from '../../../lib/api/profile/get-profile';
import { useReadTypedDecimal } from '../../../lib/money/typed-decimal';
import type { ExpenseFormValues } from '../expense-form-values';

export interface ExpenseCurrency {
  /** The expense's currency is not the business's: the rate is asked for. */
  foreign: boolean;
  from: string;
  to: string;
}

/** Whether the chosen currency needs a rate, and the codes the field names. A saved expense's stored rate
 * shows the field even before the business's currency is known. */
export function useExpenseCurrency(currencyId: string, rate: string): ExpenseCurrency {
  const business = useProfile().data?.currency_id || null;
  const currencies = useCurrencies().data ?? [];
  const codeOf = (id: string) => currencies.find((currency) => String(currency.id) === id)?.code ?? '';
  const foreign = currencyId !== '' && (business === null ? rate !== '' : currencyId !== String(business));
  return { foreign, from: codeOf(currencyId), to: business === null ? '' : codeOf(String(business)) };
}

export function ExpenseRateField({
  form,
  currency,
}: {
  form: UseFormReturn<ExpenseFormValues>;
  currency: ExpenseCurrency;
}) {
  const { t } = useTranslation('expenses');
  const typedDecimal = useReadTypedDecimal();
  const codes = { from: currency.from, to: currency.to };
  const message = form.formState.errors.exchange_rate?.message;
  const error =
    message === EXCHANGE_RATE_MESSAGES.required
      ? t('form.rate_missing', codes)
      : message === undefined
        ? undefined
        : t('form.rate_invalid');
  if (!currency.foreign) return null;
  return (
    <Controller
      control={form.control}
      name="exchange_rate"
      render={({ field }) => (
        <TextInput
          ref={field.ref}
          label={t('form.exchange_rate', codes)}
          description={t('form.rate_description', codes)}
          value={field.value}
          onChange={(event) => field.onChange(typedDecimal(event.currentTarget.value))}
          onBlur={field.onBlur}
          inputMode="decimal"
          autoComplete="off"
          withAsterisk
          error={error}
        />
      )}
    />
  );
}
