// Reads a supplier's e-invoice (docs/decisions/0321): a UBL 2.1 invoice or credit note, a CII invoice,
// or a Factur-X / ZUGFeRD PDF carrying one. The XML must pass its format's XML schema; then the seller,
// number, date, currency, net, VAT, total and amount due are read. Parsing is safe by construction: a
// document with a DOCTYPE (hence entities) is refused before parsing, fast-xml-parser resolves no
// entity of its own and fetches nothing, and sizes are capped (the multipart layer caps uploads at 10 MB).
import { XMLParser } from 'fast-xml-parser';
import { toMinor } from '@tradebook/domain/money/money';
import { checkSchema } from './check-schema';
import { extractPdfXml, MAX_EMBEDDED_XML_BYTES } from './extract-pdf-xml';

export const READ_MESSAGES = {
  notEInvoice:
    'This file is not an e-invoice we can read: upload a UBL or CII XML file, or a Factur-X / ZUGFeRD PDF.',
  pdfWithoutXml:
    'This PDF carries no e-invoice: ask your supplier for the Factur-X / ZUGFeRD PDF or the XML file.',
  tooLarge: 'An e-invoice XML file can be at most 5 MB.',
  doctype: 'This XML file declares a DOCTYPE, which e-invoices never do; it was not read.',
  invalid: 'This e-invoice does not match its XML schema, so its figures cannot be trusted:',
  missing: 'This e-invoice lacks its number, date, currency or total.',
} as const;

export class EInvoiceReadError extends Error {
  constructor(
    readonly kind: 'unsupported' | 'invalid',
    message: string,
  ) {
    super(message);
  }
}

export interface ReadEInvoice {
  syntax: 'ubl' | 'cii';
  /** Came inside a PDF (Factur-X / ZUGFeRD). */
  fromPdf: boolean;
  /** UNTDID 1001: 380 invoice, 381 credit note, ... */
  typeCode: string;
  vendor: string;
  number: string;
  /** YYYY-MM-DD. */
  issueDate: string;
  currency: string;
  netMinor: number;
  vatMinor: number;
  totalMinor: number;
  dueMinor: number;
  xml: string;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  // Only XML's five predefined entities and character references are decoded: a DOCTYPE, the one way
  // to define others, is refused before parsing.
  processEntities: true,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => ['TaxTotal', 'TaxTotalAmount', 'Note'].includes(name),
});

type Node = Record<string, unknown>;
const child = (node: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Node)[key] : undefined), node);
const text = (node: unknown): string => {
  if (typeof node === 'string') return node.trim();
  if (node && typeof node === 'object' && '#text' in node) return String((node as Node)['#text']).trim();
  return '';
};

/** '1234.5' -> 123450 cents; amounts of more than two decimals are rounded half away from zero. */
function cents(value: string): number {
  const exact = toMinor(value);
  if (exact !== undefined) return exact;
  const number = Number(value);
  return Number.isFinite(number) ? Math.sign(number) * Math.round(Math.abs(number) * 100) : Number.NaN;
}

