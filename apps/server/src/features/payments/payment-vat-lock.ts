// A payment dated in a period whose VAT return was filed on the cash basis keeps its figures; a payment
// on a draft issues it, so the draft's own date must be open too (documents/vat-lock.ts,
// docs/decisions/0372-filing-a-vat-return.md).
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import type { DocumentRow } from '../documents/document-rows';
import { assertOpenForVat } from '../documents/vat-lock';

export function assertPaymentOpenForVat(
  ctx: AppContext,
  owner: OwnerId,
  invoice: Pick<DocumentRow, 'status' | 'document_date'>,
  paymentDates: string[],
): Promise<void> {
  return assertOpenForVat(ctx, owner, {
    dates: invoice.status === 'draft' ? [invoice.document_date] : [],
    paymentDates,
  });
}
