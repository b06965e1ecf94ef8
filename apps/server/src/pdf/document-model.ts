// What the document renderer draws: a quotation or an invoice reduced to text and amounts. The features
// build it from their own records; the renderer knows nothing of databases or requests, so the same
// engine prints every kind of document (a different title, facts and totals).

export interface PdfParty {
  /** First line, in bold: a business or client name. */
  name: string;
  /** Further lines (contact name, address, e-mail, phone), empty ones are skipped. */
  lines: string[];
}

export interface PdfBusiness extends PdfParty {
  /** JPEG or PNG bytes read by our own code from the file store; never a path or a URL. */
  logo?: Buffer | undefined;
}

export interface PdfItem {
  name: string;
  description: string;
  /** Already formatted: '1.5'. */
  quantity: string;
  unitPriceMinor: number;
  totalMinor: number;
}

export interface PdfTotalLine {
  label: string;
  amountMinor: number;
  /** The grand total: drawn larger, on a band. */
  grand?: boolean;
  /** Shown as a deduction: '-£7.20'. */
  negative?: boolean;
}

export interface PdfSection {
  heading: string;
  rows: Array<{ label: string; value: string }>;
}

/** The words the renderer draws around the figures, in the document's language (docs/decisions/0389). */
export interface PdfLabels {
  index: string;
  item: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  /** Under the table's headings when there are no items. */
  noItems: string;
  /** The headings of the notes and of the payment sections. */
  notes: string;
  paymentDetails: string;
  /** The footer's page count, with {page} and {pages} in it: 'Page {page} of {pages}'. */
  page: string;
}

/** What a model without labels (a test's, the sample) is drawn with. */
export const ENGLISH_PDF_LABELS: PdfLabels = {
  index: '#',
  item: 'Item',
  quantity: 'Qty',
  unitPrice: 'Unit price',
  amount: 'Amount',
  noItems: 'No items.',
  notes: 'NOTES',
  paymentDetails: 'PAYMENT DETAILS',
  page: 'Page {page} of {pages}',
};

export interface DocumentPdfModel {
  /** 'QUOTATION', 'INVOICE'. */
  title: string;
  /** 'Quotation No.' and 'QUO-000001'. */
  number: { label: string; value: string };
  /** Dates and the like, printed under the number: Date, Valid until. */
  facts: Array<{ label: string; value: string }>;
  business: PdfBusiness;
  /** Tax and registration numbers, printed under the business block. */
  businessIds: Array<{ label: string; value: string }>;
  recipient: { heading: string } & PdfParty;
  currency: { code: string; symbol: string };
  items: PdfItem[];
  totals: PdfTotalLine[];
  /** Enabled payment sections: bank, international, PayPal. */
  paymentSections: PdfSection[];
  notes: string;
  /** A word stamped across the first page, e.g. 'VOID'. */
  stamp?: string | undefined;
  /** Document metadata (PDF Title, Author). */
  meta: { title: string; author: string };
  /** The Intl locale its amounts are written for ('de-DE': '1.234,56 €'); left out, the fixed English
   * form ('€1,234.56'). */
  locale?: string | undefined;
  /** The words around the figures; left out, English. */
  labels?: PdfLabels | undefined;
  /** Makes the PDF a Factur-X / ZUGFeRD e-invoice (PDF/A-3b with this CII XML attached; pdf/facturx.ts). */
  facturX?: { xml: string; conformanceLevel: string; createdAt: string } | undefined;
}

/** A total line's amount as printed: a deduction with its minus sign ('-£7.20'). The PDF and the client's
 * page both print it through this. */
export function totalLineText(line: PdfTotalLine, money: (minor: number) => string): string {
  return `${line.negative && line.amountMinor > 0 ? '-' : ''}${money(line.amountMinor)}`;
}

/** A total line's label as printed: the grand total names its currency ('Total (GBP)'). */
export function totalLineLabel(line: PdfTotalLine, currencyCode: string): string {
  return line.grand ? `${line.label} (${currencyCode})` : line.label;
}
