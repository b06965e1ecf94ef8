// A quotation as a PDF: the quotation's own figures (as stored, computed by the server) printed on the
// business's letterhead by the shared document renderer (src/pdf). Served through a signed link
// (pdfLink), attached to the e-mail, and zipped by the export.
import { formatCalendarDate } from '@tradebook/domain/documents/dates';
import { percentFromMilli } from '@tradebook/domain/money/percent';
import { quantityToText } from '@tradebook/domain/documents/quantity';
import type { Client } from '@tradebook/domain/clients/clients.schemas';
import { NOT_AVAILABLE } from '@tradebook/domain/profile/profile-complete';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { notFound } from '../../app-error';
import type { DocumentPdfModel, PdfTotalLine } from '../../pdf/document-model';
import { renderDocumentPdf } from '../../pdf/render-document';
import { getClient } from '../clients/clients.service';
import { loadLetterhead, type Letterhead } from '../documents/letterhead';
import { currencyById } from '../lookups/currencies';
import { listLineRows, type QuotationItemRow } from './quotation-lines.repository';
import type { QuotationRow } from './quotations.repository';
import { pdfFilename, requireQuotationRow } from './quotations.service';

const percentText = (milli: number) => `${percentFromMilli(milli)}%`;

function totalLines(row: QuotationRow): PdfTotalLine[] {
  const lines: PdfTotalLine[] = [{ label: 'Items total', amountMinor: row.items_total_minor }];
  if (row.discount_minor > 0) {
    const label =
      row.discount_type === 'percent' ? `Discount (${percentText(row.discount_value_scaled)})` : 'Discount';
    lines.push({ label, amountMinor: row.discount_minor, negative: true });
  }
  lines.push({ label: 'Subtotal', amountMinor: row.sub_total_minor });
  // A tax line shows when it has a rate (spec 001 section 9: the second only when its rate is above 0).
  if (row.vat_percent_milli > 0) {
    lines.push({
      label: `${row.vat_name || 'Tax'} (${percentText(row.vat_percent_milli)})`,
      amountMinor: row.vat_amount_minor,
    });
  }
  if (row.tax1_percent_milli > 0) {
    lines.push({
      label: `${row.tax1_name || 'Tax'} (${percentText(row.tax1_percent_milli)})`,
      amountMinor: row.tax1_amount_minor,
    });
  }
  lines.push({ label: 'Total', amountMinor: row.total_gross_minor, grand: true });
  return lines;
}

function recipientOf(client: Client) {
  const known = (value: string) => (value && value !== NOT_AVAILABLE ? value : '');
  return {
    heading: 'Quotation for',
    name: known(client.business_name) || client.full_name,
    lines: [
      known(client.business_name) ? client.full_name : '',
      known(client.postal_address),
      known(client.street2),
      [known(client.state), known(client.zip)].filter(Boolean).join(' '),
      known(client.country),
      client.email,
      known(client.phone1),
    ].filter(Boolean),
  };
}

export function quotationPdfModel(
  row: QuotationRow,
  lines: QuotationItemRow[],
  client: Client,
  letterhead: Letterhead,
): DocumentPdfModel {
  const currency = currencyById(row.currency_id);
  return {
    title: 'QUOTATION',
    number: { label: 'Quotation No.', value: row.quotation_number },
    facts: [
      { label: 'Date', value: formatCalendarDate(row.quotation_date) },
      { label: 'Valid until', value: formatCalendarDate(row.expiry_date) },
    ],
    business: letterhead.business,
    businessIds: letterhead.businessIds,
    recipient: recipientOf(client),
    currency: { code: currency?.code ?? '', symbol: currency?.symbol ?? '' },
    items: lines.map((line) => ({
      name: line.name,
      description: line.description,
      quantity: quantityToText(line.quantity_milli),
      unitPriceMinor: line.unit_price_minor,
      totalMinor: line.line_total_minor,
    })),
    totals: totalLines(row),
    paymentSections: letterhead.paymentSections,
    notes: row.notes,
    stamp: row.type === 'void' ? 'VOID' : undefined,
    meta: { title: `Quotation ${row.quotation_number}`, author: letterhead.name },
  };
}

export interface RenderedPdf {
  filename: string;
  content: Buffer;
}

/** Renders one of the owner's quotations; `letterhead` may be passed in when rendering many. */
export async function renderQuotationPdf(
  ctx: AppContext,
  owner: OwnerId,
  row: QuotationRow,
  letterhead?: Letterhead,
): Promise<RenderedPdf> {
  const lines = await listLineRows(ctx.db, owner, [row.id]);
  const client = await getClient(ctx, owner, row.client_id);
  const model = quotationPdfModel(row, lines, client, letterhead ?? (await loadLetterhead(ctx, owner)));
  return { filename: pdfFilename(row), content: await renderDocumentPdf(model) };
}

/** The PDF behind a signed link: the quotation must still be the owner's and still carry that number. */
export async function quotationPdfForLink(
  ctx: AppContext,
  owner: OwnerId,
  link: { key: string; filename: string },
): Promise<RenderedPdf> {
  const id = /^\d{1,15}$/.test(link.key) ? Number(link.key) : 0;
  const row = await requireQuotationRow(ctx, owner, { id });
  if (pdfFilename(row) !== link.filename) throw notFound();
  return renderQuotationPdf(ctx, owner, row);
}
