import { describe, expect, it } from 'vitest';
import type { InvoiceAnswer } from '../../../test/invoice-factories';
import { useConvertQuotation } from './convert-quotation.fixtures';

const { call, convert, approvedQuotation, readQuotation, readInvoice, download, storedFiles } =
  useConvertQuotation();

describe('quotation/convert_to_invoice', () => {
  it("makes a draft invoice with the quotation's client, items, discount, taxes, notes and attachments", async () => {
    const { auth, client, quotation, attachments } = await approvedQuotation();
    const res = await convert(auth, quotation.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 1, message: 'Save data Successful.' });
    const invoice = res.json().response as InvoiceAnswer;

    expect(invoice).toMatchObject({
      invoice_number: 'INV-000001',
      invoice_status: 'draft',
      invoice_type: 'draft',
      // Dated today with the invoice_days terms, not the quotation's date and validity.
      invoice_date: '2026-12-01',
      validity_term: 30,
      expiry_date: '2026-12-31',
      client_id: client.id,
      client: { client_id: client.id, business_name: 'Acme Holdings', name: 'Jordan Smith' },
      currency_id: 826,
      discount_type: 'percent',
      discount_value: 10,
      total_discount_amount: 7.2,
      vat_name: 'VAT',
      vat_percent: 20,
      vat_amount: 12.95,
      tax1_name: 'Levy',
      tax1_percent: 7.5,
      tax1_amount: 4.86,
      items_total: 71.97,
      sub_total: 64.77,
      total_amount_net: 64.77,
      total_amount_gross: 82.58,
      total_amount_paid: 0,
      remaining_due: 82.58,
      notes: 'Work starts within five days of approval.',
      is_image: 'Y',
      payments: [],
      quotation: { quotation_id: quotation.id, quotation_number: quotation.quotation_number },
    });
    const lineFields = ({
      name,
      description,
      quantity,
      unit_price,
      type,
      total,
    }: Record<string, unknown>) => ({
      name,
      description,
      quantity,
      unit_price,
      type,
      total,
    });
    expect(invoice.invoice_items.map(lineFields)).toEqual(quotation.quotation_items.map(lineFields));
    expect(invoice.invoice_items.map(lineFields)).toEqual([
      {
        name: 'Copper pipe',
        description: '15 mm, per metre',
        quantity: 3,
        unit_price: 19.99,
        type: 'parts',
        total: 59.97,
      },
      { name: 'Call-out', description: '', quantity: 1, unit_price: 12, type: 'service', total: 12 },
    ]);
    // The invoice's lines are its own rows, not the quotation's.
    const quotationLineIds = quotation.quotation_items.map((line) => line.item_id);
    for (const line of invoice.invoice_items) expect(quotationLineIds).not.toContain(line.item_id);

    // Each attachment is a copy of the file under a name of its own, with the same picture.
    expect(invoice.invoice_attachments).toHaveLength(2);
    const copies = invoice.invoice_attachments;
    for (const [index, original] of attachments.entries()) {
      const copy = copies[index]!;
      expect(copy.filename).not.toBe(original.filename);
      expect(await download(copy.url)).toEqual(await download(original.url));
    }
    expect(storedFiles(copies[0]!.url)).toHaveLength(4);

    // Linked both ways: the quotation names its invoice, in its answer and in its list row.
    const read = await readQuotation(auth, quotation.quotation_number);
    expect(read).toMatchObject({
      quotation_status: 'approved',
      invoice: { invoice_id: invoice.id, invoice_number: 'INV-000001' },
    });
    const quotations = await call(auth, 'get_quotation_list_by_user', {});
    expect(quotations.json().response[0]).toMatchObject({
      quotation_id: quotation.id,
      invoice: { invoice_id: invoice.id, invoice_number: 'INV-000001' },
    });
    const invoices = await call(auth, 'get_invoice_list_by_user', {});
    expect(invoices.json().response).toHaveLength(1);
    expect(invoices.json().response[0]).toMatchObject({
      invoice_id: invoice.id,
      attachment_count: 2,
      has_note: true,
      total_amount_gross: 82.58,
      quotation: { quotation_id: quotation.id, quotation_number: quotation.quotation_number },
    });
    expect(await readInvoice(auth, 'INV-000001')).toMatchObject({
      quotation: { quotation_id: quotation.id, quotation_number: quotation.quotation_number },
    });
  });

  it("gives each document its own files: deleting the invoice's copy keeps the quotation's", async () => {
    const { auth, quotation, attachments } = await approvedQuotation();
    const invoice = (await convert(auth, quotation.id)).json().response as InvoiceAnswer;
    const copy = invoice.invoice_attachments[0]!;
    const deleted = await call(auth, 'delete_invoice_attachment', {
      attachment_id: copy.id,
      filename: copy.filename,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(storedFiles(copy.url)).not.toContain(copy.filename);
    expect(storedFiles(copy.url)).toHaveLength(3);
    const read = await readQuotation(auth, quotation.quotation_number);
    expect(read.quotation_attachments.map(({ filename }) => filename)).toEqual(
      attachments.map(({ filename }) => filename),
    );
    for (const attachment of read.quotation_attachments) await download(attachment.url);
  });
});
