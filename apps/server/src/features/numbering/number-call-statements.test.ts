// The number calls and get_expense_count read what they need in one statement after the token check
// (docs/decisions/0429-a-number-call-in-one-statement.md), counted as the product compiles its statements,
// on both databases, so the count cannot creep back. Their answers are also those of
// get-quotation-number.test.ts, the OpenAPI answers tests and the contract tests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCall, postCall, postForm } from '../../../test/api-calls';
import { grantAccess } from '../../../test/accountants';
import { createItem } from '../../../test/catalogue-factories';
import { GBP, signedInUser } from '../../../test/factories';
import { createQuotation, ownerWithClient, workedExample } from '../../../test/quotation-factories';
import { statementTables } from '../../../test/recorded-statements';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
const statements = statementTables();
const EUR = 978;

beforeAll(async () => {
  t = await buildTestApp({ plugins: [statements.plugin] });
}, 60_000);
afterAll(async () => {
  await t.close();
});

const TAX = {
  tax1_name: 'VAT',
  tax1_rate: '20',
  is_tax1_enable: '1',
  tax2_name: 'Levy',
  tax2_rate: '7.125',
  is_tax2_enable: '0',
  registration_number: '12345678',
  tax_number: 'GB123456789',
};

/** The call's answer and how many statements it ran, the token check's included. */
async function counted(auth: Record<string, string>, path: string) {
  statements.take();
  const res = await getCall(t.app, auth, path);
  expect(res.statusCode, res.body).toBe(200);
  return { response: res.json().response, statements: statements.take().length };
}

describe('the number calls and the expense count', () => {
  it('answer the defaults of a user who saved nothing in one statement after the token check', async () => {
    const { auth } = await signedInUser(t.app);
    const quotation = await counted(auth, 'get_quotation_number');
    expect(quotation.statements).toBe(2);
    expect(quotation.response).toMatchObject({
      response: 'QUO-000001',
      quotation_number: 'QUO-000001',
      validity_term: 28,
      currency_id: GBP,
      vat_name: 'Tax-1',
      vat_percent: 0,
      tax1_name: 'Tax-2',
      tax1_percent: 0,
    });
    const invoice = await counted(auth, 'get_invoice_number');
    expect(invoice.statements).toBe(2);
    expect(invoice.response).toMatchObject({ response: { response: 'INV-000001' }, validity_term: 28 });
    const creditNote = await counted(auth, 'get_credit_note_number');
    expect(creditNote.statements).toBe(2);
    expect(creditNote.response).toMatchObject({ credit_note_number: 'CN-000001' });
    const item = await counted(auth, 'generate_item_no');
    expect(item.statements).toBe(2);
    expect(item.response).toBe('ITEM-000001');
    const count = await counted(auth, 'get_expense_count');
    expect(count.statements).toBe(2);
    expect(count.response).toMatchObject({ expense_count: 0, limit_applies: false, limit_reached: false });
  });

  it('answer the saved terms, tax lines and counters in the same one statement', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const terms = await postCall(t.app, auth, 'terms_days/post', { invoice_days: 30, quotation_days: 14 });
    expect(terms.statusCode, terms.body).toBe(200);
    const tax = await postForm(t.app, auth, 'tax/update', TAX);
    expect(tax.statusCode, tax.body).toBe(200);
    await createQuotation(t.app, auth, workedExample(client.id));
    await createItem(t.app, auth, { name: 'Tap washer' });
    const quotation = await counted(auth, 'get_quotation_number');
    expect(quotation.statements).toBe(2);
    expect(quotation.response).toMatchObject({
      response: 'QUO-000002',
      validity_term: 14,
      currency_id: GBP,
      vat_name: 'VAT',
      vat_percent: 20,
      tax1_name: 'Levy',
      tax1_percent: 0,
    });
    const invoice = await counted(auth, 'get_invoice_number');
    expect(invoice.statements).toBe(2);
    expect(invoice.response).toMatchObject({
      response: { response: 'INV-000001' },
      validity_term: 30,
      vat_percent: 20,
    });
    const item = await counted(auth, 'generate_item_no');
    expect(item.statements).toBe(2);
    expect(item.response).toBe('ITEM-000002');
  });

  it("read the business's currency in the same statement for an accountant, not the accountant's", async () => {
    const owner = await signedInUser(t.app, { currency: EUR });
    const accountant = await signedInUser(t.app);
    const { auth } = await grantAccess(t, owner, accountant);
    const quotation = await counted(auth, 'get_quotation_number');
    expect(quotation.response).toMatchObject({ response: 'QUO-000001', currency_id: EUR });
    const own = await counted(accountant.auth, 'get_invoice_number');
    expect(own.response).toMatchObject({ currency_id: GBP });
    expect(own.statements).toBe(2);
  });
});
