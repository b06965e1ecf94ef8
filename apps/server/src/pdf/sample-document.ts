// A realistic document for the renderer's tests and benchmark: a quotation of `itemCount` lines with a
// discount, two taxes, notes and all three payment sections.
import type { DocumentPdfModel, PdfItem } from './document-model';

const WORDS = [
  'labour',
  'copper',
  'fitting',
  'boiler',
  'service',
  'valve',
  'radiator',
  'flush',
  'pipe',
  'install',
];

export function sampleItems(count: number): PdfItem[] {
  return Array.from({ length: count }, (_unused, index) => {
    const word = (offset: number) => WORDS[(index + offset) % WORDS.length] ?? 'part';
    const quantityMilli = 1000 + (index % 4) * 500;
    const unitPriceMinor = 1999 + index * 137;
    return {
      name: `${word(0)} ${word(3)} ${index + 1}`,
      description:
        index % 3 === 0
          ? `Supply and fit ${word(1)} ${word(5)} to the ${word(7)}, including ${word(2)}.`
          : '',
      quantity: String(quantityMilli / 1000),
      unitPriceMinor,
      totalMinor: Math.round((quantityMilli * unitPriceMinor) / 1000),
    };
  });
}

export function sampleDocument(itemCount = 20, overrides: Partial<DocumentPdfModel> = {}): DocumentPdfModel {
  const items = sampleItems(itemCount);
  const itemsTotal = items.reduce((sum, item) => sum + item.totalMinor, 0);
  const discount = Math.round(itemsTotal / 10);
  const subtotal = itemsTotal - discount;
  const vat = Math.round(subtotal / 5);
  return {
    title: 'QUOTATION',
    number: { label: 'Quotation No.', value: 'QUO-000042' },
    facts: [
      { label: 'Date', value: '21 Nov 2026' },
      { label: 'Valid until', value: '19 Dec 2026' },
    ],
    business: {
      name: 'Baker & Sons Plumbing Ltd',
      lines: ['12 Mill Lane', 'Leeds, West Yorkshire LS1 4AB', 'alex@bakerplumbing.example', '0113 496 0000'],
    },
    businessIds: [
      { label: 'VAT No.', value: 'GB123456789' },
      { label: 'Company No.', value: '01234567' },
    ],
    recipient: {
      heading: 'Quotation for',
      name: 'Acme Holdings',
      lines: ['Jordan Smith', 'jordan@acme.example', '1 High Street, York YO1 7HH'],
    },
    currency: { code: 'GBP', symbol: '£' },
    items,
    totals: [
      { label: 'Items total', amountMinor: itemsTotal },
      { label: 'Discount (10%)', amountMinor: discount, negative: true },
      { label: 'Subtotal', amountMinor: subtotal },
      { label: 'VAT (20%)', amountMinor: vat },
      { label: 'Total', amountMinor: subtotal + vat, grand: true },
    ],
    paymentSections: [
      {
        heading: 'Bank transfer',
        rows: [
          { label: 'Account name', value: 'Baker & Sons Plumbing Ltd' },
          { label: 'Sort code', value: '12-34-56' },
          { label: 'Account no.', value: '12345678' },
        ],
      },
      {
        heading: 'International',
        rows: [
          { label: 'SWIFT/BIC', value: 'ABCDGB2L' },
          { label: 'IBAN', value: 'GB33BUKB20201555555555' },
        ],
      },
      { heading: 'PayPal', rows: [{ label: 'PayPal', value: 'paypal.me/bakerplumbing' }] },
    ],
    notes: 'Prices include parts and labour. Work can start within five working days of approval.',
    meta: { title: 'Quotation QUO-000042', author: 'Baker & Sons Plumbing Ltd' },
    ...overrides,
  };
}
