// The quotation list's confirmation before deleting or voiding a quotation; it makes the call and shows
// the toast.
import { Button, Group, Modal, Text } from '@mantine/core';
import type { QuotationListRow } from '@tradebook/domain/quotations/quotation.schemas';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteQuotation } from '../api/delete-quotation';
import { useVoidQuotation } from '../api/void-quotation';
import { LIST_MESSAGES } from '../quotation-list';

export type QuotationConfirm = { kind: 'delete' | 'void'; quotation: QuotationListRow } | null;

export interface QuotationConfirmModalProps {
  confirm: QuotationConfirm;
  onClose: () => void;
}

export function QuotationConfirmModal({ confirm, onClose }: QuotationConfirmModalProps) {
  const voidQuotation = useVoidQuotation();
  const deleteQuotation = useDeleteQuotation();

  const confirmAction = async () => {
    if (!confirm) return;
    try {
      if (confirm.kind === 'delete') {
        await deleteQuotation.mutateAsync({
          quotation_id: confirm.quotation.id,
          client_id: confirm.quotation.client_id,
        });
        notifySuccess(LIST_MESSAGES.deleted);
      } else {
        await voidQuotation.mutateAsync(confirm.quotation.id);
        notifySuccess(LIST_MESSAGES.voided);
      }
      onClose();
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  return (
    <Modal
      opened={confirm !== null}
      onClose={onClose}
      title={confirm?.kind === 'void' ? 'Void quotation' : 'Delete quotation'}
    >
      <Text mb="lg">
        {confirm?.kind === 'void'
          ? `Do you want to void ${confirm.quotation.quotation_number}? A void quotation can no longer be edited, e-mailed or approved.`
          : `Do you want to delete ${confirm?.quotation.quotation_number ?? 'this quotation'}?`}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          color="red"
          onClick={confirmAction}
          loading={deleteQuotation.isPending || voidQuotation.isPending}
        >
          {confirm?.kind === 'void' ? 'Void' : 'Delete'}
        </Button>
      </Group>
    </Modal>
  );
}
