// What keeps a document from being a valid e-invoice, found before any XML is written and said in the
// owner's words with the form and field where it is fixed (docs/decisions/0319). The business rules
// run afterwards too (validate-einvoice.ts); these checks cover what we know they would refuse, so the
// owner is told what to do rather than a rule number.
import type { EInvoiceFormat } from '@tradebook/domain/einvoices/einvoice-formats';
import { EINVOICE_MESSAGES, type EInvoiceProblem } from '@tradebook/domain/einvoices/einvoice.schemas';
import type { EInvoiceDocument } from './einvoice-document';
import { FORMAT_SPECS } from './einvoice-formats';

const VAT_ID = /^[A-Z]{2}[A-Za-z0-9+*. -]{2,}$/;

const problem = (
  place: EInvoiceProblem['place'],
  field: string,
  message: string,
  rule = '',
): EInvoiceProblem => ({ place, field, message, rule });

export function checkExpressible(doc: EInvoiceDocument, format: EInvoiceFormat): EInvoiceProblem[] {
  const strict = FORMAT_SPECS[format].strict;
  const xrechnung = strict === 'xrechnung';
  const problems: EInvoiceProblem[] = [];
  const { seller, buyer } = doc;

  if (doc.lines.length === 0)
    problems.push(problem('invoice', '', 'Add at least one item to the invoice.', 'BR-16'));
  // EN 16931 lets any document name a preceding invoice (BG-3); a credit note of ours always credits
  // one, and its receiver needs to know which (EU VAT directive art. 219), so 381 without it is refused.
  if (doc.typeCode === '381' && !doc.precedingInvoice?.number)
    problems.push(problem('invoice', '', EINVOICE_MESSAGES.noPrecedingInvoice));

  // The seller (Business Profile, Tax and Registration, E-invoices, Banking).
  if (!seller.address.countryCode)
    problems.push(problem('profile', 'country', 'Choose your country in Business Profile.', 'BR-09'));
  if (xrechnung && !seller.address.city)
    problems.push(problem('profile', 'city', 'Add your town or city in Business Profile.', 'BR-DE-3'));
  if (xrechnung && !seller.address.postCode)
    problems.push(problem('profile', 'zip', 'Add your zip or post code in Business Profile.', 'BR-DE-4'));
  if (xrechnung && !seller.contact.phone)
    problems.push(problem('profile', 'phone1', 'Add your phone number in Business Profile.', 'BR-DE-6'));
  if (seller.vatId && !VAT_ID.test(seller.vatId))
    problems.push(
      problem(
        'tax',
        'tax_number',
        'Your VAT number must start with its country code, for example DE123456789.',
        'BR-CO-9',
      ),
    );
  if (doc.taxes.length > 0 && !seller.vatId && !seller.taxRegistrationId)
    problems.push(
      problem('tax', 'tax_number', 'Add your VAT number in Settings, Tax and Registration.', 'BR-S-2'),
    );
  if (doc.taxes.length === 0) {
    if (!seller.vatExemptionReason)
      problems.push(
        problem(
          'einvoice',
          'vat_exemption_reason',
          'This invoice charges no tax: say why in Settings, E-invoices (for example "Small business, no VAT charged").',
          'BR-E-10',
        ),
      );
    if (!seller.vatId && !seller.taxRegistrationId)
      problems.push(
        problem(
          'einvoice',
          'tax_registration_id',
          'Add your tax number in Settings, E-invoices (or your VAT number in Tax and Registration).',
          'BR-E-2',
        ),
      );
  }
  if (xrechnung && !doc.payment.iban && !doc.payment.accountNumber)
    problems.push(
      problem(
        'bank',
        'iban_number',
        'Add your IBAN in Settings, Banking, IBAN and Payment Gateway.',
        'BR-DE-1',
      ),
    );

  // The client (Edit client).
  if (!buyer.address.countryCode)
    problems.push(problem('client', 'country', "Choose the client's country in Edit client.", 'BR-11'));
  if (xrechnung && !buyer.address.city)
    problems.push(problem('client', 'city', "Add the client's town or city in Edit client.", 'BR-DE-8'));
  if (xrechnung && !buyer.address.postCode)
    problems.push(problem('client', 'zip', "Add the client's zip or post code in Edit client.", 'BR-DE-9'));
  if (buyer.vatId && !VAT_ID.test(buyer.vatId))
    problems.push(
      problem(
        'client',
        'vat_number',
        "The client's VAT number must start with its country code, for example FR12345678901.",
        'BR-CO-9',
      ),
    );
  if (strict !== 'none' && !buyer.reference)
    problems.push(
      problem(
        'client',
        'buyer_reference',
        xrechnung
          ? "Add the client's buyer reference (the Leitweg-ID of a German public body) in Edit client."
          : "Add the client's buyer reference (their order or reference number) in Edit client.",
        xrechnung ? 'BR-DE-15' : 'PEPPOL-EN16931-R003',
      ),
    );
  return problems;
}
