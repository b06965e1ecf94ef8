// GET einvoice/get_settings and POST einvoice/update_settings: the seller's e-invoice settings.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  EInvoiceSettings,
  UpdateEInvoiceSettingsRequest,
} from '@tradebook/domain/einvoices/einvoice.schemas';
import { apiGet, apiPost } from '../../../lib/api-client';

export const EINVOICE_SETTINGS_KEY = ['settings', 'einvoice'] as const;

export function useEInvoiceSettings() {
  return useQuery({
    queryKey: EINVOICE_SETTINGS_KEY,
    queryFn: async () => (await apiGet<EInvoiceSettings>('einvoice/get_settings')).response,
  });
}

export function useUpdateEInvoiceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: UpdateEInvoiceSettingsRequest) =>
      (await apiPost<EInvoiceSettings>('einvoice/update_settings', { ...settings })).response,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EINVOICE_SETTINGS_KEY }),
  });
}
