// The add and edit expense form (docs/reference/expenses.md 'Screens' and 'Rules'): payment method, date,
// currency, category, vendor (optional), notes, amount paid and the receipt images with their preview
// carousel, in the spec's order. Save first checks what the spec checks, in its order: the month's limit
// ('Monthly limit reached.'), then the payment method, the category and the amount, with the domain's save
// schema, each message next to its field and the first such field focused. While the free plan's credits are
// used up the red banner 'Limit reached, Please subscribe.' shows and there is no Save. Cancel goes back to
// the list.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { EXCHANGE_RATE_MESSAGES } from '@tradebook/domain/money/exchange-rate';
import { Alert, Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  CreateExpenseSchema,
  MAX_RECEIPTS_PER_EXPENSE,
} from '@tradebook/domain/expenses/save-expense.schemas';
import { DateField } from '../../../components/date-field/date-field';
import { CurrencySelect } from '../../../components/lookups/currency-select';
import { paths } from '../../../config/paths';
import { useCurrencies } from '../../../lib/api/lookups/get-currencies';
import { usePaymentOptions } from '../../../lib/api/lookups/get-payment-options';
import type { PendingImage } from '../../../lib/documents/document-images';
import { notifyError } from '../../../lib/notify';
import { useExpenseCategories } from '../api/get-expense-categories';
import type { ExpenseFormValues } from '../expense-form-values';
import { expenseMessage, expenseText } from '../expense-message';
import { ExpenseRateField, useExpenseCurrency } from './expense-rate-field';
import { ExpenseVatFields } from './expense-vat-fields';
import { ReceiptPicker } from './receipt-picker';

export interface ExpenseFormProps {
  mode: 'add' | 'edit';
  defaultValues: ExpenseFormValues;
  /** Whether the month's expense credits are used up (add only): the banner shows and Save goes. */
  limitReached?: boolean;
  /** Receipts the expense already has (edit), counted against the most one may keep. */
  savedReceiptCount?: number;
  /** Above the fields: the edit screen's expense number. */
  header?: ReactNode;
  /** Under the new images: the edit screen's saved receipts. */
  savedReceipts?: ReactNode;
  carouselInterval: number;
  onSubmit: (values: ExpenseFormValues, receipts: PendingImage[]) => Promise<void>;
  submitting: boolean;
  processImage?: (file: File) => Promise<Blob>;
  /** Beside the receipt photos: another way to bring the expense in (add: a supplier's e-invoice). */
  receiptChoice?: ReactNode;
  /** Values read from elsewhere (a supplier's e-invoice) put into their fields; the others keep what was
   * typed. */
  filled?: Partial<ExpenseFormValues>;
}

/** The fields in the order they are on screen, which is the order the spec checks them in. */
const FIELD_ORDER: ReadonlyArray<keyof ExpenseFormValues> = [
  'payment_type',
  'expense_date',
  'currency_id',
  'exchange_rate',
  'category_id',
  'vendor',
  'notes',
  'amount',
  'vat_rate',
  'vat',
  'net',
  'vat_reclaimable',
];

// The schema's output is what the server keeps; the form sends its text as typed, so only the checks and
// their messages are used here.
const schemaResolver = zodResolver(CreateExpenseSchema) as unknown as Resolver<ExpenseFormValues>;

/** The schema's checks, and the rate an expense in another currency needs (the server's rule, ADR 0395). */
function resolverFor(foreign: { current: boolean }): Resolver<ExpenseFormValues> {
  return async (values, context, options) => {
    const result = await schemaResolver(values, context, options);
    if (!foreign.current || values.exchange_rate.trim() !== '') return result;
    return {
      values: {},
      errors: {
        ...result.errors,
        exchange_rate: { type: 'required', message: EXCHANGE_RATE_MESSAGES.required },
      },
    };
  };
}

