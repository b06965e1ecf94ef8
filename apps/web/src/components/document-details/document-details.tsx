// The body of the details dialog every kind of document opens from its list (docs/reference/documents.md
// 'Screens'): client, dates, status, lines, totals, the kind's own extras, note, attachments, and the View
// PDF and Edit links. It is kind-neutral (ADR 0204): the kind gives its date labels, status, lines,
// attachments, paths and any extra section (an invoice's payments), so quotations and invoices do not each
// keep a copy.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconEdit, IconFileTypePdf } from '@tabler/icons-react';
import { formatMoney, toMinor } from '@tradebook/domain/money/money';
import {
  documentClientName,
  documentHasNote,
  documentTotalsRows,
  type DocumentClientFields,
  type DocumentTotalsFields,
} from '../../lib/documents/document-summary';
import { AttachmentGallery } from '../document-editor/attachment-gallery';
import type { LightboxAttachment } from '../document-editor/attachment-lightbox';
import { DetailsField } from './details-field';
import { DocumentLinesTable, type DetailsLine } from './document-lines-table';
import { OwnerOnly } from '../owner-only';
import { useFormatCalendarDate } from '../../lib/dates/business-locale';

export interface DetailsDocument extends DocumentClientFields, DocumentTotalsFields {
  expiry_date: string;
  validity_term: number;
  notes: string;
  currency: { symbol: string };
}

export interface DocumentDetailsProps {
  document: DetailsDocument;
  number: string;
  /** The document's own date (quotation_date, invoice_date). */
  date: string;
  /** How the kind names its expiry date: 'Valid until', 'Due date'. */
  expiryLabel: string;
  status: React.ReactNode;
  lines: readonly DetailsLine[];
  attachments: readonly LightboxAttachment[];
  pdfPath: string;
  editPath: string;
  /** Shown under the totals (an invoice's payment history). */
  children?: React.ReactNode;
}

export function DocumentDetails({
  document,
  number,
  date,
  expiryLabel,
  status,
  lines,
  attachments,
  pdfPath,
  editPath,
  children,
}: DocumentDetailsProps) {
  const money = (amount: number) => formatMoney(toMinor(amount) ?? 0, document.currency.symbol);
  const formatCalendarDate = useFormatCalendarDate();
  const { t } = useTranslation('documents');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <DetailsField label={t('details.client')}>{documentClientName(document)}</DetailsField>
        <DetailsField label={t('details.client_email')}>{document.client.email || '—'}</DetailsField>
        <DetailsField label={t('details.date')}>{formatCalendarDate(date)}</DetailsField>
        <DetailsField label={expiryLabel}>
          {formatCalendarDate(document.expiry_date)} ({t('details.days', { count: document.validity_term })})
        </DetailsField>
        <DetailsField label={t('details.status')}>{status}</DetailsField>
      </SimpleGrid>
      <DocumentLinesTable number={number} lines={lines} currencySymbol={document.currency.symbol} />
      <Stack gap={4} ml="auto" w={{ base: '100%', xs: 280 }}>
        {documentTotalsRows(document).map(([label, amount, strong]) => (
          <Group key={label} justify="space-between">
            <Text size="sm" fw={strong ? 700 : 400} c={strong ? undefined : 'dimmed'}>
              {label}
            </Text>
            <Text size="sm" fw={strong ? 700 : 500}>
              {money(amount)}
            </Text>
          </Group>
        ))}
      </Stack>
      {children}
      {documentHasNote(document) && (
        <>
          <Divider />
          <DetailsField label={t('details.note')}>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {document.notes}
            </Text>
          </DetailsField>
        </>
      )}
      <AttachmentGallery attachments={attachments} title={t('details.attachments')} />
      <Group justify="flex-end" gap="sm">
        <Button component={Link} to={pdfPath} variant="default" leftSection={<IconFileTypePdf size={18} />}>
          {t('details.view_pdf')}
        </Button>
        <OwnerOnly>
          <Button component={Link} to={editPath} leftSection={<IconEdit size={18} />}>
            {t('details.edit')}
          </Button>
        </OwnerOnly>
      </Group>
    </Stack>
  );
}
