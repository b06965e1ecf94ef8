// E-invoice documents for tests of src/features/einvoices/engine: a German seller and buyer with every field filled,
// and the invoice variants the issue asks for (one tax, two taxes, a discount, paid, part-paid, another
// currency), their totals computed by the domain's one totals function.
import { calculateTotals } from '@tradebook/domain/documents/totals';
import type { EInvoiceDocument } from '../src/features/einvoices/engine/einvoice-document';

const lines = [
  { name: 'Garden design', description: 'Plan and planting list', quantityMilli: 1500, unitPriceMinor: 8000 },
  { name: 'Hedge trimming', description: '', quantityMilli: 3000, unitPriceMinor: 2333 },
];

export interface Variant {
  taxRates?: [number, number];
  discount?: { type: 'percent' | 'amount'; value: number };
  paidMinor?: number | 'all';
  currency?: string;
}

export function sampleEInvoice(variant: Variant = {}): EInvoiceDocument {
  const taxRates = variant.taxRates ?? [19_000, 0];
  const discount = variant.discount ?? { type: 'percent' as const, value: 0 };
  const totals = calculateTotals({ lines, discount, taxRates });
  const taxes = [
    { name: 'VAT', percentMilli: taxRates[0], amountMinor: totals.tax1Minor },
    { name: 'Tax-2', percentMilli: taxRates[1], amountMinor: totals.tax2Minor },
  ].filter((tax) => tax.percentMilli > 0);
  const paidMinor = variant.paidMinor === 'all' ? totals.grandTotalMinor : (variant.paidMinor ?? 0);
  return {
    typeCode: '380',
    number: 'INV-000007',
    issueDate: '2026-12-01',
    dueDate: '2026-12-29',
    currency: variant.currency ?? 'EUR',
    notes: 'Thank you for your business.',
    seller: {
      name: 'Gärtnerei Müller & Söhne',
      address: {
        line1: 'Hauptstraße 5',
        line2: '',
        city: 'Berlin',
        postCode: '10115',
        subdivision: 'Berlin',
        countryCode: 'DE',
      },
      vatId: 'DE123456789',
      taxRegistrationId: '',
      legalRegistrationId: 'HRB 12345',
      vatExemptionReason: '',
      endpoint: { scheme: 'EM', id: 'owner@example.com' },
      contact: { name: 'Anna Müller', email: 'owner@example.com', phone: '+49 30 1234567' },
    },
    buyer: {
      name: 'Stadtverwaltung Musterstadt',
      address: {
        line1: 'Rathausplatz 1',
        line2: 'Zimmer 3',
        city: 'Musterstadt',
        postCode: '12345',
        subdivision: '',
        countryCode: 'DE',
      },
      vatId: 'DE987654321',
      reference: '04011000-12345-34',
      endpoint: { scheme: '0204', id: '04011000-12345-34' },
      contact: { name: 'Max Mustermann', email: 'buyer@example.com', phone: '' },
    },
    lines: lines.map((line, index) => ({ ...line, lineTotalMinor: totals.lineTotalsMinor[index] ?? 0 })),
    itemsTotalMinor: totals.itemsTotalMinor,
    discount: { amountMinor: totals.discountMinor, label: 'Discount' },
    subtotalMinor: totals.subtotalMinor,
    taxes,
    totalMinor: totals.grandTotalMinor,
    paidMinor,
    payment: {
      accountName: 'Anna Müller',
      iban: 'DE02120300000000202051',
      bic: 'BYLADEM1001',
      accountNumber: '',
      branchCode: '',
    },
  };
}
