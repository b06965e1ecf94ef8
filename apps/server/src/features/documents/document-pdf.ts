// A document as a PDF, for every kind: the document's own figures (as stored, computed by the server)
// printed on the business's letterhead through the PDF port (ctx.pdf). Served through a signed link
// (pdfLink), attached to the e-mail, and zipped by the export.
import type { Client } from '@tradebook/domain/clients/clients.schemas';
import { formatCalendarDateForCountry } from '@tradebook/domain/documents/country-dates';
import { addressLines } from '@tradebook/domain/documents/postal-address';
import { quantityToText } from '@tradebook/domain/documents/quantity';
import { creditMinor, remainingDueMinor } from '@tradebook/domain/documents/totals';
import { discountLabel, percentMilliToText } from '@tradebook/domain/money/percent';
import { NOT_AVAILABLE } from '@tradebook/domain/profile/profile-complete';
import type { AppContext } from '../../app-context';
import { notFound } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import type { DocumentPdfModel, PdfSection, PdfTotalLine } from '../../pdf/document-model';

type PdfFact = DocumentPdfModel['facts'][number];
import { getClient } from '../clients/clients.service';
import { findCountry } from '../lookups/countries';
import { currencyById } from '../lookups/currencies';
import type { DocumentKind } from './document-kind';
import { listLines } from './document-lines.repository';
import type { LineRow } from './document-rows';
import type { DocumentRow } from './document-rows';
import { loadLetterhead, type Letterhead } from './letterhead';
import { pdfFilename, requireDocument, today } from './read-documents';
import { readStatusWord } from './status-word';
import { formatPhoneNumber } from '@tradebook/domain/api/phone-number';

const percentText = (milli: number) => `${percentMilliToText(milli)}%`;

function totalLines(row: DocumentRow): PdfTotalLine[] {
  const lines: PdfTotalLine[] = [{ label: 'Items total', amountMinor: row.items_total_minor }];
  if (row.discount_minor > 0) {
    const label = discountLabel(row.discount_type, row.discount_percent_milli);
    lines.push({ label, amountMinor: row.discount_minor, negative: true });
  }
  lines.push({ label: 'Subtotal', amountMinor: row.subtotal_minor });
  // A tax line shows when it has a rate (docs/reference/documents.md 'Limits': the second only when its rate
  // is above 0).
  if (row.tax1_percent_milli > 0) {
    lines.push({
      label: `${row.tax1_name || 'Tax'} (${percentText(row.tax1_percent_milli)})`,
      amountMinor: row.tax1_minor,
    });
  }
  if (row.tax2_percent_milli > 0) {
    lines.push({
      label: `${row.tax2_name || 'Tax'} (${percentText(row.tax2_percent_milli)})`,
      amountMinor: row.tax2_minor,
    });
  }
  lines.push({ label: 'Total', amountMinor: row.total_minor, grand: true });
  // An invoice's payments and credit notes: what they credited, what was paid, what of the payments the
  // credit notes gave back, what remains, and what was paid beyond what is owed as credit (ADR 0316).
  if (row.paid_minor > 0 || row.credited_minor > 0) {
    if (row.credited_minor > 0) {
      lines.push({ label: 'Credited', amountMinor: row.credited_minor, negative: true });
    }
    if (row.paid_minor > 0) {
      lines.push({ label: 'Amount paid', amountMinor: row.paid_minor, negative: true });
    }
    if (row.refunded_minor > 0) lines.push({ label: 'Refunded', amountMinor: row.refunded_minor });
    if (row.kept_credit_minor > 0) {
      lines.push({ label: "Kept as client's credit", amountMinor: row.kept_credit_minor });
    }
    lines.push({
      label: 'Remaining due',
      amountMinor: remainingDueMinor(row.total_minor, row.paid_minor, row.credited_minor),
    });
    const returned = row.refunded_minor + row.kept_credit_minor;
    const credit = creditMinor(row.total_minor, row.paid_minor, row.credited_minor, returned);
    if (credit > 0) lines.push({ label: 'Credit', amountMinor: credit });
  }
  return lines;
}

function recipientOf(kind: DocumentKind, client: Client) {
  const known = (value: string) => (value && value !== NOT_AVAILABLE ? value : '');
  return {
    heading: kind.pdf.recipientHeading,
    name: known(client.business_name) || client.full_name,
    lines: [
      known(client.business_name) ? client.full_name : '',
      // The whole address, the town included, the postcode in the country's form (docs/decisions/0352).
      ...addressLines(
        {
          street1: known(client.postal_address),
          street2: known(client.street2),
          city: known(client.city),
          state: known(client.state),
          postcode: known(client.zip),
          country: known(client.country),
        },
        findCountry(client.country)?.code,
      ),
      client.email,
      formatPhoneNumber(known(client.phone1)),
    ].filter(Boolean),
  };
}

/** What a kind adds to its PDF from its own records: facts under the number (a credit note's invoice) and
 * sections after the totals (an invoice's payments received); and the document's status in plain words
 * (docs/decisions/0366), printed under its dates. */
