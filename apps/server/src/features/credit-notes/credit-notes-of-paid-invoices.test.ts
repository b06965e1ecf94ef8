// Credit notes of paid invoices (issue 17; docs/decisions/0316): the part already paid is refunded or
// kept as the client's credit, as the owner chooses; the dashboard counts what is still due, and takes
// what was refunded off its month's income but not what was kept as credit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCall, type Auth } from '../../../test/api-calls';
import {
  issueCreditNote,
  ownerWithSentInvoice as ownerWithSentInvoiceIn,
  postCreditNote,
  sentInvoice,
} from '../../../test/credit-note-factories';
import { addPayment } from '../../../test/invoice-factories';
import { readInvoice as readInvoiceAs } from '../../../test/invoice-reads';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const readInvoice = (auth: Auth, number: string) => readInvoiceAs(t.app, auth, number);
const ownerWithSentInvoice = (overrides: Record<string, unknown> = {}) =>
  ownerWithSentInvoiceIn(t.app, overrides);

describe('credit notes of paid invoices', () => {
  it("on a paid invoice refunds the part already paid, or keeps it as the client's credit, as the owner chooses", async () => {
    const { auth, invoice, callOut } = await ownerWithSentInvoice();
    await addPayment(t.app, auth, invoice.id, 82.58);
    const body = { invoice_id: invoice.id, credit_note_items: [{ item_id: callOut.item_id }] };
    const unsaid = await postCreditNote(t.app, auth, body);
    expect(unsaid.statusCode).toBe(422);
    expect(unsaid.json()).toMatchObject({
      status: 0,
      message: [
        "Part of this credit was already paid: choose whether it is refunded or kept as the client's credit.",
      ],
    });
    const refunded = await issueCreditNote(t.app, auth, { ...body, settlement: 'refunded' });
    expect(refunded).toMatchObject({
      credit_note_number: 'CN-000001',
      total_amount_gross: 13.77,
      settlement: 'refunded',
      applied_amount: 0,
      refunded_amount: 13.77,
      kept_credit_amount: 0,
    });
    expect(await readInvoice(auth, invoice.invoice_number)).toMatchObject({
      invoice_status: 'paid',
      total_amount_paid: 82.58,
      total_amount_credited: 13.77,
      remaining_due: 0,
      credit: 0,
    });

    const other = await ownerWithSentInvoice();
    await addPayment(t.app, other.auth, other.invoice.id, 70);
    const kept = await issueCreditNote(t.app, other.auth, {
      invoice_id: other.invoice.id,
      credit_note_items: [{ item_id: other.callOut.item_id }],
      settlement: 'kept_as_credit',
    });
    // 12.58 was still due: that much lowers the due, the 1.19 paid beyond it is kept as credit.
    expect(kept).toMatchObject({
      settlement: 'kept_as_credit',
      applied_amount: 12.58,
      refunded_amount: 0,
      kept_credit_amount: 1.19,
    });
    expect(await readInvoice(other.auth, other.invoice.invoice_number)).toMatchObject({
      invoice_status: 'paid',
      remaining_due: 0,
      credit: 0,
      credit_notes: [{ settlement: 'kept_as_credit', total_amount_gross: 13.77 }],
    });
  });

  it('credits a paid invoice in full and refunds it: credited, nothing due, no credit left on it', async () => {
    const { auth, invoice } = await ownerWithSentInvoice();
    await addPayment(t.app, auth, invoice.id, 82.58);
    const whole = await issueCreditNote(t.app, auth, { invoice_id: invoice.id, settlement: 'REFUNDED' });
    expect(whole).toMatchObject({ total_amount_gross: 82.58, refunded_amount: 82.58, applied_amount: 0 });
    expect(await readInvoice(auth, invoice.invoice_number)).toMatchObject({
      invoice_status: 'credited',
      total_amount_paid: 82.58,
      remaining_due: 0,
      credit: 0,
    });
  });

  it('counts what is still due in the dashboard, and an invoice credited in full not at all', async () => {
    const { auth, invoice, callOut } = await ownerWithSentInvoice({ invoice_date: '2026-01-05' });
    const second = await sentInvoice(t.app, auth, invoice.client_id as number, {
      invoice_date: '2026-01-05',
    });
    const before = (await getCall(t.app, auth, 'dashboard/summary')).json().response;
    expect(before.outstanding).toEqual({ amount: 165.16, count: 2 });
    await issueCreditNote(t.app, auth, {
      invoice_id: invoice.id,
      credit_note_items: [{ item_id: callOut.item_id }],
    });
    await issueCreditNote(t.app, auth, { invoice_id: second.id });
    const after = (await getCall(t.app, auth, 'dashboard/summary')).json().response;
    expect(after.outstanding).toEqual({ amount: 68.81, count: 1 });
    expect(after.overdue).toEqual({ amount: 68.81, count: 1 });
  });

  it("takes what a credit note refunded off its month's income, and not what it kept as the client's credit", async () => {
    t.setNow(new Date('2026-11-28T12:00:00Z'));
    try {
      const { auth, invoice, callOut } = await ownerWithSentInvoice({ invoice_date: '2026-11-02' });
      await addPayment(t.app, auth, invoice.id, 82.58);
      const paid = (await getCall(t.app, auth, 'dashboard/summary')).json().response;
      expect(paid.paid_this_month).toEqual({ amount: 82.58, count: 1 });
      await issueCreditNote(t.app, auth, {
        invoice_id: invoice.id,
        credit_note_date: '2026-11-27',
        credit_note_items: [{ item_id: callOut.item_id }],
        settlement: 'refunded',
      });
      const refunded = (await getCall(t.app, auth, 'dashboard/summary')).json().response;
      expect(refunded.paid_this_month).toEqual({ amount: 68.81, count: 1 });
      expect(refunded.months.at(-1)).toMatchObject({ month: '2026-11', income: 68.81 });

      const other = await ownerWithSentInvoice({ invoice_date: '2026-11-02' });
      await addPayment(t.app, other.auth, other.invoice.id, 82.58);
      await issueCreditNote(t.app, other.auth, {
        invoice_id: other.invoice.id,
        credit_note_items: [{ item_id: other.callOut.item_id }],
        settlement: 'kept_as_credit',
      });
      const kept = (await getCall(t.app, other.auth, 'dashboard/summary')).json().response;
      expect(kept.paid_this_month).toEqual({ amount: 82.58, count: 1 });
    } finally {
      t.setNow(undefined);
    }
  });
});
