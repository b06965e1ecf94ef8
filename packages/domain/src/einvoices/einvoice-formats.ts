// The e-invoice formats an invoice can be downloaded in (docs/decisions/0318). Factur-X is a PDF with
// the CII XML inside; the others are XML. XRechnung is Germany's flavour of EN 16931 (public buyers);
// Peppol BIS Billing 3.0 is the flavour of the Peppol network.
export const EINVOICE_FORMATS = [
  'facturx',
  'ubl',
  'cii',
  'xrechnung-ubl',
  'xrechnung-cii',
  'peppol',
] as const;
export type EInvoiceFormat = (typeof EINVOICE_FORMATS)[number];

export const EINVOICE_FORMAT_LABELS: Record<EInvoiceFormat, string> = {
  facturx: 'Factur-X / ZUGFeRD PDF',
  ubl: 'UBL 2.1 XML',
  cii: 'CII XML (UN/CEFACT)',
  'xrechnung-ubl': 'XRechnung 3.0 (UBL)',
  'xrechnung-cii': 'XRechnung 3.0 (CII)',
  peppol: 'Peppol BIS Billing 3.0 (UBL)',
};

/** Electronic address schemes (EAS code list) offered in the forms; the value is the code. */
export const EINVOICE_SCHEMES = [
  { code: 'EM', label: 'E-mail address' },
  { code: '0204', label: 'Leitweg-ID (German public sector)' },
  { code: '9930', label: 'German VAT number' },
  { code: '0088', label: 'GLN (Global Location Number)' },
  { code: '0208', label: 'Belgian company number' },
  { code: '9925', label: 'Belgian VAT number' },
  { code: '0009', label: 'French SIRET' },
  { code: '0002', label: 'French SIRENE' },
  { code: '9957', label: 'French VAT number' },
  { code: '0106', label: 'Dutch KvK number' },
  { code: '0190', label: 'Dutch OIN' },
  { code: '0007', label: 'Swedish organisation number' },
  { code: '0192', label: 'Norwegian organisation number' },
  { code: '0184', label: 'Danish CVR number' },
  { code: '0037', label: 'Finnish OVT code' },
  { code: '9915', label: 'Austrian VAT number' },
  { code: '0211', label: 'Italian VAT number' },
  { code: '9920', label: 'Spanish VAT number' },
  { code: '9932', label: 'UK VAT number' },
] as const;

export const EINVOICE_SCHEME_CODES = EINVOICE_SCHEMES.map((scheme) => scheme.code) as [string, ...string[]];
