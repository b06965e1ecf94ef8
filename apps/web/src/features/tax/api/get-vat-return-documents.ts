// POST tax/vat_return_documents: the documents behind one box of a VAT return, a page at a time by cursor
// (docs/decisions/0243-vat-return-filing-and-drill-down.md).
import { useInfiniteQuery } from '@tanstack/react-query';
import type { VatReturnDocuments } from '@tradebook/domain/tax/filed-vat-return.schemas';
import { apiPost } from '../../../lib/api-client';
import type { VatReturnPeriod } from './get-vat-return';

export function useVatReturnDocuments(period: VatReturnPeriod, box: number) {
  return useInfiniteQuery({
    queryKey: ['tax', 'vat-return', 'documents', period.from, period.to, box],
    initialPageParam: '',
    queryFn: async ({ pageParam }) =>
      (
        await apiPost<VatReturnDocuments>('tax/vat_return_documents', {
          ...period,
          box,
          cursor: pageParam,
          limit: 50,
        })
      ).response,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}
