// GET tax/get_settings and POST tax/update_settings: the VAT period, accounting basis, flat-rate scheme,
// tax year and income-tax rate (docs/decisions/0364-tax-settings.md).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TaxSchemeAnswer, UpdateTaxSchemeRequest } from '@tradebook/domain/tax/tax-settings.schemas';
import { apiGet, apiPost } from '../../../lib/api-client';

export const TAX_SCHEME_KEY = ['settings', 'tax-scheme'] as const;

export function useTaxScheme() {
  return useQuery({
    queryKey: TAX_SCHEME_KEY,
    queryFn: async () => (await apiGet<TaxSchemeAnswer>('tax/get_settings')).response,
  });
}

export function useUpdateTaxScheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: UpdateTaxSchemeRequest) =>
      (await apiPost<TaxSchemeAnswer>('tax/update_settings', { ...settings })).response,
    // Every tax figure (VAT return, set-aside) depends on these.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['settings', 'tax-scheme'] }),
  });
}
