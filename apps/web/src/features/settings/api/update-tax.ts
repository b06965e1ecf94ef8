// POST tax/update: the form of docs/reference/settings.md 'Calls'. A line switched off is sent with rate 0
// and flag 0.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { percentMilliToText } from '@tradebook/domain/money/percent';
import type { UpdateTaxRequest } from '@tradebook/domain/settings/tax.schemas';
import { apiPost } from '../../../lib/api-client';
import { TAX_QUERY_KEY } from '../../../lib/api/settings/get-tax-details';

export function toTaxFormData(tax: UpdateTaxRequest): FormData {
  const form = new FormData();
  form.append('tax1_name', tax.tax1_name);
  form.append('tax1_rate', tax.is_tax1_enable ? percentMilliToText(tax.tax1_rate_milli) : '0');
  form.append('is_tax1_enable', String(tax.is_tax1_enable));
  form.append('tax2_name', tax.tax2_name);
  form.append('tax2_rate', tax.is_tax2_enable ? percentMilliToText(tax.tax2_rate_milli) : '0');
  form.append('is_tax2_enable', String(tax.is_tax2_enable));
  form.append('registration_number', tax.registration_number);
  form.append('tax_number', tax.tax_number);
  return form;
}

export async function updateTax(tax: UpdateTaxRequest): Promise<void> {
  await apiPost('tax/update', toTaxFormData(tax));
}

/** After a save the tax details are loaded again (docs/reference/settings.md: the page reloads). */
export function useUpdateTax() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTax,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TAX_QUERY_KEY }),
  });
}