export function ExpenseForm({
  mode,
  defaultValues,
  limitReached = false,
  savedReceiptCount = 0,
  header,
  savedReceipts,
  carouselInterval,
  onSubmit,
  submitting,
  processImage,
  receiptChoice,
  filled,
}: ExpenseFormProps) {
  // The first problem in the spec's order gets the focus (by default the form would pick the first field
  // registered, which is not the first on screen).
  const { t } = useTranslation('expenses');
  const foreignRef = useRef(false);
  const [resolver] = useState(() => resolverFor(foreignRef));
  const form = useForm<ExpenseFormValues>({ resolver, defaultValues, shouldFocusError: false });
  const { errors } = form.formState;
  const [receipts, setReceipts] = useState<PendingImage[]>([]);
  const [limitError, setLimitError] = useState(false);
  const methods = usePaymentOptions();
  const categories = useExpenseCategories();
  const currencies = useCurrencies();
  const currencyId = useWatch({ control: form.control, name: 'currency_id' });
  const symbol = currencies.data?.find((currency) => String(currency.id) === currencyId)?.symbol;
  const rate = useWatch({ control: form.control, name: 'exchange_rate' });
  const currency = useExpenseCurrency(currencyId, rate);
  useEffect(() => {
    foreignRef.current = currency.foreign;
  }, [currency.foreign]);

  const { setValue } = form;
  useEffect(() => {
    for (const [field, value] of Object.entries(filled ?? {})) {
      setValue(field as keyof ExpenseFormValues, value, { shouldDirty: true, shouldValidate: false });
    }
  }, [filled, setValue]);

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    // docs/reference/expenses.md 'Rules': the limit is checked before the fields.
    if (limitReached) {
      event.preventDefault();
      setLimitError(true);
      notifyError(expenseText('limitReached'));
      return;
    }
    void form.handleSubmit(
      () => onSubmit(form.getValues(), receipts),
      (problems) => {
        const first = FIELD_ORDER.find((field) => problems[field]);
        if (first) form.setFocus(first);
      },
    )(event);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={mode === 'add' ? t('form.add_label') : t('form.edit_label')}
    >
      <Stack gap="md">
        {limitReached && (
          <Alert color="red.9" variant="filled" icon={<IconAlertTriangle size={18} />} role="alert">
            {expenseText('limitBanner')}
            {limitError && ` ${expenseText('limitReached')}`}
          </Alert>
        )}
        {header}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={form.control}
            name="payment_type"
            render={({ field }) => (
              <Select
                ref={field.ref}
                label={t('form.method')}
                placeholder={t('form.method_placeholder')}
                withAsterisk
                data={methods.data ?? []}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={expenseMessage(errors.payment_type?.message)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="expense_date"
            render={({ field }) => (
              <DateField
                ref={field.ref}
                label={t('form.date')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={expenseMessage(errors.expense_date?.message)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="currency_id"
            render={({ field }) => (
              <CurrencySelect
                ref={field.ref}
                value={field.value || null}
                onChange={(value) => {
                  // A rate belongs to its currency: another one is asked for again.
                  if ((value ?? '') !== field.value) form.setValue('exchange_rate', '');
                  field.onChange(value ?? '');
                }}
                onBlur={field.onBlur}
                allowDeselect={false}
                error={expenseMessage(errors.currency_id?.message)}
              />
            )}
          />
          <ExpenseRateField form={form} currency={currency} />
          <Controller
            control={form.control}
            name="category_id"
            render={({ field }) => (
              <Select
                ref={field.ref}
                label={t('form.category')}
                placeholder={t('form.category_placeholder')}
                withAsterisk
                data={(categories.data ?? []).map((category) => ({
                  value: String(category.id),
                  label: category.category,
                }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={expenseMessage(errors.category_id?.message)}
              />
            )}
          />
          <TextInput
            label={t('form.vendor')}
            description={t('form.vendor_description')}
            autoComplete="off"
            error={errors.vendor?.message}
            {...form.register('vendor')}
          />
          <Textarea
            label={t('form.notes')}
            rows={3}
            error={errors.notes?.message}
            {...form.register('notes')}
          />
          <TextInput
            label={t('form.amount')}
            withAsterisk
            inputMode="decimal"
            autoComplete="off"
            leftSection={symbol}
            placeholder="0.00"
            error={expenseMessage(errors.amount?.message)}
            {...form.register('amount')}
          />
          <ExpenseVatFields form={form} symbol={symbol} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: receiptChoice ? 2 : 1 }} spacing="md">
          <ReceiptPicker
            images={receipts}
            onChange={setReceipts}
            room={MAX_RECEIPTS_PER_EXPENSE - savedReceiptCount}
            interval={carouselInterval}
            processImage={processImage}
            disabled={submitting}
          />
          {receiptChoice}
        </SimpleGrid>
        {savedReceipts}
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={paths.listExpenses} variant="default">
            {t('form.cancel')}
          </Button>
          {!limitReached && (
            <Button type="submit" loading={submitting}>
              {t('form.save')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
