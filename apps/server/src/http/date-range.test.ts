// Every date field of the API accepts only the years 1900 to 2100 (issue 13, 'Low': year 9999 used to
// make a malformed expiry), answering a message that names the range and storing nothing: one call of
// each kind of date, a document's date (quotation, invoice), a payment's, an expense's and the filters
// of the lists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall } from '../../test/api-calls';
import { createExpenseCall } from '../../test/expense-factories';
import { createInvoice, invoiceExample, paymentBody, postPayment } from '../../test/invoice-factories';
import { ownerWithClient, workedExample } from '../../test/quotation-factories';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const FAR = ['1899-12-31', '2101-01-01', '9998-12-31'];

const refused = (res: { statusCode: number; body: string }, message: string) => {
  expect(res.statusCode, res.body).toBe(422);
  expect(JSON.parse(res.body).message).toEqual([message]);
};

const count = async (table: 'documents' | 'payments' | 'expenses') =>
  Number(
    (
      await t.ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('dates from 1900 to 2100', () => {
  it('refuses a quotation or an invoice dated outside them, and saves nothing', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const before = await count('documents');
    for (const date of FAR) {
      refused(
        await postCall(t.app, auth, 'create_quotation', workedExample(client.id, { quotation_date: date })),
        'Quotation Date must be between 1900-01-01 and 2100-12-31.',
      );
      refused(
        await postCall(t.app, auth, 'create_invoice', invoiceExample(client.id, { invoice_date: date })),
        'Invoice date must be between 1900-01-01 and 2100-12-31.',
      );
    }
    expect(await count('documents')).toBe(before);
    const edge = await postCall(
      t.app,
      auth,
      'create_quotation',
      workedExample(client.id, { quotation_date: '2100-12-31' }),
    );
    expect(edge.statusCode, edge.body).toBe(200);
    // The latest date's expiry, 28 days on, is still a well-formed date.
    expect(edge.json().response.expiry_date).toBe('2101-01-28');
  });

  it('refuses a payment dated outside them, and records nothing', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const invoice = await createInvoice(t.app, auth, invoiceExample(client.id));
    const before = await count('payments');
    for (const date of FAR) {
      refused(
        await postPayment(t.app, auth, paymentBody(invoice.id, 10, { submission_date: date })),
        'Payment date must be between 1900-01-01 and 2100-12-31.',
      );
    }
    expect(await count('payments')).toBe(before);
  });

  it('refuses an expense dated outside them, and saves nothing', async () => {
    const { auth } = await ownerWithClient(t.app);
    const before = await count('expenses');
    for (const date of FAR) {
      refused(
        await createExpenseCall(t.app, auth, { expense_date: `${date} 12:30:00` }),
        'Expense date must be between 1900-01-01 and 2100-12-31.',
      );
    }
    expect(await count('expenses')).toBe(before);
  });

  it('refuses a list filter outside them', async () => {
    const { auth } = await ownerWithClient(t.app);
    for (const date of FAR) {
      refused(
        await postCall(t.app, auth, 'get_quotation_list_by_user', { start_date: date }),
        'Start date must be between 1900-01-01 and 2100-12-31.',
      );
      refused(
        await postCall(t.app, auth, 'invoice/details/search', { from_date: '2026-01-01', to_date: date }),
        'End date must be between 1900-01-01 and 2100-12-31.',
      );
      refused(
        await postCall(t.app, auth, 'pagination/get_expense_list', { from: date }),
        'Start date must be between 1900-01-01 and 2100-12-31.',
      );
    }
  });
});
