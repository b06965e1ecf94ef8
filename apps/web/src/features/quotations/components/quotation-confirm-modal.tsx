// The confirmation before deleting, voiding or converting a quotation to an invoice (the list's card menu
// and the edit screen); it makes the call and shows the toast. A conversion then opens the new invoice's
// edit screen: it makes an invoice number, which is never given back, so it is asked first.
import { useNavigate } from 'react-router';
import { Button, Group, Modal, Text } from '@mantine/core';
import { INVOICE_MESSAGES } from '@tradebook/domain/invoices/invoice-messages';
import type { QuotationListRow } from '@tradebook/domain/quotations/quotation.schemas';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useConvertQuotation } from '../api/convert-quotation';
import { useDeleteDocument, useVoidDocument } from '../../../lib/api/documents/document-mutations';
import { QUOTATION_KIND } from '../../../lib/documents/kinds/quotation-kind';
import { LIST_MESSAGES } from '../quotation-list';

type ConfirmedQuotation = Pick<QuotationListRow, 'id' | 'quotation_number' | 'client_id'>;
export type QuotationConfirm = { kind: 'delete' | 'void' | 'convert'; quotation: ConfirmedQuotation } | null;

export interface QuotationConfirmModalProps {
  confirm: QuotationConfirm;
  onClose: () => void;
}

const TEXTS = {
  delete: {
    title: 'Delete quotation',
    action: 'Delete',
    color: 'red',
    question: (number: string) => `Do you want to delete ${number}?`,
  },
  void: {
    title: 'Void quotation',
    action: 'Void',
    color: 'red',
    question: (number: string) =>
      `Do you want to void ${number}? A void quotation can no longer be edited, e-mailed or approved.`,
  },
  convert: {
    title: 'Convert to invoice',
    action: 'Convert to invoice',
    color: 'blue',
    question: (number: string) =>
      `Make a new draft invoice from ${number}, with its client, items, discount, taxes, note and attachments? A quotation is converted once.`,
  },
} as const;

export function QuotationConfirmModal({ confirm, onClose }: QuotationConfirmModalProps) {
  const navigate = useNavigate();
  const voidQuotation = useVoidDocument(QUOTATION_KIND);
  const deleteQuotation = useDeleteDocument(QUOTATION_KIND);
  const convertQuotation = useConvertQuotation();
  const texts = TEXTS[confirm?.kind ?? 'delete'];

  const confirmAction = async () => {
    if (!confirm) return;
    try {
      if (confirm.kind === 'delete') {
        await deleteQuotation.mutateAsync({
          id: confirm.quotation.id,
          client_id: confirm.quotation.client_id,
        });
        notifySuccess(LIST_MESSAGES.deleted);
      } else if (confirm.kind === 'void') {
        await voidQuotation.mutateAsync(confirm.quotation.id);
        notifySuccess(LIST_MESSAGES.voided);
      } else {
        const invoice = await convertQuotation.mutateAsync(confirm.quotation.id);
        notifySuccess(INVOICE_MESSAGES.converted);
        onClose();
        navigate(paths.editInvoice(invoice.invoice_number));
        return;
      }
      onClose();
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  return (
    <Modal opened={confirm !== null} onClose={onClose} title={texts.title}>
      <Text mb="lg">{texts.question(confirm?.quotation.quotation_number ?? 'this quotation')}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          color={texts.color}
          onClick={confirmAction}
          loading={deleteQuotation.isPending || voidQuotation.isPending || convertQuotation.isPending}
        >
          {texts.action}
        </Button>
      </Group>
    </Modal>
  );
}
