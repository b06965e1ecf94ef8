import { describe, expect, it } from 'vitest';
import { sampleEInvoice } from '../../../../test/einvoice-documents';
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

describe('writeEInvoiceXml of a credit note', () => {
  it('names the invoice it credits in CII too (the library writes BG-3 into UBL only), and passes', async () => {
    const doc = {
      ...sampleEInvoice(),
      typeCode: '381' as const,
      number: 'CN-000001',
      precedingInvoice: { number: 'INV-000007 & 8', issueDate: '2026-11-02' },
    };
    const xml = await writeEInvoiceXml(doc, 'cii');
    expect(xml).toContain(
      '<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>INV-000007 &amp; 8</ram:IssuerAssignedID>' +
        '<ram:FormattedIssueDateTime><qdt:DateTimeString format="102">20261102</qdt:DateTimeString>',
    );
    expect(await checkSchema('cii', xml)).toEqual([]);
    expect(runBusinessRules('en16931-cii', xml).filter(isFatal)).toEqual([]);
  });
});
