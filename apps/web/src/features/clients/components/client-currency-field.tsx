// The client's invoice currency (docs/decisions/0391-documents-in-a-foreign-currency.md): its new
// quotations and invoices take it in the editor. Left empty, they are in the business's currency; emptying
// it on an edit sends null, which clears it.
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ClientInput } from '@tradebook/domain/clients/clients.schemas';
import { CurrencySelect } from '../../../components/lookups/currency-select';
import type { ClientFormValues } from './client-form-values';

export function ClientCurrencyField({
  form,
}: {
  form: UseFormReturn<ClientFormValues, unknown, ClientInput>;
}) {
  const { t } = useTranslation('currencies');
  return (
    <Controller
      control={form.control}
      name="currency_id"
      render={({ field }) => (
        <CurrencySelect
          ref={field.ref}
          label={t('client.invoice_currency')}
          description={t('client.invoice_currency_description')}
          placeholder={t('client.business_currency')}
          value={field.value ? String(field.value) : null}
          onChange={(value) => field.onChange(value ? Number(value) : null)}
          onBlur={field.onBlur}
          error={form.formState.errors.currency_id?.message}
          clearable
          // A button every user can reach and hear (Mantine hides it from the keyboard and screen readers).
          clearButtonProps={{ 'aria-label': t('client.clear'), 'aria-hidden': false, tabIndex: 0 }}
        />
      )}
    />
  );
}
