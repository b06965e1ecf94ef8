// One quotation of the list (docs/reference/quotations.md 'Screens') in the shared document card: the date
// range, status badge, total, File and Note buttons, and the menu Edit, Delete, Approved, Rejected, Void and,
// on an approved quotation not converted yet, Convert to invoice; a converted one links its invoice. It shows
// a list row: no lines or images; File opens the details, which read the whole quotation.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Group, Menu, Text } from '@mantine/core';
import { IconBan, IconCheck, IconEdit, IconFileInvoice, IconTrash, IconX } from '@tabler/icons-react';
import type { DecidedStatus } from '@tradebook/domain/quotations/quotation-status';
import type { QuotationListRow } from '@tradebook/domain/quotations/quotation.schemas';
import { DocumentActionsMenu } from '../../../components/document-card/document-actions-menu';
import { DocumentCard } from '../../../components/document-card/document-card';
import { FileNoteButtons } from '../../../components/document-card/file-note-buttons';
import { paths } from '../../../config/paths';
import { documentHasFiles, documentMoney } from '../../../lib/documents/document-summary';
import { QUOTATION_KIND } from '../../../lib/documents/kinds/quotation-kind';
import { canConvertToInvoice } from '../api/convert-quotation';
import { OwnerOnly } from '../../../components/owner-only';
import { useFormatCalendarDate } from '../../../lib/dates/business-locale';

export interface QuotationCardProps {
  quotation: QuotationListRow;
  onDetails: () => void;
  onNote: () => void;
  onDelete: () => void;
  onStatus: (status: DecidedStatus) => void;
  onVoid: () => void;
  onConvert: () => void;
}

export function QuotationCard({
  quotation,
  onDetails,
  onNote,
  onDelete,
  onStatus,
  onVoid,
  onConvert,
}: QuotationCardProps) {
  const number = quotation.quotation_number;
  const isVoid = quotation.quotation_type === 'void';
  const total = documentMoney(quotation)(quotation.total_amount_gross);
  const formatCalendarDate = useFormatCalendarDate();
  const { t } = useTranslation('kinds');
  return (
    <DocumentCard
      kind={QUOTATION_KIND}
      document={quotation}
      onDetails={onDetails}
      actions={
        <OwnerOnly>
          <DocumentActionsMenu number={number}>
            <Menu.Item component={Link} to={paths.editQuotation(number)} leftSection={<IconEdit size={16} />}>
              {t('card.edit')}
            </Menu.Item>
            <Menu.Item leftSection={<IconTrash size={16} />} color="red" onClick={onDelete}>
              {t('card.delete')}
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item
              leftSection={<IconCheck size={16} />}
              onClick={() => onStatus('approved')}
              disabled={isVoid}
            >
              {t('quotations.approved')}
            </Menu.Item>
            <Menu.Item
              leftSection={<IconX size={16} />}
              onClick={() => onStatus('rejected')}
              disabled={isVoid}
            >
              {t('quotations.rejected')}
            </Menu.Item>
            <Menu.Item leftSection={<IconBan size={16} />} onClick={onVoid} disabled={isVoid}>
              {t('card.void')}
            </Menu.Item>
            {canConvertToInvoice(quotation) && (
              <>
                <Menu.Divider />
                <Menu.Item leftSection={<IconFileInvoice size={16} />} onClick={onConvert}>
                  {t('quotations.convert')}
                </Menu.Item>
              </>
            )}
          </DocumentActionsMenu>
        </OwnerOnly>
      }
      dates={t('quotations.dates', {
        from: formatCalendarDate(quotation.quotation_date),
        to: formatCalendarDate(quotation.expiry_date),
      })}
    >
      <Group justify="space-between" align="center" gap="xs">
        <div>
          <Text size="xs" c="dimmed">
            {t('card.total')}
          </Text>
          <Text fw={700} size="lg" data-testid="quotation-total">
            {total}
          </Text>
        </div>
        <Group gap={6}>
          <FileNoteButtons
            number={number}
            hasFiles={documentHasFiles(quotation)}
            hasNote={quotation.has_note}
            onFile={onDetails}
            onNote={onNote}
          />
        </Group>
      </Group>
    </DocumentCard>
  );
}