export interface PdfExtras {
  facts: PdfFact[];
  sections: PdfSection[];
  status?: string;
}

/** What the caller may already know of the status: a list row's invoice made from it, the client reading
 * it now, or the word itself (the client's page says the same word). */
export interface StatusKnown {
  invoiced?: boolean;
  viewed?: boolean;
  statusWord?: string;
}

export function documentPdfModel(
  kind: DocumentKind,
  row: DocumentRow,
  lines: LineRow[],
  client: Client,
  letterhead: Letterhead,
  extras: PdfExtras = { facts: [], sections: [] },
): DocumentPdfModel {
  const currency = currencyById(row.currency_id);
  // Dates in the order of the business's country (ADR 0368).
  const formatDate = (date: string) => formatCalendarDateForCountry(date, letterhead.countryCode);
  const dated: PdfFact[] = [{ label: 'Date', value: formatDate(row.document_date) }];
  if (kind.pdf.dueLabel) dated.push({ label: kind.pdf.dueLabel, value: formatDate(row.due_date) });
  const status: PdfFact[] = extras.status ? [{ label: 'Status', value: extras.status }] : [];
  return {
    title: kind.pdf.title,
    number: { label: kind.pdf.numberLabel, value: row.number },
    facts: [...dated, ...status, ...extras.facts],
    business: letterhead.business,
    businessIds: letterhead.businessIds,
    recipient: recipientOf(kind, client),
    currency: { code: currency?.code ?? '', symbol: currency?.symbol ?? '' },
    items: lines.map((line) => ({
      name: line.name,
      description: line.description,
      quantity: quantityToText(line.quantity_milli),
      unitPriceMinor: line.unit_price_minor,
      totalMinor: line.line_total_minor,
    })),
    totals: totalLines(row),
    paymentSections: [...extras.sections, ...letterhead.paymentSections],
    notes: row.notes,
    stamp: row.is_void !== 0 ? 'VOID' : kind.pdf.stamp?.(row),
    meta: { title: `${kind.noun} ${row.number}`, author: letterhead.name },
  };
}

/** What the kind adds to its PDF: facts under the number (a credit note's invoice), sections after the
 * totals (payments received); and the status in plain words. */
export async function documentPdfExtras(
  ctx: AppContext,
  owner: OwnerId,
  kind: DocumentKind,
  row: DocumentRow,
  known: StatusKnown = {},
  countryCode?: string,
): Promise<PdfExtras> {
  const formatDate = (date: string) => formatCalendarDateForCountry(date, countryCode);
  return {
    facts: (await kind.pdf.facts?.(ctx, owner, row, formatDate)) ?? [],
    sections: (await kind.pdf.sections?.(ctx, owner, row, formatDate)) ?? [],
    status: known.statusWord ?? (await readStatusWord(ctx, owner, row, today(ctx), known)),
  };
}

export interface RenderedPdf {
  filename: string;
  content: Buffer;
}

/** What the caller has already read of a document's PDF. */
export interface KnownParts extends StatusKnown {
  letterhead?: Letterhead;
  lines?: LineRow[];
  client?: Client;
}

/** What the document's PDF prints, as a model: the PDF renderer draws it, and the client's page shows
 * it (features/client-links), so both carry exactly the same figures. When building many (an export),
 * the caller passes what it already read: the letterhead once, each batch's lines and clients. */
export async function buildDocumentPdfModel(
  ctx: AppContext,
  owner: OwnerId,
  kind: DocumentKind,
  row: DocumentRow,
  known: KnownParts = {},
): Promise<DocumentPdfModel> {
  const lines = known.lines ?? (await listLines(ctx.db, owner, [row.id]));
  const client = known.client ?? (await getClient(ctx, owner, row.client_id));
  const letterhead = known.letterhead ?? (await loadLetterhead(ctx, owner));
  const extras = await documentPdfExtras(ctx, owner, kind, row, known, letterhead.countryCode);
  return documentPdfModel(kind, row, lines, client, letterhead, extras);
}

/** Renders one of the owner's documents. */
export async function renderDocumentPdf(
  ctx: AppContext,
  owner: OwnerId,
  kind: DocumentKind,
  row: DocumentRow,
  known: KnownParts = {},
): Promise<RenderedPdf> {
  const model = await buildDocumentPdfModel(ctx, owner, kind, row, known);
  return { filename: pdfFilename(row), content: await ctx.pdf.render(model) };
}

/** The PDF behind a signed link: the document must still be the owner's and still carry that number. */
export async function documentPdfForLink(
  ctx: AppContext,
  owner: OwnerId,
  kind: DocumentKind,
  link: { key: string; filename: string },
): Promise<RenderedPdf> {
  const id = /^\d{1,15}$/.test(link.key) ? Number(link.key) : 0;
  const row = await requireDocument(ctx, owner, kind, { id });
  if (pdfFilename(row) !== link.filename) throw notFound();
  return renderDocumentPdf(ctx, owner, kind, row);
}
