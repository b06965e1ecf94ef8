// The part of reading a supplier's e-invoice (docs/decisions/0321) that runs in a reading thread
// (read-pool.ts, docs/decisions/0323): find the XML (as uploaded, or inside a Factur-X / ZUGFeRD PDF),
// refuse what is no e-invoice or too large, parse it and read its figures. Parsing is safe by
// construction: a document with a DOCTYPE (hence entities) is refused before parsing, fast-xml-parser
// resolves no entity of its own and fetches nothing, and sizes and element counts are capped before
// parsing (the multipart layer caps uploads at 10 MB).
import { XMLParser } from 'fast-xml-parser';
import { toMinor } from '@tradebook/domain/money/money';
import type { SchemaSet } from './rule-sets';
import { extractPdfXml } from './extract-pdf-xml';
import { MAX_EMBEDDED_XML_BYTES, MAX_XML_ELEMENTS } from './read-limits';
import { EInvoiceReadError, READ_MESSAGES } from './read-messages';

export interface EInvoiceFigures {
  /** UNTDID 1001: 380 invoice, 381 credit note, ... */
  typeCode: string;
  vendor: string;
  number: string;
  /** YYYY-MM-DD when well formed. */
  issueDate: string;
  currency: string;
  /** NaN when missing or no number. */
  netMinor: number;
  vatMinor: number;
  totalMinor: number;
  dueMinor: number;
}

export interface ParsedEInvoice extends EInvoiceFigures {
  syntax: 'ubl' | 'cii';
  /** Came inside a PDF (Factur-X / ZUGFeRD). */
  fromPdf: boolean;
  /** The XML schema it must pass. */
  schema: SchemaSet;
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

function fromUbl(root: Node, typeCode: string): EInvoiceFigures {
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

function fromCii(root: Node): EInvoiceFigures {
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

/** Whether `xml` opens more than `cap` elements; stops counting past it. */
function hasMoreElementsThan(xml: string, cap: number): boolean {
  let count = 0;
  for (let at = xml.indexOf('<'); at !== -1; at = xml.indexOf('<', at + 1)) {
    const next = xml.charCodeAt(at + 1);
    // Not an end tag (/), a comment, CDATA or declaration (!), or a processing instruction (?).
    if (next !== 47 && next !== 33 && next !== 63 && (count += 1) > cap) return true;
  }
  return false;
}

function parseXml(xml: string, fromPdf: boolean): ParsedEInvoice {
  if (Buffer.byteLength(xml, 'utf8') > MAX_EMBEDDED_XML_BYTES)
    throw new EInvoiceReadError('invalid', READ_MESSAGES.tooLarge);
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new EInvoiceReadError('unsupported', READ_MESSAGES.doctype);
  if (hasMoreElementsThan(xml, MAX_XML_ELEMENTS)) {
    throw new EInvoiceReadError('too_large', READ_MESSAGES.tooManyElements);
  }
  let parsed: Node;
  try {
    parsed = parser.parse(xml, true) as Node;
  } catch {
    throw new EInvoiceReadError('unsupported', READ_MESSAGES.notEInvoice);
  }
  const ubl = (parsed.Invoice ?? parsed.CreditNote) as Node | undefined;
  const cii = parsed.CrossIndustryInvoice as Node | undefined;
  if (ubl) {
    const invoice = parsed.Invoice !== undefined;
    return {
      ...fromUbl(ubl, text(child(ubl, invoice ? 'InvoiceTypeCode' : 'CreditNoteTypeCode'))),
      syntax: 'ubl',
      schema: invoice ? 'ubl-invoice' : 'ubl-credit-note',
      fromPdf,
      xml,
    };
  }
  if (cii) return { ...fromCii(cii), syntax: 'cii', schema: 'cii', fromPdf, xml };
  throw new EInvoiceReadError('unsupported', READ_MESSAGES.notEInvoice);
}

/** The e-invoice in a file's bytes, parsed but not yet checked against its schema; throws
 * EInvoiceReadError with a message for the owner otherwise. */
export async function parseEInvoice(bytes: Buffer): Promise<ParsedEInvoice> {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') {
    let xml: string | undefined;
    try {
      xml = await extractPdfXml(bytes);
    } catch (error) {
      if (error instanceof EInvoiceReadError) throw error;
      throw new EInvoiceReadError('unsupported', READ_MESSAGES.notEInvoice);
    }
    if (!xml) throw new EInvoiceReadError('unsupported', READ_MESSAGES.pdfWithoutXml);
    return parseXml(xml.replace(/^\uFEFF/, ''), true);
  }
  const head = bytes
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (!head.startsWith('<')) throw new EInvoiceReadError('unsupported', READ_MESSAGES.notEInvoice);
  return parseXml(bytes.toString('utf8').replace(/^\uFEFF/, ''), false);
}
