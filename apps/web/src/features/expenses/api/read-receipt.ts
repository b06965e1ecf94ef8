// POST expense/read_receipt: what a receipt photo or PDF says, read on the business's own server, for the
// owner to confirm field by field (ADR 0229); and expense/confirm_receipt once the expense is saved, so the
// vendor is proposed as corrected next time and the same photo is flagged if read again.
import type { ReadReceiptAnswer } from '@tradebook/domain/receipts/receipt.schemas';
import { apiPost } from '../../../lib/api-client';

export async function readReceipt(file: File): Promise<ReadReceiptAnswer> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await apiPost<ReadReceiptAnswer>('expense/read_receipt', form)).response;
}

export async function confirmReceipt(body: {
  expense_id: number;
  receipt_key: string;
  read_vendor: string;
}): Promise<void> {
  await apiPost('expense/confirm_receipt', body);
}
