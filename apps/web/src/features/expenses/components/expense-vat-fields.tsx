// The VAT of an expense on its form (docs/decisions/0231-expense-vat-fields.md): the rate (20, 5, 0 or any
// other), the VAT paid and whether it can be reclaimed. Typing the amount or choosing a rate fills the VAT
// (the amount split at the rate, to the cent, as the server splits it); the VAT can then be typed over, as
// a receipt with several rates needs. The server works out the net from the amount and the VAT.
import { useEffect } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { Checkbox, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { netOfGross } from '@tradebook/domain/expenses/expense-tax';
import { minorToText, parseScaled } from '@tradebook/domain/money/money';
import { toPercentMilli } from '@tradebook/domain/money/percent';
import type { ExpenseFormValues } from '../expense-form-values';
import { expenseMessage } from '../expense-message';

const RATES = [
  { value: '20', key: 'vat.rate_standard' },
  { value: '5', key: 'vat.rate_reduced' },
  { value: '0', key: 'vat.rate_zero' },
];

/** The VAT in an amount at a rate, as text; undefined while either is not a number yet. */
export function vatInAmount(amount: string, rate: string): string | undefined {
  const minor = parseScaled(amount.trim(), 2);
  const milli = toPercentMilli(rate.trim());
  if (minor === undefined || milli === undefined || minor <= 0 || milli < 0) return undefined;
  return minorToText(minor - netOfGross(minor, milli));
}

export function ExpenseVatFields({
  form,
  symbol,
}: {
  form: UseFormReturn<ExpenseFormValues>;
  symbol?: string;
}) {
  const { t } = useTranslation('expenses');
  const { errors } = form.formState;
  const rates = RATES.map(({ value, key }) => ({ value, label: t(key) }));
  const { setValue, getFieldState } = form;
  const [amount, rate] = useWatch({ control: form.control, name: ['amount', 'vat_rate'] });
  useEffect(() => {
    // Only what the owner changes refills the VAT: an edit form opens with the VAT as saved.
    if (!getFieldState('amount').isDirty && !getFieldState('vat_rate').isDirty) return;
    const vat = vatInAmount(amount, rate);
    if (vat !== undefined) setValue('vat', vat, { shouldDirty: true });
  }, [amount, rate, setValue, getFieldState]);

  return (
    <>
      <Controller
        control={form.control}
        name="vat_rate"
        render={({ field }) => (
          <Select
            ref={field.ref}
            label={t('vat.rate')}
            placeholder={t('vat.rate_placeholder')}
            data={
              RATES.some((option) => option.value === field.value) || field.value === ''
                ? rates
                : [...rates, { value: field.value, label: t('vat.rate_other', { rate: field.value }) }]
            }
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            clearable
            error={expenseMessage(errors.vat_rate?.message)}
          />
        )}
      />
      <TextInput
        label={t('vat.vat')}
        description={t('vat.vat_description')}
        inputMode="decimal"
        autoComplete="off"
        leftSection={symbol}
        placeholder="0.00"
        error={expenseMessage(errors.vat?.message ?? errors.net?.message)}
        {...form.register('vat')}
      />
      <Controller
        control={form.control}
        name="vat_reclaimable"
        render={({ field }) => (
          <Checkbox
            ref={field.ref}
            label={t('vat.reclaimable')}
            description={t('vat.reclaimable_description')}
            checked={field.value === '1'}
            onChange={(event) => field.onChange(event.currentTarget.checked ? '1' : '0')}
            onBlur={field.onBlur}
            error={expenseMessage(errors.vat_reclaimable?.message)}
          />
        )}
      />
    </>
  );
}
