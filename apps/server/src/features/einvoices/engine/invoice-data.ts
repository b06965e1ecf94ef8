// Our document in @e-invoice-eu/core's input form (its "internal format": UBL's element names as JSON
// keys, every value text), from which the library writes UBL, CII and their XRechnung flavours. How our
// two taxes and the discount become EN 16931's VAT breakdown (BG-23) and a document-level allowance
// (BG-20) is docs/decisions/0319; check-expressible.ts has refused what cannot be said before this runs.
import type { Invoice } from '@e-invoice-eu/core';
import { minorToText } from '@tradebook/domain/money/money';
import { scaledToText } from '@tradebook/domain/money/money';
import { PERCENT_DECIMALS } from '@tradebook/domain/money/percent';
import { quantityToText } from '@tradebook/domain/documents/quantity';
import type { EInvoiceDocument, EInvoiceParty } from './einvoice-document';

type UblInvoice = Invoice['ubl:Invoice'];
type Currency = NonNullable<UblInvoice['cbc:DocumentCurrencyCode']>;

/** The one VAT category every line of a document falls in (EN 16931 allows one per line; our taxes are
 * levied on the whole subtotal, so every line has the same one). */
export interface VatCategory {
  /** UNCL 5305: S standard rate, E exempt. */
  code: 'S' | 'E';
  percentMilli: number;
  amountMinor: number;
  exemptionReason: string;
}

export function vatCategoryOf(doc: EInvoiceDocument): VatCategory {
  if (doc.taxes.length === 0) {
    return { code: 'E', percentMilli: 0, amountMinor: 0, exemptionReason: doc.seller.vatExemptionReason };
  }
  // Two taxes on the same subtotal are one rate, their sum, for EN 16931; the note names each (0319).
  return {
    code: 'S',
    percentMilli: doc.taxes.reduce((sum, tax) => sum + tax.percentMilli, 0),
    amountMinor: doc.taxes.reduce((sum, tax) => sum + tax.amountMinor, 0),
    exemptionReason: '',
  };
}

const percent = (milli: number) => scaledToText(milli, PERCENT_DECIMALS);

/** The note (BT-22) that names our taxes when EN 16931 shows them as one rate. */
export function taxesNote(doc: EInvoiceDocument): string {
  if (doc.taxes.length < 2) return '';
  const parts = doc.taxes.map(
    (tax) => `${tax.name} ${percent(tax.percentMilli)}% = ${minorToText(tax.amountMinor)} ${doc.currency}`,
  );
  const total = vatCategoryOf(doc);
  return `VAT ${percent(total.percentMilli)}% is the sum of: ${parts.join('; ')}.`;
}

function party(p: EInvoiceParty) {
  const address = {
    ...(p.address.line1 ? { 'cbc:StreetName': p.address.line1 } : {}),
    ...(p.address.line2 ? { 'cbc:AdditionalStreetName': p.address.line2 } : {}),
    ...(p.address.city ? { 'cbc:CityName': p.address.city } : {}),
    ...(p.address.postCode ? { 'cbc:PostalZone': p.address.postCode } : {}),
    ...(p.address.subdivision ? { 'cbc:CountrySubentity': p.address.subdivision } : {}),
    'cac:Country': { 'cbc:IdentificationCode': p.address.countryCode },
  };
  const contact = {
    ...(p.contact.name ? { 'cbc:Name': p.contact.name } : {}),
    ...(p.contact.phone ? { 'cbc:Telephone': p.contact.phone } : {}),
    ...(p.contact.email ? { 'cbc:ElectronicMail': p.contact.email } : {}),
  };
  return {
    base: {
      ...(p.endpoint.id
        ? { 'cbc:EndpointID': p.endpoint.id, 'cbc:EndpointID@schemeID': p.endpoint.scheme }
        : {}),
      'cac:PartyName': { 'cbc:Name': p.name },
      'cac:PostalAddress': address,
    },
    contact: Object.keys(contact).length > 0 ? { 'cac:Contact': contact } : {},
  };
}

export interface InvoiceDataOptions {
  /** BT-24, when the format does not set its own (Peppol BIS). */
  customizationId?: string;
}

