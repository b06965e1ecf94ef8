// E-invoices in (issue 17): real sample invoices of the official EN 16931 test suite (test/einvoice-samples,
// EUPL-1.2) and the files this server writes become expenses with the right figures, keeping the file as
// a receipt; anything that is not a valid e-invoice gets a clear message and stores nothing. On SQLite,
// and on PostgreSQL with TEST_DATABASE_URL.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { einvoiceBusiness } from '../../../test/einvoice-business';
import { createExpenseCall } from '../../../test/expense-factories';
import { postForm } from '../../../test/api-calls';
import type { FilePart } from '../../../test/forms';
import { createInvoice } from '../../../test/invoice-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { READ_MESSAGES } from './engine/read-einvoice';
import { CREDIT_NOTE_MESSAGE } from './read-supplier-einvoice';

vi.setConfig({ testTimeout: 120_000 });

const SAMPLES = path.resolve(import.meta.dirname, '../../../test/einvoice-samples');
const sample = (name: string): FilePart => ({
  filename: name,
  contentType: 'application/xml',
  data: fs.readFileSync(path.join(SAMPLES, name)),
});

let t: TestApp;
let auth: Auth;
let owner: Awaited<ReturnType<typeof einvoiceBusiness>>;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await einvoiceBusiness(t.app);
  auth = owner.auth;
});
afterAll(async () => {
  await t.close();
});

const read = (file: FilePart) => postForm(t.app, auth, 'expense/read_einvoice', { file });

interface Expected {
  vendor: string;
  invoice_number: string;
  expense_date: string;
  currency_code: string;
  net: number;
  vat: number;
  amount: number;
}

const REAL: Array<[string, Expected]> = [
  [
    'ubl-tc434-example1.xml',
    {
      vendor: 'De Koksmaat',
      invoice_number: '12115118',
      expense_date: '2015-01-09',
      currency_code: 'EUR',
      net: 229.6,
      vat: 20.73,
      amount: 250.33,
    },
  ],
  [
    'ubl-tc434-example2.xml',
    {
      vendor: 'Salescompany ltd.',
      invoice_number: 'TOSL108',
      expense_date: '2013-06-30',
      currency_code: 'NOK',
      net: 1436.5,
      vat: 365.28,
      amount: 1801.78,
    },
  ],
  [
    'ubl-tc434-example5.xml',
    {
      vendor: 'SellerCompany',
      invoice_number: 'TOSL110',
      expense_date: '2013-04-10',
      currency_code: 'DKK',
      net: 4000,
      vat: 675,
      amount: 4675,
    },
  ],
  [
    'CII_example1.xml',
    {
      vendor: 'De Koksmaat',
      invoice_number: '12115118',
      expense_date: '2015-01-09',
      currency_code: 'EUR',
      net: 229.6,
      vat: 20.73,
      amount: 250.33,
    },
  ],
  [
    'CII_example2.xml',
    {
      vendor: 'Salescompany ltd.',
      invoice_number: 'TOSL108',
      expense_date: '2013-06-30',
      currency_code: 'NOK',
      net: 1436.5,
      vat: 365.28,
      amount: 1801.78,
    },
  ],
];

/** Reads the file, then saves the expense with what was read, as the web does once the owner confirms. */
async function becomesExpense(file: FilePart, expected: Expected) {
  const answer = await read(file);
  expect(answer.statusCode, answer.body).toBe(200);
  const figures = answer.json().response as Expected & { currency_id: number };
  expect(figures).toMatchObject(expected);
  const saved = await createExpenseCall(
    t.app,
    auth,
    {
      vendor: figures.vendor,
      expense_date: figures.expense_date,
      currency_id: String(figures.currency_id),
      // Kept for a currency other than the business's, ignored in its own (ADR 0395).
      exchange_rate: '0.086',
      amount: figures.amount.toFixed(2),
      einvoice: file,
    },
    [],
  );
  expect(saved.statusCode, saved.body).toBe(200);
  const expense = saved.json().response as Record<string, unknown> & { attachments: Array<{ url: string }> };
  expect(expense).toMatchObject({
    vendor: expected.vendor,
    expense_date: expected.expense_date,
    amount: expected.amount,
    currency_code: expected.currency_code,
    supplier_invoice_no: expected.invoice_number,
    net: expected.net,
    vat: expected.vat,
  });
  expect(expense.attachments).toHaveLength(1);
  // The receipt is the original file, byte for byte, served privately by its signed link.
  const kept = await t.app.inject({
    method: 'GET',
    url: expense.attachments[0]!.url.replace('http://tradebook.test', ''),
  });
  expect(kept.statusCode).toBe(200);
  expect(kept.rawPayload.equals(file.data)).toBe(true);
}

