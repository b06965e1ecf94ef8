// What each downloadable format is made of: the @e-invoice-eu/core format that writes its XML, the XML
// schema and the business rules it must pass, and its file. The Peppol flavour is the library's UBL
// with Peppol BIS Billing 3.0's specification identifier (BT-24); Factur-X is the CII XML inside our own
// PDF (pdf/facturx.ts).
import type { EInvoiceFormat } from '@tradebook/domain/einvoices/einvoice-formats';
import type { RuleSet, SchemaSet } from './rule-sets';

export const PEPPOL_BIS_BILLING_3 =
  'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';

export interface FormatSpec {
  syntax: 'ubl' | 'cii';
  /** @e-invoice-eu/core's name of the XML format. */
  libraryFormat: 'UBL' | 'CII' | 'XRECHNUNG-UBL' | 'XRECHNUNG-CII';
  customizationId?: string;
  /** Schemas by document type code: a UBL credit note is another document than an invoice. */
  schemas: (typeCode: '380' | '381') => SchemaSet[];
  rules: RuleSet[];
  /** Needs a buyer reference (XRechnung BR-DE-15, Peppol R003), the seller's phone and e-mail (BR-DE-2). */
  strict: 'xrechnung' | 'peppol' | 'none';
  extension: 'xml' | 'pdf';
  suffix: string;
}

const ublSchemas = (typeCode: '380' | '381'): SchemaSet[] => [
  typeCode === '381' ? 'ubl-credit-note' : 'ubl-invoice',
];

export const FORMAT_SPECS: Record<EInvoiceFormat, FormatSpec> = {
  facturx: {
    syntax: 'cii',
    libraryFormat: 'CII',
    schemas: () => ['cii', 'facturx-en16931'],
    rules: ['en16931-cii'],
    strict: 'none',
    extension: 'pdf',
    suffix: 'facturx',
  },
  ubl: {
    syntax: 'ubl',
    libraryFormat: 'UBL',
    schemas: ublSchemas,
    rules: ['en16931-ubl'],
    strict: 'none',
    extension: 'xml',
    suffix: 'ubl',
  },
  cii: {
    syntax: 'cii',
    libraryFormat: 'CII',
    schemas: () => ['cii'],
    rules: ['en16931-cii'],
    strict: 'none',
    extension: 'xml',
    suffix: 'cii',
  },
  'xrechnung-ubl': {
    syntax: 'ubl',
    libraryFormat: 'XRECHNUNG-UBL',
    schemas: ublSchemas,
    rules: ['en16931-ubl', 'xrechnung-ubl'],
    strict: 'xrechnung',
    extension: 'xml',
    suffix: 'xrechnung-ubl',
  },
  'xrechnung-cii': {
    syntax: 'cii',
    libraryFormat: 'XRECHNUNG-CII',
    schemas: () => ['cii'],
    rules: ['en16931-cii', 'xrechnung-cii'],
    strict: 'xrechnung',
    extension: 'xml',
    suffix: 'xrechnung-cii',
  },
  peppol: {
    syntax: 'ubl',
    libraryFormat: 'UBL',
    customizationId: PEPPOL_BIS_BILLING_3,
    schemas: ublSchemas,
    rules: ['en16931-ubl'],
    strict: 'peppol',
    extension: 'xml',
    suffix: 'peppol',
  },
};

/** 'INV-000001-ubl.xml', 'INV-000001-facturx.pdf'. */
export function einvoiceFilename(number: string, format: EInvoiceFormat): string {
  const spec = FORMAT_SPECS[format];
  return `${number.replace(/[^A-Za-z0-9_-]/g, '_')}-${spec.suffix}.${spec.extension}`;
}