export function toInvoiceData(doc: EInvoiceDocument, options: InvoiceDataOptions = {}): Invoice {
  const currency = doc.currency as Currency;
  const money = (minor: number) => minorToText(minor);
  const vat = vatCategoryOf(doc);
  const category = {
    'cbc:ID': vat.code,
    'cbc:Percent': percent(vat.percentMilli),
    'cac:TaxScheme': { 'cbc:ID': 'VAT' },
  } as const;
  const prepaid = Math.min(Math.max(doc.paidMinor, 0), doc.totalMinor);
  const seller = party(doc.seller);
  const buyer = party(doc.buyer);
  const notes = [doc.notes.trim(), taxesNote(doc)].filter(Boolean).join('\n\n');
  const sellerTaxSchemes = [
    ...(doc.seller.vatId
      ? [{ 'cbc:CompanyID': doc.seller.vatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }]
      : []),
    ...(doc.seller.taxRegistrationId
      ? [{ 'cbc:CompanyID': doc.seller.taxRegistrationId, 'cac:TaxScheme': { 'cbc:ID': 'FC' } }]
      : []),
  ];
  const iban = doc.payment.iban.replace(/\s+/g, '').toUpperCase();
  const account = iban || doc.payment.accountNumber.replace(/\s+/g, '');

  const invoice: UblInvoice = {
    ...(options.customizationId ? { 'cbc:CustomizationID': options.customizationId } : {}),
    'cbc:ID': doc.number,
    'cbc:IssueDate': doc.issueDate,
    'cbc:DueDate': doc.dueDate,
    'cbc:InvoiceTypeCode': doc.typeCode,
    ...(notes ? { 'cbc:Note': [notes] } : {}),
    'cbc:DocumentCurrencyCode': currency,
    // BT-6: the VAT accounting currency, for a document in another currency than the seller's (0392).
    ...(doc.vatAccounting ? { 'cbc:TaxCurrencyCode': doc.vatAccounting.currency as Currency } : {}),
    ...(doc.buyer.reference ? { 'cbc:BuyerReference': doc.buyer.reference } : {}),
    ...(doc.precedingInvoice
      ? {
          'cac:BillingReference': [
            {
              'cac:InvoiceDocumentReference': {
                'cbc:ID': doc.precedingInvoice.number,
                'cbc:IssueDate': doc.precedingInvoice.issueDate,
              },
            },
          ],
        }
      : {}),
    'cac:AccountingSupplierParty': {
      'cac:Party': {
        ...seller.base,
        ...(sellerTaxSchemes.length > 0 ? { 'cac:PartyTaxScheme': sellerTaxSchemes } : {}),
        'cac:PartyLegalEntity': {
          'cbc:RegistrationName': doc.seller.name,
          ...(doc.seller.legalRegistrationId ? { 'cbc:CompanyID': doc.seller.legalRegistrationId } : {}),
        },
        ...seller.contact,
      },
    },
    'cac:AccountingCustomerParty': {
      'cac:Party': {
        ...buyer.base,
        ...(doc.buyer.vatId
          ? {
              'cac:PartyTaxScheme': {
                'cbc:CompanyID': doc.buyer.vatId,
                'cac:TaxScheme': { 'cbc:ID': 'VAT' },
              },
            }
          : {}),
        'cac:PartyLegalEntity': { 'cbc:RegistrationName': doc.buyer.name },
        ...buyer.contact,
      },
    },
    // Our invoices carry no date of supply: the invoice date stands for it (BT-72), as on a German
    // invoice that says "Leistungsdatum = Rechnungsdatum" (docs/decisions/0319). It also gives CII the
    // delivery block its schema requires.
    'cac:Delivery': { 'cbc:ActualDeliveryDate': doc.issueDate },
    ...(account
      ? {
          'cac:PaymentMeans': [
            {
              // 58: SEPA credit transfer (an IBAN); 30: credit transfer to a domestic account.
              'cbc:PaymentMeansCode': iban ? '58' : '30',
              'cbc:PaymentID': doc.number,
              'cac:PayeeFinancialAccount': {
                'cbc:ID': account,
                ...(doc.payment.accountName ? { 'cbc:Name': doc.payment.accountName } : {}),
                ...(iban && doc.payment.bic
                  ? { 'cac:FinancialInstitutionBranch': { 'cbc:ID': doc.payment.bic.replace(/\s+/g, '') } }
                  : {}),
              },
            },
          ],
        }
      : {}),
    'cac:PaymentTerms': {
      'cbc:Note':
        doc.typeCode === '381'
          ? `Credit note for invoice ${doc.precedingInvoice?.number ?? ''}.`.replace(' .', '.')
          : `Payable by ${doc.dueDate}.`,
    },
    ...(doc.discount.amountMinor > 0
      ? {
          'cac:AllowanceCharge': [
            {
              'cbc:ChargeIndicator': 'false',
              'cbc:AllowanceChargeReasonCode': '95',
              'cbc:AllowanceChargeReason': doc.discount.label,
              'cbc:Amount': money(doc.discount.amountMinor),
              'cbc:Amount@currencyID': currency,
              'cac:TaxCategory': category,
            },
          ],
        }
      : {}),
    'cac:TaxTotal': [
      {
        'cbc:TaxAmount': money(vat.amountMinor),
        'cbc:TaxAmount@currencyID': currency,
        'cac:TaxSubtotal': [
          {
            'cbc:TaxableAmount': money(doc.subtotalMinor),
            'cbc:TaxableAmount@currencyID': currency,
            'cbc:TaxAmount': money(vat.amountMinor),
            'cbc:TaxAmount@currencyID': currency,
            'cac:TaxCategory': {
              ...category,
              ...(vat.code === 'E' ? { 'cbc:TaxExemptionReason': vat.exemptionReason } : {}),
            },
          },
        ],
      },
      // BT-111: the same VAT in the accounting currency, a tax total without a breakdown (0392).
      ...(doc.vatAccounting
        ? [
            {
              'cbc:TaxAmount': money(doc.vatAccounting.vatMinor),
              'cbc:TaxAmount@currencyID': doc.vatAccounting.currency as Currency,
            },
          ]
        : []),
    ],
    'cac:LegalMonetaryTotal': {
      'cbc:LineExtensionAmount': money(doc.itemsTotalMinor),
      'cbc:LineExtensionAmount@currencyID': currency,
      'cbc:TaxExclusiveAmount': money(doc.subtotalMinor),
      'cbc:TaxExclusiveAmount@currencyID': currency,
      'cbc:TaxInclusiveAmount': money(doc.totalMinor),
      'cbc:TaxInclusiveAmount@currencyID': currency,
      ...(doc.discount.amountMinor > 0
        ? {
            'cbc:AllowanceTotalAmount': money(doc.discount.amountMinor),
            'cbc:AllowanceTotalAmount@currencyID': currency,
          }
        : {}),
      ...(prepaid > 0
        ? { 'cbc:PrepaidAmount': money(prepaid), 'cbc:PrepaidAmount@currencyID': currency }
        : {}),
      'cbc:PayableAmount': money(doc.totalMinor - prepaid),
      'cbc:PayableAmount@currencyID': currency,
    },
    'cac:InvoiceLine': doc.lines.map((line, index) => ({
      'cbc:ID': String(index + 1),
      'cbc:InvoicedQuantity': quantityToText(line.quantityMilli),
      // C62: 'one', a unit; our lines have no unit of measure.
      'cbc:InvoicedQuantity@unitCode': 'C62',
      'cbc:LineExtensionAmount': money(line.lineTotalMinor),
      'cbc:LineExtensionAmount@currencyID': currency,
      'cac:Item': {
        ...(line.description ? { 'cbc:Description': line.description } : {}),
        'cbc:Name': line.name,
        'cac:ClassifiedTaxCategory': category,
      },
      'cac:Price': {
        'cbc:PriceAmount': money(line.unitPriceMinor),
        'cbc:PriceAmount@currencyID': currency,
      },
    })),
  } as UblInvoice;
  return { 'ubl:Invoice': invoice };
}
