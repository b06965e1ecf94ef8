// GET documents/exchange_rate?currency_id=: the rate the owner last kept for a currency, proposed for a new
// document in it (docs/decisions/0391-documents-in-a-foreign-currency.md). Asked only for a currency other
// than the business's; null while none is asked or none was kept.
import { useQuery } from '@tanstack/react-query';
import type { ExchangeRateProposal } from '@tradebook/domain/documents/exchange-rate-proposal.schemas';
import { apiGet } from '../../lib/api-client';

export async function getExchangeRateProposal(currencyId: number): Promise<ExchangeRateProposal> {
  return (await apiGet<ExchangeRateProposal>(`documents/exchange_rate?currency_id=${currencyId}`)).response;
}

export function useExchangeRateProposal(currencyId: number | null) {
  return useQuery({
    queryKey: ['documents', 'exchange-rate', currencyId],
    queryFn: () => getExchangeRateProposal(currencyId as number),
    enabled: currencyId !== null,
    retry: false,
  });
}
