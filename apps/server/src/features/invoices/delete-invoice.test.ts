// delete_invoice and invoice/change_to_void (docs/reference/invoices.md 'Statuses' and 'Calls';
// docs/reference/documents.md 'Numbers', docs/reference/invoices.md 'Statuses'): invoice numbers have no
// gaps, so only the latest invoice while it is a draft that was never sent and has no payment may be deleted,
// and the next invoice gets its number again; every other delete answers 409 with the decisions' message. An
// invoice is voided instead: kept, numbered and listed as void.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCall, postCall, type Auth } from '../../../test/api-calls';
import {
  addPayment,
  createInvoice,
  EXAMPLE_TOTAL,
  invoiceExample,
  paymentBody,
  postPayment,
  type InvoiceAnswer,
} from '../../../test/invoice-factories';
import { nextInvoiceNumber, readInvoice as readInvoiceAs } from '../../../test/invoice-reads';
import { ownerWithClient } from '../../../test/quotation-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const call = (auth: Auth, path: string, payload: object = {}) => postCall(t.app, auth, path, payload);

const REFUSED = {
  status: 0,
  message: 'Only the latest unsent draft can be deleted; void this invoice instead.',
};

const nextNumber = (auth: Auth) => nextInvoiceNumber(t.app, auth);
const readInvoice = (auth: Auth, number: string) => readInvoiceAs(t.app, auth, number);

async function expectRefused(auth: Auth, invoice: InvoiceAnswer) {
  const before = await readInvoice(auth, invoice.invoice_number);
  const res = await call(auth, 'delete_invoice', { invoice_id: invoice.id, client_id: invoice.client_id });
  expect(res.statusCode, res.body).toBe(409);
  expect(res.json()).toMatchObject(REFUSED);
  expect(await readInvoice(auth, invoice.invoice_number)).toEqual(before);
}

describe('delete_invoice', () => {
  it('deletes the latest unsent draft and gives its number to the next invoice', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const first = await createInvoice(t.app, auth, invoiceExample(client.id));
    const second = await createInvoice(t.app, auth, invoiceExample(client.id));
    expect(await nextNumber(auth)).toBe('INV-000003');

    const res = await call(auth, 'delete_invoice', { invoice_id: second.id, client_id: client.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 1, message: 'Delete Successful.', response: null });
    const gone = await call(auth, 'invoice/ListByInvoiceNumber', { invoice_number: 'INV-000002' });
    expect(gone.statusCode).toBe(404);
    expect(
      (
        await call(auth, 'invoice/eachItemDetail', {
          invoice_id: second.id,
          item_id: second.invoice_items[0]?.item_id,
        })
      ).statusCode,
    ).toBe(404);
    expect(await nextNumber(auth)).toBe('INV-000002');
    const again = await createInvoice(t.app, auth, invoiceExample(client.id));
    expect(again.invoice_number).toBe('INV-000002');
    expect(again.id).not.toBe(second.id);

    // Deleted twice: it is not found the second time.
    expect((await call(auth, 'delete_invoice', { invoice_id: second.id })).statusCode).toBe(404);
    // INV-000001 is not the latest: refused, until INV-000002 is gone again.
    await expectRefused(auth, first);
    expect((await call(auth, 'delete_invoice', { invoice_id: again.id })).statusCode).toBe(200);
    expect((await call(auth, 'delete_invoice', { invoice_id: first.id })).statusCode).toBe(200);
    expect(await nextNumber(auth)).toBe('INV-000001');
    const list = await call(auth, 'get_invoice_list_by_user', {});
    expect(list.json().pagination.total).toBe(0);
  });

  it('refuses an invoice that is not the latest (409), even a draft', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const older = await createInvoice(t.app, auth, invoiceExample(client.id));
    await createInvoice(t.app, auth, invoiceExample(client.id));
    await expectRefused(auth, older);
    expect(await nextNumber(auth)).toBe('INV-000003');
  });

  it('refuses the latest invoice once it was e-mailed (409)', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const invoice = await createInvoice(t.app, auth, invoiceExample(client.id));
    const sent = await call(auth, 'invoice/emailSent', { invoice_number: invoice.invoice_number });
    expect(sent.statusCode, sent.body).toBe(200);
    await expectRefused(auth, invoice);
  });

  it.each([
    ['partpaid', 10],
    ['paid', EXAMPLE_TOTAL],
  ])('refuses the latest invoice once %s (409)', async (_status, amount) => {
    const { auth, client } = await ownerWithClient(t.app);
    const invoice = await createInvoice(t.app, auth, invoiceExample(client.id));
    await addPayment(t.app, auth, invoice.id, amount);
    await expectRefused(auth, invoice);
  });

  it('refuses the latest invoice once void (409), though it is still a draft that was never sent', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const invoice = await createInvoice(t.app, auth, invoiceExample(client.id));
    await call(auth, 'invoice/change_to_void', { invoice_id: invoice.id });
    await expectRefused(auth, invoice);
    expect(await nextNumber(auth)).toBe('INV-000002');
  });

  it("answers 404 for another user's invoice or another client, and the message of a missing id", async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const invoice = await createInvoice(t.app, auth, invoiceExample(client.id));
    const stranger = await ownerWithClient(t.app);
    const theirs = await call(stranger.auth, 'delete_invoice', { invoice_id: invoice.id });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ status: 0, message: 'Resource not found' });
    const otherClient = await call(auth, 'delete_invoice', {
      invoice_id: invoice.id,
      client_id: stranger.client.id,
    });
    expect(otherClient.statusCode).toBe(404);
    const missing = await call(auth, 'delete_invoice', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ status: 0, message: ['Invoice ID is required.'] });
    expect((await readInvoice(auth, invoice.invoice_number)).id).toBe(invoice.id);
  });

  it('refuses GET', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const invoice = await createInvoice(t.app, auth, invoiceExample(client.id));
    const res = await getCall(t.app, auth, `delete_invoice?invoice_id=${invoice.id}`);
    expect(res.statusCode).toBe(405);
    expect((await readInvoice(auth, invoice.invoice_number)).id).toBe(invoice.id);
  });
});

