// The documents behind each figure of a VAT return (docs/decisions/0373-vat-return-drill-down.md), through
// the real calls on the real database: the lists of a worked quarter, their pages, and a property over
// random records that every box equals the sum of the list behind it and box 3 - box 4 = box 5.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toMinor } from '@tradebook/domain/money/money';
import { postCall, type Auth } from '../../../test/api-calls';
import { issueCreditNote, sentInvoice } from '../../../test/credit-note-factories';
import { createExpense } from '../../../test/expense-factories';
import { paymentBody, postPayment } from '../../../test/invoice-factories';
import { ownerWithClient } from '../../../test/quotation-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

const Q1 = { from: '2027-01-01', to: '2027-03-31' };
const invoiceAt = (date: string, net: number, rate: number) => ({
  invoice_date: date,
  discount_type: 'amount',
  discount_value: 0,
  vat_percent: rate,
  tax1_percent: 0,
  invoice_items: [{ name: 'Work', description: '', quantity: 1, unit_price: net, type: 'service' }],
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  t.setNow(new Date('2027-04-12T09:00:00Z'));
});
afterAll(async () => {
  await t.close();
});

interface Line {
  type: string;
  name: string;
  number: string;
  date: string;
  net: number;
  vat: number;
  gross: number;
}
async function page(auth: Auth, body: object) {
  const res = await postCall(t.app, auth, 'tax/vat_return_documents', { ...Q1, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as { box: number; documents: Line[]; next_cursor: string | null };
}
/** Every line of a box, a page of `limit` at a time. */
async function allLines(auth: Auth, box: number, limit = 200): Promise<Line[]> {
  const lines: Line[] = [];
  let cursor: string | null = '';
  while (cursor !== null) {
    const answer = await page(auth, { box, cursor, limit });
    lines.push(...answer.documents);
    cursor = answer.next_cursor;
  }
  return lines;
}
const total = (lines: Line[], field: 'net' | 'vat' | 'gross') =>
  lines.reduce((sum, line) => sum + (toMinor(line[field]) ?? 0), 0);
const settings = (auth: Auth, body: object) => postCall(t.app, auth, 'tax/update_settings', body);

describe('the documents behind a VAT return', () => {
  let auth: Auth;
  beforeAll(async () => {
    const owner = await ownerWithClient(t.app);
    auth = owner.auth;
    // A: 1,000.00 + 20 % in January, half paid in February; B: 400.00 + 5 %; a credit of 100.00 + 20 %.
    const a = await sentInvoice(t.app, auth, owner.client.id, invoiceAt('2027-01-10', 1000, 20));
    await sentInvoice(t.app, auth, owner.client.id, invoiceAt('2027-02-01', 400, 5));
    expect(
      (await postPayment(t.app, auth, paymentBody(a.id, 600, { submission_date: '2027-02-15' }))).statusCode,
    ).toBe(200);
    await issueCreditNote(t.app, auth, {
      invoice_id: a.id,
      credit_note_date: '2027-03-20',
      credit_note_items: [{ item_id: a.invoice_items[0]?.item_id, quantity: 1, unit_price: 100 }],
    });
    await createExpense(t.app, auth, { expense_date: '2027-01-05', amount: '60.00', vat: '10.00' });
    await createExpense(t.app, auth, {
      expense_date: '2027-02-10',
      amount: '48.00',
      vat: '8.00',
      vat_reclaimable: '0',
    });
    await createExpense(t.app, auth, { expense_date: '2027-03-01', amount: '30.00' });
  }, 60_000);

  it('lists the invoices and credit notes of box 1 and the expenses of boxes 4 and 7', async () => {
    const box1 = await allLines(auth, 1);
    expect(box1.map(({ type, date, net, vat, gross }) => ({ type, date, net, vat, gross }))).toEqual([
      { type: 'invoice', date: '2027-01-10', net: 1000, vat: 200, gross: 1200 },
      { type: 'invoice', date: '2027-02-01', net: 400, vat: 20, gross: 420 },
      { type: 'credit_note', date: '2027-03-20', net: -100, vat: -20, gross: -120 },
    ]);
    expect(new Set(box1.map((line) => line.name))).toEqual(new Set(['Acme Holdings']));
    // Only the 10.00 that can be reclaimed is behind box 4; box 7 counts all three nets (50 + 40 + 30).
    expect((await allLines(auth, 4)).map((line) => [line.date, line.vat])).toEqual([['2027-01-05', 10]]);
    expect(total(await allLines(auth, 7), 'net')).toBe(12_000);
    expect(await allLines(auth, 2)).toEqual([]);
  });

  it('pages box 5 across the sales and the purchases with a cursor', async () => {
    const first = await page(auth, { box: 5, limit: 2 });
    expect(first.documents.map((line) => line.type)).toEqual(['invoice', 'invoice']);
    const second = await page(auth, { box: 5, limit: 2, cursor: first.next_cursor });
    expect(second.documents.map((line) => line.type)).toEqual(['credit_note', 'expense']);
    expect(second.next_cursor).toBeNull();
    const bad = await postCall(t.app, auth, 'tax/vat_return_documents', { ...Q1, box: 5, cursor: 'xyz' });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('This cursor is not one the list gave. Start the list again.');
    const noBox = await postCall(t.app, auth, 'tax/vat_return_documents', { ...Q1, box: 10 });
    expect(noBox.statusCode).toBe(422);
    expect(noBox.body).toContain('Box must be a number from 1 to 9.');
  });

  it('on the cash basis lists the payments received, each with its share of the VAT', async () => {
    await settings(auth, { accounting_basis: 'cash' });
    // 600.00 of A's 1,200.00: 100.00 of its 200.00 VAT.
    expect(
      (await allLines(auth, 1)).map(({ type, date, vat, gross }) => ({ type, date, vat, gross })),
    ).toEqual([{ type: 'payment', date: '2027-02-15', vat: 100, gross: 600 }]);
    await settings(auth, { accounting_basis: 'invoice' });
  });

  it('lists nothing of another owner', async () => {
    const stranger = await ownerWithClient(t.app);
    expect((await page(stranger.auth, { box: 5 })).documents).toEqual([]);
  });
});

describe('property: each box is the sum of its documents, and the boxes reconcile', () => {
  const record = fc.oneof(
    fc.record({
      kind: fc.constant('invoice' as const),
      day: fc.integer({ min: 1, max: 28 }),
      net: fc.integer({ min: 1, max: 500_00 }),
      rate: fc.constantFrom(0, 5, 20),
      paid: fc.integer({ min: 0, max: 100 }),
    }),
    fc.record({
      kind: fc.constant('expense' as const),
      day: fc.integer({ min: 1, max: 28 }),
      gross: fc.integer({ min: 2, max: 300_00 }),
      vatShare: fc.integer({ min: 0, max: 20 }),
      reclaimable: fc.boolean(),
    }),
  );

  it('holds on both bases over random invoices, payments and expenses', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(record, { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        async (records, cash) => {
          const owner = await ownerWithClient(t.app);
          const { auth } = owner;
          await settings(auth, { accounting_basis: cash ? 'cash' : 'invoice' });
          for (const item of records) {
            const date = `2027-02-${String(item.day).padStart(2, '0')}`;
            if (item.kind === 'invoice') {
              const invoice = await sentInvoice(
                t.app,
                auth,
                owner.client.id,
                invoiceAt(date, item.net / 100, item.rate),
              );
              const paidMinor = Math.floor((toMinor(invoice.total as number) ?? 0) * (item.paid / 100));
              if (paidMinor > 0) {
                const body = paymentBody(invoice.id, (paidMinor / 100).toFixed(2), { submission_date: date });
                expect((await postPayment(t.app, auth, body)).statusCode).toBe(200);
              }
            } else {
              const vatMinor = Math.floor((item.gross * item.vatShare) / 100);
              await createExpense(t.app, auth, {
                expense_date: date,
                amount: (item.gross / 100).toFixed(2),
                vat: (vatMinor / 100).toFixed(2),
                vat_reclaimable: item.reclaimable ? '1' : '0',
              });
            }
          }
          const res = await postCall(t.app, auth, 'tax/vat_return', Q1);
          const boxes = res.json().response.boxes as Record<string, number>;
          const cents = (box: string) => toMinor(boxes[box] ?? 0) ?? 0;
          expect(cents('box3') - cents('box4')).toBe(cents('box5'));
          expect(total(await allLines(auth, 1, 3), 'vat')).toBe(cents('box1'));
          expect(total(await allLines(auth, 6), 'net')).toBe(cents('box6'));
          expect(total(await allLines(auth, 4), 'vat')).toBe(cents('box4'));
          expect(total(await allLines(auth, 7, 2), 'net')).toBe(cents('box7'));
          const box5 = await allLines(auth, 5);
          expect(
            total(
              box5.filter((line) => line.type !== 'expense'),
              'vat',
            ) -
              total(
                box5.filter((line) => line.type === 'expense'),
                'vat',
              ),
          ).toBe(cents('box5'));
        },
      ),
      { numRuns: 6 },
    );
  }, 180_000);
});
