import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@tradebook/domain/money/money';
import { pdfPages, pdfText } from '../../test/pdf-text';
import { renderDocumentPdf } from './render-document';
import { sampleDocument, sampleItems } from './sample-document';

const oneLine = (text: string) => text.replace(/\s+/g, ' ');

describe('renderDocumentPdf', () => {
  it('draws the title, number, dates, parties, every item, the totals, notes and payment sections', async () => {
    const model = sampleDocument(5);
    const pdf = await renderDocumentPdf(model);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = oneLine(await pdfText(pdf));
    for (const expected of [
      'QUOTATION',
      'QUO-000042',
      '21 Nov 2026',
      '19 Dec 2026',
      'Baker & Sons Plumbing Ltd',
      'VAT No.: GB123456789',
      'QUOTATION FOR',
      'Acme Holdings',
      'Total (GBP)',
      'Bank transfer',
      'GB33BUKB20201555555555',
      'paypal.me/bakerplumbing',
      model.notes,
      'Page 1 of 1',
    ]) {
      expect(text, expected).toContain(expected);
    }
    for (const item of model.items) expect(text).toContain(item.name);
    for (const line of model.totals) expect(text).toContain(formatMoney(line.amountMinor, '£'));
  });

  it('lays a stamped page out as an unstamped one: the stamp moves nothing', async () => {
    const plain = await pdfPages(await renderDocumentPdf(sampleDocument(5)));
    const stamped = await pdfPages(await renderDocumentPdf({ ...sampleDocument(5), stamp: 'PAID' }));
    expect(plain).toHaveLength(1);
    expect(stamped).toHaveLength(1);
    expect(oneLine(stamped[0] ?? '')).toContain('PAID');
  });

  it('prints amounts with the currency symbol, including ones Helvetica lacks', async () => {
    const pdf = await renderDocumentPdf(sampleDocument(1, { currency: { code: 'INR', symbol: '₹' } }));
    expect(await pdfText(pdf)).toContain('₹19.99');
  });

  it('repeats the header and the column headings on every page of a long table, with page numbers', async () => {
    const pdf = await renderDocumentPdf(sampleDocument(80));
    const pages = await pdfPages(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
      expect(page).toContain('QUOTATION');
      expect(page).toContain('QUO-000042');
    });
    for (const page of pages.slice(0, -1)) expect(page).toContain('Unit price');
    const all = pages.join('\n');
    for (const item of sampleItems(80)) expect(all).toContain(item.name);
  });

  it('flows long notes onto a further page without losing any of them', async () => {
    const notes = Array.from({ length: 120 }, (_, i) => `Condition ${i + 1} applies.`).join('\n');
    const pages = await pdfPages(await renderDocumentPdf(sampleDocument(20, { notes })));
    const all = pages.join('\n');
    expect(all).toContain('Condition 1 applies.');
    expect(all).toContain('Condition 120 applies.');
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
  });

  it('embeds the logo bytes it is given and leaves out payment sections that are off', async () => {
    const logo = await sharp({ create: { width: 200, height: 80, channels: 3, background: '#1f5f7a' } })
      .jpeg()
      .toBuffer();
    const pdf = await renderDocumentPdf(
      sampleDocument(2, { business: { name: 'Logo Ltd', lines: [], logo }, paymentSections: [] }),
    );
    expect(pdf.toString('latin1')).toContain('/Subtype /Image');
    const text = await pdfText(pdf);
    expect(text).toContain('Logo Ltd');
    expect(text).not.toContain('PAYMENT DETAILS');
  });

  it('renders a document without items or notes', async () => {
    const pdf = await renderDocumentPdf(
      sampleDocument(0, { notes: '', totals: [{ label: 'Total', amountMinor: 0, grand: true }] }),
    );
    const text = await pdfText(pdf);
    expect(text).toContain('No items.');
    expect(text).toContain('£0.00');
  });
});
