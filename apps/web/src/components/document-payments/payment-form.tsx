// The Payment dialog's form (docs/reference/invoices.md 'Screens'): pay-now amount, on the edit screen
// 'Mark as Fully Paid' (fills in the outstanding due and clears again when unticked), the date typed in the
// business's country's order (components/date-field, ADR 0224), the method from get_payment_options and a
// note with the 'Up to 255 characters.' hint. Its button says what it does: 'Record payment', or 'Save
// payment' while a saved payment is corrected.
import { Button, Checkbox, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { INVOICE_MESSAGES } from '@tradebook/domain/invoices/invoice-messages';
import { minorToText } from '@tradebook/domain/money/money';
import { usePaymentOptions } from '../../lib/api/lookups/get-payment-options';
import { fieldErrorText } from '../../lib/i18n/field-error-text';
import { PAYMENT_NOTE_MAX } from '../../lib/payments/payment-form';
import { DateField } from '../date-field/date-field';
import { OverpaymentQuestion } from './overpayment-question';
import { usePaymentForm, type PaymentFormOptions } from './use-payment-form';

export interface PaymentFormProps extends PaymentFormOptions {
  currencySymbol: string;
  /** The edit screen offers 'Mark as Fully Paid'. */
  screen: 'add' | 'edit';
}

export function PaymentForm({ currencySymbol, screen, ...options }: PaymentFormProps) {
  const { disabled, dueMinor, editing, onEditDone } = options;
  const { t } = useTranslation('payments');
  const form = usePaymentForm(options);
  const { values, change } = form;
  // The domain's messages in the screen's language.
  const errors = Object.fromEntries(
    Object.entries(form.errors).map(([field, message]) => [
      field,
      fieldErrorText(message, INVOICE_MESSAGES, t, 'validation', { max: String(PAYMENT_NOTE_MAX) }),
    ]),
  ) as typeof form.errors;
  const methods = usePaymentOptions();
  return (
    <form
      aria-label={t('form.label')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('form.amount')}
          inputMode="decimal"
          leftSection={currencySymbol}
          value={values.amount}
          onChange={(event) => change({ amount: event.currentTarget.value, fullyPaid: false })}
          error={errors.amount}
          disabled={disabled}
          data-autofocus
        />
        {screen === 'edit' && (
          <Checkbox
            label={t('form.fully_paid')}
            checked={values.fullyPaid}
            disabled={disabled}
            onChange={(event) => {
              const ticked = event.currentTarget.checked;
              change({ fullyPaid: ticked, amount: ticked ? minorToText(dueMinor) : '' });
            }}
          />
        )}
        <DateField
          label={t('form.date')}
          value={values.date}
          onChange={(date) => change({ date })}
          error={errors.date}
          disabled={disabled}
        />
        <Select
          label={t('form.method')}
          placeholder={t('form.method_placeholder')}
          data={methods.data ?? []}
          value={values.method}
          onChange={(method) => change({ method })}
          error={errors.method}
          disabled={disabled}
          comboboxProps={{ withinPortal: true }}
        />
        <Textarea
          label={t('form.note')}
          description={t('form.note_hint', { max: PAYMENT_NOTE_MAX })}
          value={values.note}
          onChange={(event) => change({ note: event.currentTarget.value })}
          maxLength={PAYMENT_NOTE_MAX}
          error={errors.note}
          rows={3}
          disabled={disabled}
        />
        {form.overMinor !== null && (
          <OverpaymentQuestion
            overMinor={form.overMinor}
            limitMinor={form.limitMinor}
            currencySymbol={currencySymbol}
            sending={form.sending}
            onKeep={() => void form.submit(true)}
            onChange={form.askAgain}
          />
        )}
        <Group justify="flex-end">
          {editing && (
            <Button variant="default" onClick={onEditDone}>
              {t('form.cancel_correction')}
            </Button>
          )}
          <Button type="submit" loading={form.sending} disabled={disabled}>
            {editing ? t('form.save') : t('form.record')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
