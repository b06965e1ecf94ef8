// The note of a quotation, opened from its card in the list.
import { useTranslation } from 'react-i18next';
import { Modal, Text } from '@mantine/core';
import type { QuotationListRow } from '@tradebook/domain/quotations/quotation.schemas';

export function QuotationNoteModal({
  quotation,
  onClose,
}: {
  quotation: QuotationListRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('kinds');
  return (
    <Modal
      opened={quotation !== null}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('card.close_dialog') }}
      title={
        quotation ? t('quotations.note_of', { number: quotation.quotation_number }) : t('quotations.note')
      }
    >
      <Text style={{ whiteSpace: 'pre-line' }}>{quotation?.notes}</Text>
    </Modal>
  );
}
