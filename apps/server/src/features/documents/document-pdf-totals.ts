// The totals a document's PDF prints (and its client page shows), in the client's language
// (docs/decisions/0389): the labels from the `documents` catalogue.
import { creditMinor, remainingDueMinor } from '@tradebook/domain/documents/totals';
import { percentMilliToText } from '@tradebook/domain/money/percent';
import type { DocumentWords } from '../../locales/document-words';
import type { PdfTotalLine } from '../../pdf/document-model';
import type { DocumentRow } from './document-rows';

const percentText = (milli: number) => `${percentMilliToText(milli)}%`;

export function totalLines(row: DocumentRow, words: DocumentWords): PdfTotalLine[] {
  const t = (key: string, values?: Record<string, unknown>) => words.t('documents', key, values);
  const lines: PdfTotalLine[] = [{ label: t('total.items'), amountMinor: row.items_total_minor }];
  if (row.discount_minor > 0) {
    const label =
      row.discount_type === 'percent' && row.discount_percent_milli > 0
        ? t('total.discount_percent', { percent: percentText(row.discount_percent_milli) })
        : t('total.discount');
    lines.push({ label, amountMinor: row.discount_minor, negative: true });
  }
  lines.push({ label: t('total.subtotal'), amountMinor: row.subtotal_minor });
  // A tax line shows when it has a rate (docs/reference/documents.md 'Limits': the second only when its rate
  // is above 0).
  if (row.tax1_percent_milli > 0) {
    lines.push({
      label: `${row.tax1_name || t('total.tax')} (${percentText(row.tax1_percent_milli)})`,
      amountMinor: row.tax1_minor,
    });
  }
  if (row.tax2_percent_milli > 0) {
    lines.push({
      label: `${row.tax2_name || t('total.tax')} (${percentText(row.tax2_percent_milli)})`,
      amountMinor: row.tax2_minor,
    });
  }
  lines.push({ label: t('total.total'), amountMinor: row.total_minor, grand: true });
  // An invoice's payments and credit notes: what they credited, what was paid, what of the payments the
  // credit notes gave back, what remains, and what was paid beyond what is owed as credit (ADR 0316).
  if (row.paid_minor > 0 || row.credited_minor > 0) {
    if (row.credited_minor > 0) {
      lines.push({ label: t('total.credited'), amountMinor: row.credited_minor, negative: true });
    }
    if (row.paid_minor > 0) {
      lines.push({ label: t('total.paid'), amountMinor: row.paid_minor, negative: true });
    }
    if (row.refunded_minor > 0) lines.push({ label: t('total.refunded'), amountMinor: row.refunded_minor });
    if (row.kept_credit_minor > 0) {
      lines.push({ label: t('total.kept_credit'), amountMinor: row.kept_credit_minor });
    }
    lines.push({
      label: t('total.remaining'),
      amountMinor: remainingDueMinor(row.total_minor, row.paid_minor, row.credited_minor),
    });
    const returned = row.refunded_minor + row.kept_credit_minor;
    const credit = creditMinor(row.total_minor, row.paid_minor, row.credited_minor, returned);
    if (credit > 0) lines.push({ label: t('total.credit'), amountMinor: credit });
  }
  return lines;
}
