// Writes a document's e-invoice XML in one of the formats with @e-invoice-eu/core (docs/decisions/0318).
// The library checks its input against its own JSON schema first and throws on anything it cannot write.
import { InvoiceService } from '@e-invoice-eu/core';
import type { EInvoiceFormat } from '@tradebook/domain/einvoices/einvoice-formats';
import type { EInvoiceDocument } from './einvoice-document';
import { addCiiPrecedingInvoice } from './cii-preceding-invoice';
import { FORMAT_SPECS } from './einvoice-formats';
import { toInvoiceData } from './invoice-data';

const quiet = { log: () => undefined, warn: () => undefined, error: () => undefined };
// Made at the first e-invoice: the library takes a second or more to load, which a start need not wait for.
let service: InvoiceService | undefined;

export async function writeEInvoiceXml(doc: EInvoiceDocument, format: EInvoiceFormat): Promise<string> {
  const spec = FORMAT_SPECS[format];
  const data = toInvoiceData(doc, spec.customizationId ? { customizationId: spec.customizationId } : {});
  let written: string | Uint8Array;
  try {
    written = await (service ??= new InvoiceService(quiet)).generate(data, {
      format: spec.libraryFormat,
      lang: 'en-us',
    });
  } catch (error) {
    // The library's own schema refused our input: a bug of ours (check-expressible.ts should have
    // refused the document first), so it is reported with what the library said.
    const details = (error as { errors?: Array<{ instancePath?: string; message?: string }> }).errors;
    if (!details) throw error;
    const said = details.map((detail) => `${detail.instancePath ?? ''} ${detail.message ?? ''}`.trim());
    throw new Error(`@e-invoice-eu/core refused the ${format} input: ${said.join('; ')}`);
  }
  const xml = typeof written === 'string' ? written : Buffer.from(written).toString('utf8');
  return spec.syntax === 'cii' ? addCiiPrecedingInvoice(xml, doc.precedingInvoice) : xml;
}
