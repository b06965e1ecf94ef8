// The note of a quotation, opened from its card in the list.
import { Modal, Text } from '@mantine/core';
import type { QuotationListRow } from '@tradebook/domain/quotations/quotation.schemas';

export function QuotationNoteModal({
  quotation,
  onClose,
}: {
  quotation: QuotationListRow | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={quotation !== null}
      onClose={onClose}
      title={quotation ? `Note: ${quotation.quotation_number}` : 'Note'}
    >
      <Text style={{ whiteSpace: 'pre-line' }}>{quotation?.notes}</Text>
    </Modal>
  );
}
