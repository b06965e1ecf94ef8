// The confirmation before deleting, voiding or converting a quotation to an invoice (the list's card menu
// and the edit screen), in the shared confirmation (components/document-screens). A conversion then opens
// the new invoice's edit screen: it makes an invoice number, which is never given back, so it is asked first.
import { useNavigate } from 'react-router';
import { INVOICE_MESSAGES } from '@tradebook/domain/invoices/invoice-messages';
import type { QuotationListRow } from '@tradebook/domain/quotations/quotation.schemas';
import {
  DocumentConfirmModal,
  type ConfirmChoice,
} from '../../../components/document-screens/document-confirm-modal';
import { paths } from '../../../config/paths';
import { useDeleteDocument, useVoidDocument } from '../../../lib/api/documents/document-mutations';
import { QUOTATION_KIND } from '../../../lib/documents/kinds/quotation-kind';
import { useConvertQuotation } from '../api/convert-quotation';
import { LIST_MESSAGES } from '../quotation-list';

type ConfirmedQuotation = Pick<QuotationListRow, 'id' | 'quotation_number' | 'client_id'>;
export type QuotationConfirm = { kind: 'delete' | 'void' | 'convert'; quotation: ConfirmedQuotation } | null;

export interface QuotationConfirmModalProps {
  confirm: QuotationConfirm;
  onClose: () => void;
}

export function QuotationConfirmModal({ confirm, onClose }: QuotationConfirmModalProps) {
  const navigate = useNavigate();
  const voidQuotation = useVoidDocument(QUOTATION_KIND);
  const deleteQuotation = useDeleteDocument(QUOTATION_KIND);
  const convertQuotation = useConvertQuotation();
  const choiceOf = ({ kind, quotation }: NonNullable<QuotationConfirm>): ConfirmChoice => {
    const number = quotation.quotation_number;
    if (kind === 'delete') {
      return {
        title: 'Delete quotation',
        question: `Do you want to delete ${number}?`,
        action: 'Delete',
        run: () => deleteQuotation.mutateAsync({ id: quotation.id, client_id: quotation.client_id }),
        done: LIST_MESSAGES.deleted,
      };
    }
    if (kind === 'void') {
      return {
        title: 'Void quotation',
        question: `Do you want to void ${number}? A void quotation can no longer be edited, e-mailed or approved.`,
        action: 'Void',
        run: () => voidQuotation.mutateAsync(quotation.id),
        done: LIST_MESSAGES.voided,
      };
    }
    return {
      title: 'Convert to invoice',
      question: `Make a new draft invoice from ${number}, with its client, items, discount, taxes, note and attachments? A quotation is converted once.`,
      action: 'Convert to invoice',
      color: 'blue',
      run: () => convertQuotation.mutateAsync(quotation.id),
      done: INVOICE_MESSAGES.converted,
      after: (invoice) => navigate(paths.editInvoice((invoice as { invoice_number: string }).invoice_number)),
    };
  };
  return <DocumentConfirmModal choice={confirm ? choiceOf(confirm) : null} onClose={onClose} />;
}
