import { describe, expect, it } from 'vitest';
import { sampleEInvoice } from '../../test/einvoice-documents';
import { checkSchema } from './check-schema';
import { FORMAT_SPECS } from './einvoice-formats';
import { runBusinessRules } from './run-business-rules';
import { writeEInvoiceXml } from './write-einvoice-xml';
import { isFatal } from './rule-sets';

describe('writeEInvoiceXml', () => {
  it('writes each XML format of a one-tax invoice that passes its schema and rules', async () => {
    const doc = sampleEInvoice();
    for (const format of ['ubl', 'cii', 'xrechnung-ubl', 'xrechnung-cii', 'peppol'] as const) {
      const xml = await writeEInvoiceXml(doc, format);
      const spec = FORMAT_SPECS[format];
      for (const set of spec.schemas('380'))
        expect([format, set, await checkSchema(set, xml)]).toEqual([format, set, []]);
      for (const set of spec.rules) {
        const failures = runBusinessRules(set, xml).filter(isFatal);
        expect([format, set, failures]).toEqual([format, set, []]);
      }
    }
  });
});
