// POST expense/read_einvoice: what a supplier's e-invoice (UBL or CII XML, or a Factur-X PDF) says, for
// the owner to confirm before the expense is saved with the file as its receipt.
import type { ReadEInvoiceAnswer } from '@tradebook/domain/einvoices/einvoice.schemas';
import { apiPost } from '../../../lib/api-client';

export async function readEInvoice(file: File): Promise<ReadEInvoiceAnswer> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await apiPost<ReadEInvoiceAnswer>('expense/read_einvoice', form)).response;
}
