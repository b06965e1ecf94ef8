// What the owner is told when a supplier's file cannot be read (docs/decisions/0321, 0323), and the
// error that carries it: `kind` says which answer it is (415, 422, 413 or 503).
import { MAX_EMBEDDED_FILES, MAX_FILTERS_PER_STREAM, MAX_XML_ELEMENTS } from './read-limits';

export const READ_MESSAGES = {
  notEInvoice:
    'This file is not an e-invoice we can read: upload a UBL or CII XML file, or a Factur-X / ZUGFeRD PDF.',
  pdfWithoutXml:
    'This PDF carries no e-invoice: ask your supplier for the Factur-X / ZUGFeRD PDF or the XML file.',
  tooLarge: 'An e-invoice XML file can be at most 5 MB.',
  doctype: 'This XML file declares a DOCTYPE, which e-invoices never do; it was not read.',
  invalid: 'This e-invoice does not match its XML schema, so its figures cannot be trusted:',
  missing: 'This e-invoice lacks its number, date, currency or total.',
  unpackedTooLarge:
    'This file unpacks to far more than an e-invoice ever is (at most 5 MB of XML), so it was not read.',
  tooManyElements: `This e-invoice has more than ${MAX_XML_ELEMENTS.toLocaleString('en')} XML elements, far more than any invoice, so it was not read.`,
  tooManyFilters: `This PDF packs a file in more than ${MAX_FILTERS_PER_STREAM} layers of compression, which e-invoices never do; it was not read.`,
  unknownFilter: 'This PDF packs its e-invoice in a way we cannot read: ask your supplier for the XML file.',
  tooManyFiles: `This PDF carries more than ${MAX_EMBEDDED_FILES} embedded files; a Factur-X / ZUGFeRD invoice carries one, so it was not read.`,
  tooSlow: 'This file took too long to read, far longer than any e-invoice, so it was not read.',
  busy: 'The server is busy reading e-invoices. Please try again in a minute.',
} as const;

export type ReadErrorKind = 'unsupported' | 'invalid' | 'too_large' | 'busy';

export class EInvoiceReadError extends Error {
  constructor(
    readonly kind: ReadErrorKind,
    message: string,
  ) {
    super(message);
  }
}
