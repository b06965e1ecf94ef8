// The overpayment question and a client's kept credit (docs/decisions/0349): keep_as_credit false refuses
// an excess saying how much is over, true keeps it as the client's credit; the client's answer and the
// client list carry what is held; a payment of method 'Client credit' spends it, never above what is held,
// even when two spends race; an edit or delete gives it back or may not take back what was spent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@tradebook/domain/invoices/payment-messages';
import { getCall, postCall, type Auth } from '../../../test/api-calls';
import {
  createInvoice,
  invoiceExample,
  paymentBody,
  postPayment,
  type InvoiceAnswer,
} from '../../../test/invoice-factories';
import { ownerWithClient } from '../../../test/quotation-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const messageOf = (res: { json(): { message: unknown } }) => [res.json().message].flat();

async function heldBy(auth: Auth, clientId: number): Promise<unknown> {
  const res = await postCall(t.app, auth, 'getClientDetailByClientId', { client_id: clientId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response.credit_held;
}

async function ownerWithCredit() {
  const owner = await ownerWithClient(t.app);
  const first = await createInvoice(t.app, owner.auth, invoiceExample(owner.client.id));
  // 100.00 paid on 82.58: 17.42 over.
  const refused = await postPayment(t.app, owner.auth, paymentBody(first.id, 100, { keep_as_credit: false }));
  expect(refused.statusCode).toBe(422);
  expect(messageOf(refused)).toEqual([PAYMENT_MESSAGES.overpaid('£17.42', '£82.58')]);
  expect(await heldBy(owner.auth, owner.client.id)).toEqual([]);

  const kept = await postPayment(t.app, owner.auth, paymentBody(first.id, 100, { keep_as_credit: true }));
  expect(kept.statusCode, kept.body).toBe(200);
  expect(kept.json().response).toMatchObject({ invoice_status: 'paid', remaining_due: 0, credit: 17.42 });
  const second = await createInvoice(t.app, owner.auth, invoiceExample(owner.client.id));
  return { ...owner, first: kept.json().response as InvoiceAnswer, second };
}

const spend = (auth: Auth, invoiceId: number, amount: number) =>
  postPayment(t.app, auth, paymentBody(invoiceId, amount, { method: 'Client credit' }));

describe("a client's kept credit", () => {
  it('is asked about before an overpayment is kept, then shown on the client and the client list', async () => {
    const { auth, client, first } = await ownerWithCredit();
    expect(first.payments).toHaveLength(1);
    const held = [{ currency_id: first.currency_id, currency_symbol: '£', amount: 17.42, text: '£17.42' }];
    expect(await heldBy(auth, client.id)).toEqual(held);

    const list = await getCall(t.app, auth, 'get_clients');
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().response as Array<{ id: number; credit_held: unknown }>;
    expect(rows.find((row) => row.id === client.id)?.credit_held).toEqual(held);
  });

  it('is spent as a Client credit payment, never above what is held, and given back when deleted', async () => {
    const { auth, client, first, second } = await ownerWithCredit();
    const tooMuch = await spend(auth, second.id, 20);
    expect(tooMuch.statusCode).toBe(422);
    expect(messageOf(tooMuch)).toEqual([PAYMENT_MESSAGES.creditNotEnough('£17.42')]);

    const used = await spend(auth, second.id, 10);
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json().response).toMatchObject({ invoice_status: 'partpaid', remaining_due: 72.58 });
    expect(await heldBy(auth, client.id)).toMatchObject([{ amount: 7.42 }]);

    // The overpayment cannot be lowered below what was already spent of it.
    const lowered = await postCall(t.app, auth, 'invoice/update_payment', {
      payment_id: first.payments[0]!.payment_id,
      submitted_amount: 82.58,
      submission_date: '2026-11-22',
      method: 'Bank transfer',
    });
    expect(lowered.statusCode).toBe(409);
    expect(messageOf(lowered)).toEqual([PAYMENT_MESSAGES.creditSpent('£10.00')]);
    expect(await heldBy(auth, client.id)).toMatchObject([{ amount: 7.42 }]);

    const spent = (used.json().response as InvoiceAnswer).payments[0]!;
    const removed = await postCall(t.app, auth, 'invoice/delete_payment', { payment_id: spent.payment_id });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await heldBy(auth, client.id)).toMatchObject([{ amount: 17.42 }]);
  });

  it('is never overspent by two spends at the same moment', async () => {
    const { auth, client, second } = await ownerWithCredit();
    const third = await createInvoice(t.app, auth, invoiceExample(client.id));
    const answers = await Promise.all([spend(auth, second.id, 17.42), spend(auth, third.id, 17.42)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 422]);
    expect(await heldBy(auth, client.id)).toEqual([]);
    const paid = await Promise.all(
      [second, third].map(async (invoice) => {
        const res = await postCall(t.app, auth, 'invoice/ListByInvoiceNumber', {
          invoice_number: invoice.invoice_number,
        });
        return (res.json().response as InvoiceAnswer).total_amount_paid;
      }),
    );
    expect(paid.sort()).toEqual([0, 17.42]);
  });
});
