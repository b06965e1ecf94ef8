// credit_note/create_from_invoice (issue 17; docs/decisions/0315, 0316): a credit note of a whole invoice
// or of chosen lines and amounts, numbered CN-000001 on, linked both ways, never more than is left of a
// line or of the invoice; the invoice's remaining due and status follow (credited in full: never unpaid
// or overdue); a refused credit note changes nothing and uses no number. Credit notes of paid invoices
// (refunded or kept as credit) are credit-notes-of-paid-invoices.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCall, postCall, type Auth } from '../../../test/api-calls';
import {
  issueCreditNote,
  ownerWithSentInvoice as ownerWithSentInvoiceIn,
  postCreditNote,
  readCreditNote,
  sentInvoice,
} from '../../../test/credit-note-factories';
import { createInvoice, invoiceExample } from '../../../test/invoice-factories';
import { readInvoice as readInvoiceAs } from '../../../test/invoice-reads';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const call = (auth: Auth, path: string, payload: object = {}) => postCall(t.app, auth, path, payload);
const readInvoice = (auth: Auth, number: string) => readInvoiceAs(t.app, auth, number);

const ownerWithSentInvoice = (overrides: Record<string, unknown> = {}) =>
  ownerWithSentInvoiceIn(t.app, overrides);

async function nextNumber(auth: Auth): Promise<string> {
  const res = await getCall(t.app, auth, 'get_credit_note_number');
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json().response;
  expect(answer.credit_note_number).toBe(answer.response.response);
  return answer.credit_note_number as string;
}

