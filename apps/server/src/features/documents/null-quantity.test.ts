// A line's quantity sent as null is refused like an empty quantity, never saved as 1 (issue 23,
// docs/decisions/0331): on create, update and the one-line edit of quotations and invoices, in JSON,
// urlencoded and multipart bodies (a form carries its lines as JSON text). The refusal changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINE_MESSAGES } from '@tradebook/domain/documents/line-fields';
import { postCall, postForm, type Auth } from '../../../test/api-calls';
import { takeDigest } from '../../../test/fuzz/data-digest';
import { urlencoded } from '../../../test/forms';
import { createInvoice, invoiceExample } from '../../../test/invoice-factories';
import { createQuotation, ownerWithClient, workedExample } from '../../../test/quotation-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const REFUSED = { status: 0, message: [LINE_MESSAGES.quantityFormat] };
const nullLine = { name: 'Copper pipe', quantity: null, unit_price: 19.99, type: 'parts' };

type Body = Record<string, unknown>;
type Encoding = 'json' | 'urlencoded' | 'multipart';

/** Sends the body as JSON, or as a form whose list fields are JSON text (as the web sends lines). */
function send(auth: Auth, path: string, body: Body, encoding: Encoding) {
  if (encoding === 'json') return postCall(t.app, auth, path, body);
  const fields = Object.fromEntries(
    Object.entries(body).map(([name, value]): [string, string | number] => [
      name,
      typeof value === 'object' ? JSON.stringify(value) : (value as string | number),
    ]),
  );
  if (encoding === 'multipart') return postForm(t.app, auth, path, fields);
  const form = urlencoded(fields);
  return t.app.inject({
    method: 'POST',
    url: `/api/v3/${path}`,
    headers: { ...auth, ...form.headers },
    payload: form.payload,
  });
}

/** Sends the call and expects the quantity's message, with no row, file or e-mail changed. */
async function expectRefused(auth: Auth, path: string, body: Body, encoding: Encoding) {
  const before = await takeDigest(t, 0);
  const res = await send(auth, path, body, encoding);
  expect(res.statusCode, res.body).toBe(422);
  expect(res.json()).toMatchObject(REFUSED);
  expect((await takeDigest(t, 0)).all).toBe(before.all);
}

const ENCODINGS: Encoding[] = ['json', 'urlencoded', 'multipart'];

describe('a line whose quantity is null', () => {
  it.each(ENCODINGS)('is refused by create and update of a quotation (%s)', async (encoding) => {
    const { auth, client } = await ownerWithClient(t.app);
    await expectRefused(
      auth,
      'create_quotation',
      workedExample(client.id, { quotation_items: [nullLine] }),
      encoding,
    );
    const created = await createQuotation(t.app, auth, workedExample(client.id));
    await expectRefused(
      auth,
      'update_quotation',
      workedExample(client.id, {
        quotation_id: created.id,
        quotation_items: [{ ...nullLine, item_id: created.quotation_items[0]?.item_id }],
      }),
      encoding,
    );
  });

  it.each(ENCODINGS)('is refused by create and update of an invoice (%s)', async (encoding) => {
    const { auth, client } = await ownerWithClient(t.app);
    await expectRefused(
      auth,
      'create_invoice',
      invoiceExample(client.id, { invoice_items: [nullLine] }),
      encoding,
    );
    const created = await createInvoice(t.app, auth, invoiceExample(client.id));
    await expectRefused(
      auth,
      'update_invoice',
      invoiceExample(client.id, {
        invoice_id: created.id,
        invoice_items: [{ ...nullLine, item_id: created.invoice_items[0]?.item_id }],
      }),
      encoding,
    );
  });

  it('is refused by the one-line edit of a quotation and of an invoice (JSON: a form has no null)', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const quotation = await createQuotation(t.app, auth, workedExample(client.id));
    const invoice = await createInvoice(t.app, auth, invoiceExample(client.id));
    const edit = { name: 'Call-out', quantity: null, unit_price: 12 };
    await expectRefused(
      auth,
      'quotation/eachItemDetail/edit',
      { ...edit, quotation_id: quotation.id, item_id: quotation.quotation_items[1]?.item_id },
      'json',
    );
    await expectRefused(
      auth,
      'invoice/eachItemDetail/edit',
      { ...edit, invoice_id: invoice.id, item_id: invoice.invoice_items[1]?.item_id },
      'json',
    );
  });

  it('is not a quantity left out, which still means 1', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const { quantity: _left, ...line } = nullLine;
    const created = await createQuotation(t.app, auth, workedExample(client.id, { quotation_items: [line] }));
    expect(created.quotation_items[0]).toMatchObject({ quantity: 1, total: 19.99 });
  });
});
