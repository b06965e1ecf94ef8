// POST quotation/eachItemDetail: one line of a quotation (item_id is the line's id).
import type { QuotationItem } from '@tradebook/domain/quotations/quotation.schemas';
import { apiPost } from '../../../lib/api-client';

export async function getQuotationLine(quotationId: number, itemId: number): Promise<QuotationItem> {
  return (
    await apiPost<QuotationItem>('quotation/eachItemDetail', { quotation_id: quotationId, item_id: itemId })
  ).response;
}