describe('credit_note/create_from_invoice', () => {
  it('credits one line: the invoice discount and taxes apply to it, and the invoice owes that much less', async () => {
    const { auth, client, invoice, callOut } = await ownerWithSentInvoice();
    expect(await nextNumber(auth)).toBe('CN-000001');
    const res = await postCreditNote(t.app, auth, {
      invoice_id: invoice.id,
      credit_note_date: '2026-11-25',
      credit_note_items: [{ item_id: callOut.item_id }],
      notes: 'Call-out charged twice.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 1, message: 'Save data Successful.' });
    const note = res.json().response;
    expect(note).toMatchObject({
      credit_note_number: 'CN-000001',
      credit_note_date: '2026-11-25',
      credit_note_status: 'issued',
      status: 'issued',
      invoice_id: invoice.id,
      invoice_number: invoice.invoice_number,
      client_id: client.id,
      currency_id: invoice.currency_id,
      notes: 'Call-out charged twice.',
      items_total: 12,
      discount_type: 'percent',
      discount_value: 10,
      total_discount_amount: 1.2,
      sub_total: 10.8,
      vat_name: 'VAT',
      vat_percent: 20,
      vat_amount: 2.16,
      tax1_name: 'Levy',
      tax1_percent: 7.5,
      tax1_amount: 0.81,
      total_amount_gross: 13.77,
      settlement: 'none',
      applied_amount: 13.77,
      refunded_amount: 0,
      kept_credit_amount: 0,
    });
    expect(note.credit_note_items).toMatchObject([
      {
        name: 'Call-out',
        quantity: 1,
        unit_price: 12,
        total: 12,
        type: 'service',
        invoice_item_id: callOut.item_id,
      },
    ]);
    expect(note.pdfLink).toMatch(/^http:\/\/tradebook\.test\/api\/v3\/download\/credit_note\//);

    const after = await readInvoice(auth, invoice.invoice_number);
    expect(after).toMatchObject({
      invoice_status: 'sent',
      total_amount_gross: 82.58,
      total_amount_paid: 0,
      total_amount_credited: 13.77,
      remaining_due: 68.81,
      credit: 0,
    });
    expect(after.badges).toContain('P/Credited');
    expect(after.credit_notes).toEqual([
      {
        credit_note_id: note.id,
        credit_note_number: 'CN-000001',
        credit_note_date: '2026-11-25',
        total_amount_gross: 13.77,
        settlement: 'none',
      },
    ]);
    expect(after.invoice_items.map((line) => line.credited_amount)).toEqual([0, 12]);
    expect(after.credited_totals).toEqual({
      items_total: 12,
      total_discount_amount: 1.2,
      sub_total: 10.8,
      vat_amount: 2.16,
      tax1_amount: 0.81,
      total_amount_gross: 13.77,
    });
    expect(await nextNumber(auth)).toBe('CN-000002');
    expect(await readCreditNote(t.app, auth, 'CN-000001')).toMatchObject({
      id: note.id,
      total_amount_gross: 13.77,
    });
  });

  it('credits what is left, then the invoice is credited: nothing due, never unpaid or overdue, no payments', async () => {
    const { auth, invoice, callOut } = await ownerWithSentInvoice({ invoice_date: '2026-01-05' });
    await issueCreditNote(t.app, auth, {
      invoice_id: invoice.id,
      credit_note_items: [{ item_id: callOut.item_id }],
    });
    const rest = await issueCreditNote(t.app, auth, { invoice_id: invoice.id });
    // The rest of the invoice, to the cent: 82.58 - 13.77.
    expect(rest).toMatchObject({
      credit_note_number: 'CN-000002',
      items_total: 59.97,
      total_discount_amount: 6,
      sub_total: 53.97,
      vat_amount: 10.79,
      tax1_amount: 4.05,
      total_amount_gross: 68.81,
    });
    expect(rest.credit_note_items).toMatchObject([
      { name: 'Copper pipe', quantity: 3, unit_price: 19.99, total: 59.97 },
    ]);
    const credited = await readInvoice(auth, invoice.invoice_number);
    expect(credited).toMatchObject({
      invoice_status: 'credited',
      invoice_type: 'credited',
      total_amount_credited: 82.58,
      remaining_due: 0,
      is_overdue: false,
    });
    expect(credited.badges).toEqual(['Credited', 'Discount']);
    for (const category of ['unpaid', 'unpaiddue', 'overdue', 'sent']) {
      const list = await call(auth, 'get_invoice_list_by_user', { category });
      expect(
        list.json().response.map((row: { id: number }) => row.id),
        category,
      ).not.toContain(invoice.id);
    }
    const listed = await call(auth, 'get_invoice_list_by_user', { category: 'credited' });
    expect(listed.json().response).toMatchObject([
      { id: invoice.id, invoice_status: 'credited', remaining_due: 0, total_amount_credited: 82.58 },
    ]);
    // Nothing is left to credit, and a fully credited invoice takes no payments.
    const more = await postCreditNote(t.app, auth, { invoice_id: invoice.id });
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({ status: 0, message: 'Nothing is left to credit on this invoice.' });
    const paid = await call(auth, 'invoice/add_payment', {
      invoice_id: invoice.id,
      submitted_amount: 1,
      submission_date: '2026-11-22',
      method: 'Cash',
    });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe('This invoice is credited in full; it takes no payments.');
  });

  it('credits part of a line by quantity or by price, never beyond what is left of it', async () => {
    const { auth, invoice, pipe } = await ownerWithSentInvoice();
    const one = await issueCreditNote(t.app, auth, {
      invoice_id: invoice.id,
      credit_note_items: [{ item_id: pipe.item_id, quantity: 1 }],
    });
    expect(one.credit_note_items).toMatchObject([{ quantity: 1, unit_price: 19.99, total: 19.99 }]);
    const price = await issueCreditNote(t.app, auth, {
      invoice_id: invoice.id,
      credit_note_items: JSON.stringify([{ item_id: pipe.item_id, quantity: 2, unit_price: '5.00' }]),
    });
    expect(price.credit_note_items).toMatchObject([{ quantity: 2, unit_price: 5, total: 10 }]);
    // 59.97 - 19.99 - 10.00 = 29.98 left of the line.
    const over = await postCreditNote(t.app, auth, {
      invoice_id: invoice.id,
      credit_note_items: [{ item_id: pipe.item_id, quantity: 2, unit_price: 15 }],
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      status: 0,
      message: 'Only 29.98 is left to credit on "Copper pipe".',
    });
    // Left out, the rest of a line part credited is one unit of what is left.
    const rest = await issueCreditNote(t.app, auth, {
      invoice_id: invoice.id,
      credit_note_items: [{ item_id: pipe.item_id }],
    });
    expect(rest.credit_note_items).toMatchObject([{ quantity: 1, unit_price: 29.98, total: 29.98 }]);
    expect((await readInvoice(auth, invoice.invoice_number)).invoice_items[0]?.credited_amount).toBe(59.97);
  });

  it("refuses a draft, a void invoice, another user's, bad lines and an early date, changing nothing and using no number", async () => {
    const { auth, client, invoice, pipe } = await ownerWithSentInvoice({ invoice_date: '2026-11-21' });
    const draft = await createInvoice(t.app, auth, invoiceExample(client.id));
    const voided = await sentInvoice(t.app, auth, client.id);
    expect((await call(auth, 'invoice/change_to_void', { invoice_id: voided.id })).statusCode).toBe(200);
    const stranger = await ownerWithSentInvoice();
    const before = await readInvoice(auth, invoice.invoice_number);

    const cases: Array<[Record<string, unknown>, number, string | string[]]> = [
      [
        { invoice_id: draft.id },
        409,
        'This invoice is still a draft: change it instead. A credit note corrects an invoice that was sent or paid.',
      ],
      [{ invoice_id: voided.id }, 409, 'This invoice is void; it cannot be credited.'],
      [{ invoice_id: stranger.invoice.id }, 404, 'Resource not found'],
      [{ invoice_id: 999_999_999 }, 404, 'Resource not found'],
      [{}, 422, ['Invoice ID is required.']],
      [
        { invoice_id: invoice.id, credit_note_date: '2026-11-20' },
        422,
        ['A credit note cannot be dated before its invoice.'],
      ],
      [{ invoice_id: invoice.id, credit_note_items: [] }, 422, ['Choose at least one line to credit.']],
      [
        { invoice_id: invoice.id, credit_note_items: [{ item_id: stranger.pipe.item_id }] },
        422,
        ["Each credited line must be one of the invoice's lines."],
      ],
      [
        { invoice_id: invoice.id, credit_note_items: [{ item_id: pipe.item_id }, { item_id: pipe.item_id }] },
        422,
        ['A line can be credited only once in a credit note.'],
      ],
      [
        { invoice_id: invoice.id, credit_note_items: [{ item_id: pipe.item_id, unit_price: 0 }] },
        422,
        ['The amount credited on a line must be greater than 0.'],
      ],
      [
        { invoice_id: invoice.id, credit_note_items: [{ item_id: pipe.item_id, quantity: 4 }] },
        409,
        'Only 59.97 is left to credit on "Copper pipe".',
      ],
      [
        { invoice_id: invoice.id, settlement: 'cash' },
        422,
        ['Settlement must be refunded or kept_as_credit.'],
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await postCreditNote(t.app, auth, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json(), JSON.stringify(body)).toMatchObject({ status: 0, message });
    }
    expect(await readInvoice(auth, invoice.invoice_number)).toEqual(before);
    expect(await nextNumber(auth)).toBe('CN-000001');
    const list = await call(auth, 'get_credit_note_list_by_user', {});
    expect(list.json().pagination.total).toBe(0);
  });

  it('fixes an invoice once credited: it is not voided, changed or deleted', async () => {
    const { auth, client, invoice, callOut } = await ownerWithSentInvoice();
    await issueCreditNote(t.app, auth, {
      invoice_id: invoice.id,
      credit_note_items: [{ item_id: callOut.item_id }],
    });
    const voided = await call(auth, 'invoice/change_to_void', { invoice_id: invoice.id });
    expect(voided.statusCode).toBe(409);
    expect(voided.json().message).toBe(
      'This invoice has credit notes, so it cannot be voided. Credit what is left of it instead.',
    );
    const updated = await call(auth, 'update_invoice', {
      ...invoiceExample(client.id),
      invoice_id: invoice.id,
    });
    expect(updated.statusCode).toBe(409);
    const deleted = await call(auth, 'delete_invoice', { invoice_id: invoice.id });
    expect(deleted.statusCode).toBe(409);
    expect((await readInvoice(auth, invoice.invoice_number)).total_amount_credited).toBe(13.77);
  });
});
