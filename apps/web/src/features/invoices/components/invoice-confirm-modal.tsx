// The invoice list's confirmation before voiding or deleting an invoice; it makes the call and shows the
// toast ('Void Successful.', 'Delete Successful.' or the server's reason). The list reloads after either.
import { Button, Group, Modal, Text } from '@mantine/core';
import { INVOICE_MESSAGES } from '@tradebook/domain/invoices/invoice-messages';
import type { InvoiceListRow } from '@tradebook/domain/invoices/invoice.schemas';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteDocument, useVoidDocument } from '../../../lib/api/documents/document-mutations';
import { INVOICE_KIND } from '../../../lib/documents/kinds/invoice-kind';

export type InvoiceConfirm = { kind: 'delete' | 'void'; invoice: InvoiceListRow } | null;

export function InvoiceConfirmModal({ confirm, onClose }: { confirm: InvoiceConfirm; onClose: () => void }) {
  const voidInvoice = useVoidDocument(INVOICE_KIND);
  const deleteInvoice = useDeleteDocument(INVOICE_KIND);
  const isVoid = confirm?.kind === 'void';

  const confirmAction = async () => {
    if (!confirm) return;
    try {
      if (confirm.kind === 'delete') {
        await deleteInvoice.mutateAsync({
          id: confirm.invoice.id,
          client_id: confirm.invoice.client_id,
        });
        notifySuccess(INVOICE_MESSAGES.deleted);
      } else {
        await voidInvoice.mutateAsync(confirm.invoice.id);
        notifySuccess(INVOICE_MESSAGES.voided);
      }
      onClose();
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  return (
    <Modal opened={confirm !== null} onClose={onClose} title={isVoid ? 'Void invoice' : 'Delete invoice'}>
      <Text mb="lg">
        {isVoid
          ? `Do you want to void ${confirm.invoice.invoice_number}? It keeps its number, takes no more payments and can no longer be edited or e-mailed.`
          : `Do you want to delete ${confirm?.invoice.invoice_number ?? 'this invoice'}? Its number will be given to the next invoice.`}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          color="red"
          onClick={confirmAction}
          loading={deleteInvoice.isPending || voidInvoice.isPending}
        >
          {isVoid ? 'Void' : 'Delete'}
        </Button>
      </Group>
    </Modal>
  );
}
