// Reads a supplier's e-invoice (docs/decisions/0321): a UBL 2.1 invoice or credit note, a CII invoice,
// or a Factur-X / ZUGFeRD PDF carrying one. The file is found, parsed and its figures read in a reading
// thread (read-pool.ts, parse-einvoice.ts) within the limits of docs/decisions/0323; then the XML must
// pass its format's XML schema (xmllint-wasm, in a thread of its own) and carry the seller, number,
// date, currency, net, VAT, total and amount due.
import { checkSchema } from './check-schema';
import type { EInvoiceFigures } from './parse-einvoice';
import { EInvoiceReadError, READ_MESSAGES } from './read-messages';
import { readInPool } from './read-pool';

export { EInvoiceReadError, READ_MESSAGES } from './read-messages';

export interface ReadEInvoice extends EInvoiceFigures {
  syntax: 'ubl' | 'cii';
  /** Came inside a PDF (Factur-X / ZUGFeRD). */
  fromPdf: boolean;
  xml: string;
}

/** The e-invoice in a file's bytes; throws EInvoiceReadError with a message for the owner otherwise. */
export async function readEInvoice(
  bytes: Buffer,
  options: { timeLimitMs?: number } = {},
): Promise<ReadEInvoice> {
  const answer = await readInPool(bytes, options);
  if (!answer.ok) throw new EInvoiceReadError(answer.kind, answer.message);
  const { schema, ...read } = answer.parsed;
  const errors = await checkSchema(schema, read.xml);
  if (errors.length > 0) {
    throw new EInvoiceReadError('invalid', `${READ_MESSAGES.invalid} ${errors.slice(0, 3).join(' ')}`);
  }
  const amounts = [read.netMinor, read.vatMinor, read.totalMinor];
  if (
    !read.number ||
    !/^\d{4}-\d{2}-\d{2}$/.test(read.issueDate) ||
    !read.currency ||
    amounts.some(Number.isNaN)
  ) {
    throw new EInvoiceReadError('invalid', READ_MESSAGES.missing);
  }
  return { ...read, dueMinor: Number.isNaN(read.dueMinor) ? read.totalMinor : read.dueMinor };
}
