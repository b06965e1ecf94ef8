// What every e-invoice test asks of a file the API answered: the XML it carries (inside the PDF for
// Factur-X) passes the format's XML schemas and business rules with no failed assertion at all, checked
// here again on the bytes answered rather than trusting the server's own check.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { EInvoiceFormat } from '@tradebook/domain/einvoices/einvoice-formats';
import { checkSchema } from '../src/features/einvoices/engine/check-schema';
import { FORMAT_SPECS } from '../src/features/einvoices/engine/einvoice-formats';
import { extractPdfXml } from '../src/features/einvoices/engine/extract-pdf-xml';
import { checkBusinessRules } from '../src/features/einvoices/engine/rules-pool';

/** One owner downloads every format of several documents within a minute, more than the per-user export
 * limit (30 a minute, heavy-work-limits.test.ts) lets through on a fast machine. */
export const EINVOICE_TEST_ENV = { RATE_LIMIT_PER_USER: '1000' };

/** The XML of an answered file: the body, or for a PDF the XML embedded in it ('' when none is). */
export async function einvoiceXmlOf(format: EInvoiceFormat, answer: LightMyRequestResponse): Promise<string> {
  return FORMAT_SPECS[format].extension === 'pdf'
    ? ((await extractPdfXml(answer.rawPayload)) ?? '')
    : answer.rawPayload.toString('utf8');
}

/** The XML passes every schema and rule set of its format, for an invoice (380) or a credit note (381). */
export async function expectPassesFormat(format: EInvoiceFormat, xml: string, typeCode: '380' | '381') {
  const spec = FORMAT_SPECS[format];
  for (const set of spec.schemas(typeCode))
    expect([format, set, await checkSchema(set, xml)]).toEqual([format, set, []]);
  for (const set of spec.rules) {
    const failures = (await checkBusinessRules(set, xml)).map(
      (failure) => `${failure.id} ${failure.flag}: ${failure.text}`,
    );
    expect([format, set, failures]).toEqual([format, set, []]);
  }
}
