// A failed business rule in the owner's words, with the form and field where it is fixed. Rules our own
// checks (check-expressible.ts) already cover are listed so that, should one still fail, the owner reads
// the same sentence; any other rule is shown with its official wording and number.
import type { EInvoiceProblem } from '@tradebook/domain/einvoices/einvoice.schemas';
import type { RuleFailure } from './rule-sets';

type Known = Omit<EInvoiceProblem, 'rule'>;

const KNOWN: Record<string, Known> = {
  'BR-CO-09': {
    place: 'tax',
    field: 'tax_number',
    message: 'Your VAT number must start with its country code, for example DE123456789.',
  },
  'BR-S-02': {
    place: 'tax',
    field: 'tax_number',
    message: 'Add your VAT number in Settings, Tax and Registration.',
  },
  'BR-E-02': {
    place: 'einvoice',
    field: 'tax_registration_id',
    message: 'Add your tax number in Settings, E-invoices (or your VAT number in Tax and Registration).',
  },
  'BR-E-10': {
    place: 'einvoice',
    field: 'vat_exemption_reason',
    message: 'This invoice charges no tax: say why in Settings, E-invoices.',
  },
  'BR-DE-1': {
    place: 'bank',
    field: 'iban_number',
    message: 'Add your IBAN in Settings, Banking, IBAN and Payment Gateway.',
  },
  'BR-DE-3': { place: 'profile', field: 'city', message: 'Add your town or city in Business Profile.' },
  'BR-DE-4': { place: 'profile', field: 'zip', message: 'Add your zip or post code in Business Profile.' },
  'BR-DE-6': { place: 'profile', field: 'phone1', message: 'Add your phone number in Business Profile.' },
  'BR-DE-8': { place: 'client', field: 'city', message: "Add the client's town or city in Edit client." },
  'BR-DE-9': { place: 'client', field: 'zip', message: "Add the client's zip or post code in Edit client." },
  'BR-DE-15': {
    place: 'client',
    field: 'buyer_reference',
    message: "Add the client's buyer reference (the Leitweg-ID of a German public body) in Edit client.",
  },
  'BR-DE-16': {
    place: 'tax',
    field: 'tax_number',
    message: 'Add your VAT number in Settings, Tax and Registration.',
  },
  'BR-DE-19': {
    place: 'bank',
    field: 'iban_number',
    message: 'Your IBAN is not valid: check it in Settings, Banking, IBAN and Payment Gateway.',
  },
  'BR-DE-23-a': {
    place: 'bank',
    field: 'iban_number',
    message: 'Add your IBAN in Settings, Banking, IBAN and Payment Gateway.',
  },
  'PEPPOL-EN16931-R003': {
    place: 'client',
    field: 'buyer_reference',
    message: "Add the client's buyer reference (their order or reference number) in Edit client.",
  },
  'PEPPOL-EN16931-R010': {
    place: 'client',
    field: 'einvoice_address',
    message: "Add the client's electronic address in Edit client.",
  },
  'PEPPOL-EN16931-R020': {
    place: 'einvoice',
    field: 'endpoint_id',
    message: 'Add your electronic address in Settings, E-invoices.',
  },
};

/** 'BR-CO-9' and 'BR-CO-09' are the same rule in different releases of the rules. */
const normalise = (id: string) => id.replace(/-(\d)(?!\d)/g, '-0$1');

export function problemOfRule(failure: RuleFailure): EInvoiceProblem {
  const known = KNOWN[normalise(failure.id)] ?? KNOWN[failure.id];
  if (known) return { ...known, rule: failure.id };
  return {
    place: 'invoice',
    field: '',
    message: `The e-invoice breaks rule ${failure.id}: ${failure.text}`,
    rule: failure.id,
  };
}
