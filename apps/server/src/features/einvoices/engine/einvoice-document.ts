// What an e-invoice says, in our own terms: a document of ours joined with the business's profile and
// settings and the client. The invoices feature builds it from its rows (features/einvoices); this folder
// turns it into UBL, CII, XRechnung, Peppol BIS and Factur-X and checks the result. The credit notes
// kind fills the same shape with typeCode '381' and the invoice it corrects (docs/decisions/0318).
// Money is integer cents, quantities thousandths, percentages thousandths of a percent.

export interface EInvoiceAddress {
  line1: string;
  line2: string;
  city: string;
  postCode: string;
  /** State, county or region, as a name. */
  subdivision: string;
  /** ISO 3166-1 alpha-2, '' when unknown. */
  countryCode: string;
}

/** An electronic address (BT-34 / BT-49): an EAS scheme code and the address in that scheme. */
export interface EInvoiceEndpoint {
  scheme: string;
  id: string;
}

export interface EInvoiceParty {
  name: string;
  address: EInvoiceAddress;
  /** VAT identifier with its country prefix (BT-31 / BT-48), '' when none. */
  vatId: string;
  endpoint: EInvoiceEndpoint;
  contact: { name: string; email: string; phone: string };
}

export interface EInvoiceSeller extends EInvoiceParty {
  /** Tax registration identifier, e.g. a German Steuernummer (BT-32), '' when none. */
  taxRegistrationId: string;
  /** Company registration number (BT-30), '' when none. */
  legalRegistrationId: string;
  /** Why no VAT is charged when a document has no tax (BT-120), '' when not given. */
  vatExemptionReason: string;
}

export interface EInvoiceBuyer extends EInvoiceParty {
  /** Buyer reference (BT-10): the German Leitweg-ID for public buyers, '' when none. */
  reference: string;
}

export interface EInvoiceLine {
  /** Our line id, printed as the line's identifier (BT-126) by position. */
  name: string;
  description: string;
  quantityMilli: number;
  unitPriceMinor: number;
  lineTotalMinor: number;
}

export interface EInvoiceTax {
  name: string;
  percentMilli: number;
  amountMinor: number;
}

export interface EInvoicePayment {
  accountName: string;
  iban: string;
  bic: string;
  /** A domestic account number and sort/branch code, when there is no IBAN. */
  accountNumber: string;
  branchCode: string;
}

export interface EInvoiceDocument {
  /** UNTDID 1001: 380 commercial invoice, 381 credit note. */
  typeCode: '380' | '381';
  number: string;
  issueDate: string;
  dueDate: string;
  /** The invoice a credit note corrects (BG-3); required with 381. */
  precedingInvoice?: { number: string; issueDate: string } | undefined;
  /** ISO 4217. */
  currency: string;
  /** For a document in another currency than the seller's: the seller's currency (BT-6) and the total VAT
   * in it at the document's exchange rate (BT-111); docs/decisions/0392. */
  vatAccounting?: { currency: string; vatMinor: number } | undefined;
  notes: string;
  seller: EInvoiceSeller;
  buyer: EInvoiceBuyer;
  lines: EInvoiceLine[];
  itemsTotalMinor: number;
  discount: { amountMinor: number; label: string };
  subtotalMinor: number;
  /** The document's taxes with a rate above 0, in order (tax 1, tax 2). */
  taxes: EInvoiceTax[];
  totalMinor: number;
  paidMinor: number;
  payment: EInvoicePayment;
}