/** CII dates: format 102, 'YYYYMMDD'. */
const ciiDate = (value: string) =>
  /^\d{8}$/.test(value) ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}` : value;

function fromUbl(root: Node, typeCode: string): Omit<ReadEInvoice, 'syntax' | 'fromPdf' | 'xml'> {
  const currency = text(child(root, 'DocumentCurrencyCode'));
  const totals = child(root, 'LegalMonetaryTotal');
  const taxTotals = (child(root, 'TaxTotal') as unknown[] | undefined) ?? [];
  const vat = taxTotals
    .map((total) => child(total, 'TaxAmount'))
    .find((amount) => !currency || (amount as Node | undefined)?.['@currencyID'] === currency);
  const party = child(root, 'AccountingSupplierParty', 'Party');
  return {
    typeCode,
    vendor:
      text(child(party, 'PartyLegalEntity', 'RegistrationName')) || text(child(party, 'PartyName', 'Name')),
    number: text(child(root, 'ID')),
    issueDate: text(child(root, 'IssueDate')),
    currency,
    netMinor: cents(text(child(totals, 'TaxExclusiveAmount'))),
    vatMinor: vat === undefined ? 0 : cents(text(vat)),
    totalMinor: cents(text(child(totals, 'TaxInclusiveAmount'))),
    dueMinor: cents(text(child(totals, 'PayableAmount'))),
  };
}

function fromCii(root: Node): Omit<ReadEInvoice, 'syntax' | 'fromPdf' | 'xml'> {
  const document = child(root, 'ExchangedDocument');
  const trade = child(root, 'SupplyChainTradeTransaction');
  const settlement = child(trade, 'ApplicableHeaderTradeSettlement');
  const sums = child(settlement, 'SpecifiedTradeSettlementHeaderMonetarySummation');
  const currency = text(child(settlement, 'InvoiceCurrencyCode'));
  const vats = (child(sums, 'TaxTotalAmount') as unknown[] | undefined) ?? [];
  const vat = vats.find((amount) => !currency || (amount as Node)['@currencyID'] === currency) ?? vats[0];
  return {
    typeCode: text(child(document, 'TypeCode')),
    vendor: text(child(trade, 'ApplicableHeaderTradeAgreement', 'SellerTradeParty', 'Name')),
    number: text(child(document, 'ID')),
    issueDate: ciiDate(text(child(document, 'IssueDateTime', 'DateTimeString'))),
    currency,
    netMinor: cents(text(child(sums, 'TaxBasisTotalAmount'))),
    vatMinor: vat === undefined ? 0 : cents(text(vat)),
    totalMinor: cents(text(child(sums, 'GrandTotalAmount'))),
    dueMinor: cents(text(child(sums, 'DuePayableAmount'))),
  };
}

async function readXml(xml: string, fromPdf: boolean): Promise<ReadEInvoice> {
  if (Buffer.byteLength(xml, 'utf8') > MAX_EMBEDDED_XML_BYTES)
    throw new EInvoiceReadError('invalid', READ_MESSAGES.tooLarge);
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new EInvoiceReadError('unsupported', READ_MESSAGES.doctype);
  let parsed: Node;
  try {
    parsed = parser.parse(xml, true) as Node;
  } catch {
    throw new EInvoiceReadError('unsupported', READ_MESSAGES.notEInvoice);
  }
  const ubl = (parsed.Invoice ?? parsed.CreditNote) as Node | undefined;
  const cii = parsed.CrossIndustryInvoice as Node | undefined;
  const syntax = ubl ? 'ubl' : cii ? 'cii' : undefined;
  if (!syntax) throw new EInvoiceReadError('unsupported', READ_MESSAGES.notEInvoice);
  const schema = ubl ? (parsed.Invoice ? 'ubl-invoice' : 'ubl-credit-note') : 'cii';
  const errors = await checkSchema(schema, xml);
  if (errors.length > 0) {
    throw new EInvoiceReadError('invalid', `${READ_MESSAGES.invalid} ${errors.slice(0, 3).join(' ')}`);
  }
  const figures = ubl
    ? fromUbl(ubl, text(child(ubl, parsed.Invoice ? 'InvoiceTypeCode' : 'CreditNoteTypeCode')))
    : fromCii(cii as Node);
  const amounts = [figures.netMinor, figures.vatMinor, figures.totalMinor];
  if (
    !figures.number ||
    !/^\d{4}-\d{2}-\d{2}$/.test(figures.issueDate) ||
    !figures.currency ||
    amounts.some(Number.isNaN)
  ) {
    throw new EInvoiceReadError('invalid', READ_MESSAGES.missing);
  }
  return {
    ...figures,
    dueMinor: Number.isNaN(figures.dueMinor) ? figures.totalMinor : figures.dueMinor,
    syntax,
    fromPdf,
    xml,
  };
}

/** The e-invoice in a file's bytes; throws EInvoiceReadError with a message for the owner otherwise. */
export async function readEInvoice(bytes: Buffer): Promise<ReadEInvoice> {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') {
    let xml: string | undefined;
    try {
      xml = await extractPdfXml(bytes);
    } catch {
      throw new EInvoiceReadError('unsupported', READ_MESSAGES.notEInvoice);
    }
    if (!xml) throw new EInvoiceReadError('unsupported', READ_MESSAGES.pdfWithoutXml);
    return readXml(xml.replace(/^\uFEFF/, ''), true);
  }
  const head = bytes
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (!head.startsWith('<')) throw new EInvoiceReadError('unsupported', READ_MESSAGES.notEInvoice);
  return readXml(bytes.toString('utf8').replace(/^\uFEFF/, ''), false);
}