describe('expenses from e-invoices', () => {
  it.each(REAL)('reads the official sample %s into an expense', async (name, expected) => {
    await becomesExpense(sample(name), expected);
  });

  it('reads the UBL, CII and Factur-X files this server writes into expenses with the same figures', async () => {
    const invoice = await createInvoice(t.app, auth, {
      invoice_date: '2026-12-01',
      client_id: owner.client.id,
      validity_term: 28,
      currency_id: 978,
      discount_type: 'amount',
      discount_value: 5,
      vat_name: 'MwSt',
      vat_percent: 19,
      tax1_percent: 0,
      invoice_items: [{ name: 'Pruning', description: '', quantity: 2.5, unit_price: 41.2, type: 'service' }],
    });
    for (const [format, contentType] of [
      ['ubl', 'application/xml'],
      ['cii', 'application/xml'],
      ['facturx', 'application/pdf'],
    ]) {
      const file = await postCall(t.app, auth, 'invoice/einvoice', { invoice_id: invoice.id, format });
      expect(file.statusCode, file.body.slice(0, 300)).toBe(200);
      await becomesExpense(
        {
          filename: `INV.${format === 'facturx' ? 'pdf' : 'xml'}`,
          contentType: contentType!,
          data: file.rawPayload,
        },
        {
          vendor: 'Gärtnerei Müller & Söhne',
          invoice_number: invoice.invoice_number,
          expense_date: '2026-12-01',
          currency_code: 'EUR',
          net: 98,
          vat: 18.62,
          amount: invoice.total_amount_gross,
        },
      );
    }
  });

  it('reads a credit note but does not make it an expense', async () => {
    const file = sample('ubl-tc434-creditnote1.xml');
    const answer = await read(file);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().response).toMatchObject({ type_code: '381', invoice_number: '018304 / 28865' });
    const saved = await createExpenseCall(t.app, auth, { amount: '100.11', currency_id: '', einvoice: file });
    expect(saved.statusCode).toBe(422);
    expect(saved.json().message).toEqual([CREDIT_NOTE_MESSAGE]);
  });

  it('says clearly why a file is not a valid e-invoice, and keeps nothing', async () => {
    const xxe =
      '<?xml version="1.0"?><!DOCTYPE Invoice [<!ENTITY x SYSTEM "file:///etc/passwd">]>' +
      '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"><ID>&x;</ID></Invoice>';
    const broken = fs
      .readFileSync(path.join(SAMPLES, 'ubl-tc434-example1.xml'), 'utf8')
      .replace('<cbc:IssueDate>', '<cbc:Bogus>1</cbc:Bogus><cbc:IssueDate>');
    const cases: Array<[FilePart, number, string]> = [
      [
        { filename: 'notes.txt', contentType: 'text/plain', data: Buffer.from('just some text') },
        415,
        READ_MESSAGES.notEInvoice,
      ],
      [
        { filename: 'x.xml', contentType: 'application/xml', data: Buffer.from(xxe) },
        415,
        READ_MESSAGES.doctype,
      ],
      [
        {
          filename: 'order.xml',
          contentType: 'application/xml',
          data: Buffer.from('<Order><ID>1</ID></Order>'),
        },
        415,
        READ_MESSAGES.notEInvoice,
      ],
      [
        { filename: 'plain.pdf', contentType: 'application/pdf', data: Buffer.from('%PDF-1.4\n%%EOF') },
        415,
        READ_MESSAGES.notEInvoice,
      ],
      [
        { filename: 'broken.xml', contentType: 'application/xml', data: Buffer.from(broken) },
        422,
        READ_MESSAGES.invalid,
      ],
    ];
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/v3/get_expense_count', headers: auth })
    ).json().response.expense_count as number;
    for (const [file, status, message] of cases) {
      const answer = await read(file);
      expect([file.filename, answer.statusCode]).toEqual([file.filename, status]);
      expect(String(answer.json().message)).toContain(message);
      // In the business's currency, so that only the file is wrong.
      const saved = await createExpenseCall(t.app, auth, { currency_id: '', einvoice: file });
      expect([file.filename, saved.statusCode]).toEqual([file.filename, status]);
    }
    const count = await t.app.inject({ method: 'GET', url: '/api/v3/get_expense_count', headers: auth });
    expect(count.json().response.expense_count).toBe(before);
  });
});
