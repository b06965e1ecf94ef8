// The confirmation before deleting, voiding or converting a quotation to an invoice (the list's card menu
// and the edit screen), in the shared confirmation (components/document-screens): delete and void in the
// kind's words. A conversion then opens the new invoice's edit screen: it makes an invoice number, which
// is never given back, so it is asked first.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Quotation, QuotationListRow } from '@tradebook/domain/quotations/quotation.schemas';
import {
  DocumentConfirmModal,
  useDeleteOrVoidChoice,
  type ConfirmChoice,
} from '../../../components/document-screens/document-confirm-modal';
import { paths } from '../../../config/paths';
import { QUOTATION_KIND } from '../../../lib/documents/kinds/quotation-kind';
import { useConvertQuotation } from '../api/convert-quotation';

export type QuotationConfirm = {
  action: 'delete' | 'void' | 'convert';
  document: Quotation | QuotationListRow;
} | null;

export interface QuotationConfirmModalProps {
  confirm: QuotationConfirm;
  onClose: () => void;
}

export function QuotationConfirmModal({ confirm, onClose }: QuotationConfirmModalProps) {
  const navigate = useNavigate();
  const { t } = useTranslation('kinds');
  const deleteOrVoid = useDeleteOrVoidChoice(QUOTATION_KIND);
  const convertQuotation = useConvertQuotation();
  const choiceOf = ({ action, document }: NonNullable<QuotationConfirm>): ConfirmChoice =>
    action !== 'convert'
      ? deleteOrVoid({ action, document })
      : {
          title: t('quotations.convert'),
          question: t('quotations.convert_question', { number: document.quotation_number }),
          action: t('quotations.convert'),
          color: 'blue',
          run: () => convertQuotation.mutateAsync(document.id),
          done: t('messages.saved'),
          after: (invoice) =>
            navigate(paths.editInvoice((invoice as { invoice_number: string }).invoice_number)),
        };
  return <DocumentConfirmModal choice={confirm ? choiceOf(confirm) : null} onClose={onClose} />;
}
