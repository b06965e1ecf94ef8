// The client's page (issue 15): the document with exactly its PDF's figures, the same 404 for every token
// that opens nothing, a void document that says so, views counted, GET changing nothing else, and the
// headers every answer of the page carries (client-page-headers.test.ts, with the per-IP limit).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall } from '../../../test/api-calls';
import { addDays, formatCalendarDate } from '@tradebook/domain/documents/dates';
import {
  emailAndReadLink,
  todayDate,
  getPage,
  historyOf,
  ownerWithSentDocuments,
  postPage,
  readPage,
} from '../../../test/client-link-calls';
import { addPayment, createInvoice, invoiceExample } from '../../../test/invoice-factories';
import { pdfText } from '../../../test/pdf-text';
import { ownerWithClient } from '../../../test/quotation-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { createKeyring } from '../../secrets/keyring';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const NOT_FOUND = { status: 0, message: 'Resource not found' };

describe("the client's page", () => {
  it('shows an invoice with exactly the figures, payments and bank details of its PDF', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const bank = await postCall(t.app, auth, 'bank/update', {
      is_banking_info_available: 1,
      accountant_name: 'Baker Joinery Ltd',
      branch_code: '12-34-56',
      account_number: '12345678',
      is_international_banking_info_enable: 1,
      swift_code: 'NWBKGB2L',
      iban_number: 'GB29NWBK60161331926819',
      is_paypal_info_enable: 1,
      paypal_id: 'paypal.me/BakerJoinery',
    });
    expect(bank.statusCode, bank.body).toBe(200);
    const invoice = await createInvoice(
      t.app,
      auth,
      invoiceExample(client.id, { invoice_date: todayDate(), notes: 'Thanks <b>so</b> much & see you soon' }),
    );
    const paid = await addPayment(t.app, auth, invoice.id, 30);
    const token = await emailAndReadLink(t, auth, 'invoice', invoice.invoice_number);

    const page = await readPage(t.app, token);
    expect(page).toMatchObject({
      kind: 'invoice',
      title: 'Invoice',
      number: invoice.invoice_number,
      status: 'partpaid',
      status_label: 'Part paid',
      is_void: false,
      total: 82.58,
      paid: 30,
      remaining_due: paid.remaining_due,
      remaining_due_text: '£52.58',
      notes: 'Thanks <b>so</b> much & see you soon',
      stamp: null,
      quotation: null,
      pay: { paypal_url: 'https://paypal.me/BakerJoinery/52.58GBP', card: false },
    });
    expect(page.totals).toEqual([
      { label: 'Items total', amount: 71.97, text: '£71.97', grand: false },
      { label: 'Discount (10%)', amount: -7.2, text: '-£7.20', grand: false },
      { label: 'Subtotal', amount: 64.77, text: '£64.77', grand: false },
      { label: 'VAT (20%)', amount: 12.95, text: '£12.95', grand: false },
      { label: 'Levy (7.5%)', amount: 4.86, text: '£4.86', grand: false },
      { label: 'Total (GBP)', amount: 82.58, text: '£82.58', grand: true },
      { label: 'Amount paid', amount: -30, text: '-£30.00', grand: false },
      { label: 'Remaining due', amount: 52.58, text: '£52.58', grand: false },
    ]);
    expect(page.payment_sections.map((section) => section.heading)).toEqual([
      'Payments received',
      'Bank transfer',
      'International',
      'PayPal',
    ]);
    expect(page.pdf_url).toBe(`http://tradebook.test/api/v3/public/document/${token}/pdf`);

    // The PDF the page offers prints every one of those figures, labels and details.
    const pdf = await t.app.inject({ method: 'GET', url: `/api/v3/public/document/${token}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${invoice.invoice_number}.pdf"`);
    const text = await pdfText(pdf.rawPayload);
    const shown = [
      page.number,
      page.business.name,
      ...page.recipient.lines,
      ...page.facts.map((fact) => fact.value),
      ...page.items.flatMap((item) => [item.name, item.quantity, item.unit_price_text, item.total_text]),
      ...page.totals.flatMap((line) => [line.label, line.text]),
      ...page.payment_sections.flatMap((section) => [
        section.heading,
        ...section.rows.flatMap((row) => [row.label, row.value]),
      ]),
      page.notes,
    ];
    // Text wrapped in a narrow column of the PDF reads with line breaks the page does not have.
    const flat = (value: string) => value.replace(/\s+/g, '');
    for (const figure of shown) expect(flat(text), figure).toContain(flat(figure));
    // And the owner's own PDF of the invoice is the same document.
    const ownerPdf = await t.app.inject({
      method: 'GET',
      url: new URL(invoice.pdfLink).pathname + new URL(invoice.pdfLink).search,
    });
    expect(await pdfText(ownerPdf.rawPayload)).toBe(text);
  });

  it('shows a quotation that can be answered, with its business and client', async () => {
    const { quotationToken, quotation } = await ownerWithSentDocuments(t);
    const page = await readPage(t.app, quotationToken);
    expect(page).toMatchObject({
      kind: 'quotation',
      number: quotation.quotation_number,
      status: 'sent',
      status_label: 'Awaiting your answer',
      pay: null,
      quotation: { can_answer: true, refusal: null, decision: null },
      recipient: { heading: 'Quotation for', name: 'Acme Holdings' },
      facts: [
        { label: 'Date', value: formatCalendarDate(todayDate()) },
        { label: 'Valid until', value: formatCalendarDate(addDays(todayDate(), 28)) },
        // The PDF's status line, the page's own word: the client is reading it (docs/decisions/0366).
        { label: 'Status', value: 'Viewed' },
      ],
      status_word: 'Viewed',
    });
    expect(page.business.name).toBe('Alex Baker');
    expect(page.business.logo_url).toBeNull();
  });

  it('answers the same 404 for a wrong, malformed, replaced, revoked, foreign or deleted token', async () => {
    const owner = await ownerWithSentDocuments(t);
    const { auth, quotation, quotationToken, invoice, invoiceToken } = owner;
    const documentRef = { document_kind: 'invoice', document_id: invoice.id };

    // Another installation's key derives another token for the very same document and nonce.
    const row = await t.ctx.db
      .selectFrom('document_links')
      .selectAll()
      .where('document_id', '=', invoice.id)
      .executeTakeFirstOrThrow();
    const foreignKeyring = createKeyring({ encryptionKey: 'ab'.repeat(32), dataDir: t.database.dataDir });
    const foreign = foreignKeyring
      .derive('client-link-token', `client-link\n${row.user_id}\n${invoice.id}\n${row.nonce}`)
      .toString('base64url');

    const replaced = await postCall(t.app, auth, 'client_link/replace', documentRef);
    expect(replaced.statusCode, replaced.body).toBe(200);
    const newToken = /\/d\/(.+)$/.exec(replaced.json().response.url as string)?.[1] ?? '';
    expect(newToken).not.toBe(invoiceToken);
    expect((await getPage(t.app, newToken)).statusCode).toBe(200);

    const revoked = await postCall(t.app, auth, 'client_link/revoke', {
      document_kind: 'quotation',
      document_id: quotation.id,
    });
    expect(revoked.json().response).toEqual({ url: null, issued_at: null, works: false });

    const deleted = await ownerWithSentDocuments(t);
    expect(
      (await postCall(t.app, deleted.auth, 'delete_quotation', { quotation_id: deleted.quotation.id }))
        .statusCode,
    ).toBe(200);

    const tokens = {
      wrong: 'A'.repeat(43),
      malformed: 'not-a-token',
      long: 'x'.repeat(5000),
      replaced: invoiceToken,
      revoked: quotationToken,
      foreign,
      deleted: deleted.quotationToken,
    };
    for (const [what, token] of Object.entries(tokens)) {
      for (const url of ['', '/pdf']) {
        const res = await t.app.inject({ method: 'GET', url: `/api/v3/public/document/${token}${url}` });
        expect(res.statusCode, what).toBe(404);
        expect(res.json(), what).toMatchObject(NOT_FOUND);
      }
      for (const action of ['accept', 'decline', 'pay', 'confirm_payment']) {
        const res = await postPage(t.app, token, action, { name: 'Jo', session_id: 'cs_test_x' });
        expect(res.statusCode, `${what} ${action}`).toBe(404);
        expect(res.json()).toMatchObject(NOT_FOUND);
      }
    }
  });

  it('says a void invoice was voided and offers no payment', async () => {
    const { auth, invoice, invoiceToken } = await ownerWithSentDocuments(t);
    expect(
      (await postCall(t.app, auth, 'invoice/change_to_void', { invoice_id: invoice.id })).statusCode,
    ).toBe(200);
    const page = await readPage(t.app, invoiceToken);
    expect(page).toMatchObject({ is_void: true, status_label: 'Void', stamp: 'VOID', pay: null });
    const pay = await postPage(t.app, invoiceToken, 'pay');
    expect(pay.statusCode).toBe(409);
    expect(pay.json().message).toBe('This invoice was voided by the business: nothing is due.');
  });

  it('counts the first view and each later one, but not a HEAD request or the owner looking', async () => {
    const { auth, invoice, invoiceToken } = await ownerWithSentDocuments(t);
    expect((await historyOf(t.app, auth, 'invoice', invoice.id)).map((event) => event.type)).toEqual([
      'sent',
    ]);

    await readPage(t.app, invoiceToken);
    let viewed = (await historyOf(t.app, auth, 'invoice', invoice.id)).find(
      (event) => event.type === 'viewed',
    );
    expect(viewed).toMatchObject({ actor: 'client', count: 1, read: false, summary: 'Viewed by the client' });

    await readPage(t.app, invoiceToken);
    await readPage(t.app, invoiceToken);
    await t.app.inject({ method: 'HEAD', url: `/api/v3/public/document/${invoiceToken}` });
    expect((await getPage(t.app, invoiceToken, auth)).statusCode).toBe(200);
    const history = await historyOf(t.app, auth, 'invoice', invoice.id);
    viewed = history.find((event) => event.type === 'viewed');
    expect(viewed).toMatchObject({ count: 3, summary: 'Viewed by the client (3 times)' });
    expect(history.filter((event) => event.type === 'viewed')).toHaveLength(1);
  });

  it('changes nothing but the view count on GET: the quotation stays sent and unanswered', async () => {
    const { auth, quotation, quotationToken } = await ownerWithSentDocuments(t);
    for (let i = 0; i < 3; i += 1) await readPage(t.app, quotationToken);
    const read = await postCall(t.app, auth, 'quotation/ListByquotationNumber', {
      quotation_number: quotation.quotation_number,
    });
    expect(read.json().response).toMatchObject({ quotation_status: 'sent', client_decision: null });
    // Answering and paying are POSTs only: a prefetch of their address does nothing.
    for (const action of ['accept', 'decline', 'pay', 'confirm_payment']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v3/public/document/${quotationToken}/${action}?name=Jo`,
      });
      expect(res.statusCode, action).toBe(405);
    }
    expect((await historyOf(t.app, auth, 'quotation', quotation.id)).map((event) => event.type)).toEqual([
      'viewed',
      'sent',
    ]);
  });
});
