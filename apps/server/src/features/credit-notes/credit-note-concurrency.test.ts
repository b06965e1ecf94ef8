// Credit notes issued at the same moment (issue 17, 'Tests that must exist'): many at once get CN numbers
// without gaps or duplicates, refused ones among them using none; credit notes of one invoice that
// together would credit more than it never do; a payment, a void and a credit note of one invoice at once
// leave it consistent.
//
// PostgreSQL only: there the pool (10 connections) runs these requests in parallel transactions, so they
// really race for the invoice's row lock and the number counter. SQLite has a single connection and one
// writer, so the same requests simply run one after another and no race can happen: the tests are skipped
// there (the sequential behaviour is covered by issue-credit-note.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCall, postCall, type Auth } from '../../../test/api-calls';
import { postCreditNote, sentInvoice } from '../../../test/credit-note-factories';
import { paymentBody, postPayment } from '../../../test/invoice-factories';
import { readInvoice } from '../../../test/invoice-reads';
import { ownerWithClient } from '../../../test/quotation-factories';
import { testDialect } from '../../../test/test-database';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  if (testDialect === 'postgres') t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const cnNumbers = (count: number) =>
  Array.from({ length: count }, (_, i) => `CN-${String(i + 1).padStart(6, '0')}`);

async function listedNumbers(auth: Auth): Promise<string[]> {
  const res = await postCall(t.app, auth, 'get_credit_note_list_by_user', { limit: 200, order: 'asc' });
  return res.json().response.map((row: { credit_note_number: string }) => row.credit_note_number);
}

describe.skipIf(testDialect !== 'postgres')('credit notes at the same moment (PostgreSQL)', () => {
  it('numbers 24 credit notes issued together CN-000001 to CN-000024, the 12 refused among them using none', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const invoices = [];
    for (let i = 0; i < 24; i += 1) invoices.push(await sentInvoice(t.app, auth, client.id));
    const requests = invoices.flatMap((invoice, i) => [
      postCreditNote(t.app, auth, {
        invoice_id: invoice.id,
        credit_note_items: [{ item_id: invoice.invoice_items[i % 2]?.item_id }],
      }),
      // Refused: more than the whole line.
      ...(i % 2 === 0
        ? [
            postCreditNote(t.app, auth, {
              invoice_id: invoice.id,
              credit_note_items: [{ item_id: invoice.invoice_items[1]?.item_id, quantity: 5 }],
            }),
          ]
        : []),
    ]);
    const answers = await Promise.all(requests);
    const issued = answers.filter((res) => res.statusCode === 200);
    const refused = answers.filter((res) => res.statusCode !== 200);
    expect(issued).toHaveLength(24);
    expect(refused.map((res) => res.statusCode)).toEqual(Array.from({ length: 12 }, () => 409));
    const numbers = issued.map((res) => res.json().response.credit_note_number as string).sort();
    expect(numbers).toEqual(cnNumbers(24));
    expect(await listedNumbers(auth)).toEqual(cnNumbers(24));
    const next = await getCall(t.app, auth, 'get_credit_note_number');
    expect(next.json().response.credit_note_number).toBe('CN-000025');
  });

  it('lets only one of two credit notes of a whole invoice through, five times over', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    for (let round = 0; round < 5; round += 1) {
      const invoice = await sentInvoice(t.app, auth, client.id);
      const answers = await Promise.all([
        postCreditNote(t.app, auth, { invoice_id: invoice.id }),
        postCreditNote(t.app, auth, { invoice_id: invoice.id }),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      const refused = answers.find((res) => res.statusCode === 409);
      expect(refused?.json().message).toBe('Nothing is left to credit on this invoice.');
      expect(await readInvoice(t.app, auth, invoice.invoice_number)).toMatchObject({
        invoice_status: 'credited',
        total_amount_credited: 82.58,
        remaining_due: 0,
        credit_notes: [{ total_amount_gross: 82.58 }],
      });
    }
    expect(await listedNumbers(auth)).toEqual(cnNumbers(5));
  });

  it('credits no line beyond its total however many ask at once, and never the invoice beyond its own', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const invoice = await sentInvoice(t.app, auth, client.id);
    const pipe = invoice.invoice_items[0]?.item_id;
    // Three pipes on the invoice; ten credit notes of one pipe each, and two of what is left at all.
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () =>
        postCreditNote(t.app, auth, {
          invoice_id: invoice.id,
          credit_note_items: [{ item_id: pipe, quantity: 1 }],
        }),
      ),
      postCreditNote(t.app, auth, { invoice_id: invoice.id }),
      postCreditNote(t.app, auth, { invoice_id: invoice.id }),
    ]);
    for (const res of answers) expect([200, 409], res.body).toContain(res.statusCode);
    const issued = answers.filter((res) => res.statusCode === 200).map((res) => res.json().response);
    const credited = issued.reduce((sum, note) => sum + Math.round(note.total_amount_gross * 100), 0);
    const read = await readInvoice(t.app, auth, invoice.invoice_number);
    expect(Math.round((read.total_amount_credited as number) * 100)).toBe(credited);
    expect(credited).toBeLessThanOrEqual(8258);
    expect(read.invoice_items[0]?.credited_amount).toBeLessThanOrEqual(59.97);
    expect(read.invoice_items[1]?.credited_amount).toBeLessThanOrEqual(12);
    expect(read.remaining_due).toBe((8258 - credited) / 100);
    // Whatever order they came in, one more credit of everything left brings it to the total exactly.
    if (credited < 8258) {
      const rest = await postCreditNote(t.app, auth, { invoice_id: invoice.id });
      expect(rest.statusCode, rest.body).toBe(200);
    }
    expect(await readInvoice(t.app, auth, invoice.invoice_number)).toMatchObject({
      invoice_status: 'credited',
      total_amount_credited: 82.58,
      remaining_due: 0,
    });
    expect(await listedNumbers(auth)).toEqual(cnNumbers(issued.length + (credited < 8258 ? 1 : 0)));
  });

  it('keeps an invoice consistent when a payment or a void meets a credit note of all of it', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    for (let round = 0; round < 3; round += 1) {
      const paying = await sentInvoice(t.app, auth, client.id);
      const [payment, note] = await Promise.all([
        postPayment(t.app, auth, paymentBody(paying.id, 82.58)),
        postCreditNote(t.app, auth, { invoice_id: paying.id, settlement: 'refunded' }),
      ]);
      expect(note.statusCode, note.body).toBe(200);
      const read = await readInvoice(t.app, auth, paying.invoice_number);
      expect(read).toMatchObject({
        invoice_status: 'credited',
        total_amount_credited: 82.58,
        remaining_due: 0,
      });
      // Paid first: the credit note refunded it. Credited first: the payment was refused.
      if (payment.statusCode === 200) expect(note.json().response.refunded_amount).toBe(82.58);
      else expect(payment.statusCode).toBe(409);

      const voiding = await sentInvoice(t.app, auth, client.id);
      const [voided, credit] = await Promise.all([
        postCall(t.app, auth, 'invoice/change_to_void', { invoice_id: voiding.id }),
        postCreditNote(t.app, auth, { invoice_id: voiding.id }),
      ]);
      expect([voided.statusCode, credit.statusCode].sort()).toEqual([200, 409]);
      const after = await readInvoice(t.app, auth, voiding.invoice_number);
      if (voided.statusCode === 200)
        expect(after).toMatchObject({ invoice_type: 'void', total_amount_credited: 0 });
      else expect(after).toMatchObject({ invoice_status: 'credited', total_amount_credited: 82.58 });
    }
  });
});