describe('invoice/change_to_void', () => {
  it('voids an invoice: type void, kept with its number and payments, listed as void', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const invoice = await createInvoice(t.app, auth, invoiceExample(client.id));
    await addPayment(t.app, auth, invoice.id, 10);
    const res = await call(auth, 'invoice/change_to_void', { invoice_id: invoice.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 1, message: 'Void Successful.' });
    const voided = res.json().response as InvoiceAnswer;
    expect(voided).toMatchObject({
      id: invoice.id,
      invoice_number: 'INV-000001',
      invoice_type: 'void',
      total_amount_gross: 82.58,
      total_amount_paid: 10,
      is_overdue: false,
    });
    expect(voided.payments).toHaveLength(1);
    expect(voided.badges).toContain('Void');

    // Voiding twice is harmless: the same answer.
    const twice = await call(auth, 'invoice/change_to_void', { invoice_id: invoice.id });
    expect(twice.statusCode).toBe(200);
    const { pdfLink: _a, ...first } = voided;
    const { pdfLink: _b, ...second } = twice.json().response as InvoiceAnswer;
    expect(second).toEqual(first);

    const listed = async (category: string) =>
      (await call(auth, 'get_invoice_list_by_user', { category }))
        .json()
        .response.map((row: InvoiceAnswer) => row.invoice_number);
    expect(await listed('void')).toEqual(['INV-000001']);
    expect(await listed('all')).toEqual(['INV-000001']);
    expect(await listed('partpaid')).toEqual([]);
    // It keeps its number: the next invoice has the one after.
    expect((await createInvoice(t.app, auth, invoiceExample(client.id))).invoice_number).toBe('INV-000002');
    // And takes no more payments.
    expect((await postPayment(t.app, auth, paymentBody(invoice.id, 5))).statusCode).toBe(409);
  });

  it("answers 404 for another user's invoice and changes nothing", async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const invoice = await createInvoice(t.app, auth, invoiceExample(client.id));
    const stranger = await ownerWithClient(t.app);
    const res = await call(stranger.auth, 'invoice/change_to_void', { invoice_id: invoice.id });
    expect(res.statusCode).toBe(404);
    expect((await readInvoice(auth, invoice.invoice_number)).invoice_type).toBe('draft');
    const missing = await call(auth, 'invoice/change_to_void', { invoice_id: 'abc' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toEqual(['Invoice ID is required.']);
  });
});
