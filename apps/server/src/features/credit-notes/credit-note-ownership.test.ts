// Another user's credit note or invoice (docs/reference/api.md 'The API contract'; issue 17's test '404
// across users'): every credit note call answers 404 exactly like a missing record, changes nothing and sends
// nothing; a signed link of the stranger's never opens the owner's credit note; each owner's list and
// numbers are their own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCall, postCall, type Auth } from '../../../test/api-calls';
import { issueCreditNote, readCreditNote, sentInvoice } from '../../../test/credit-note-factories';
import { readInvoice } from '../../../test/invoice-reads';
import { ownerWithClient } from '../../../test/quotation-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { trustedOwnerId } from '../../db/owner';
import { signedDownloadUrl } from '../../exports/download-links';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const call = (auth: Auth, path: string, payload: object = {}) => postCall(t.app, auth, path, payload);
const local = (url: string) => url.replace('http://tradebook.test', '');
const NOT_FOUND = { status: 0, message: 'Resource not found' };

/** An owner with a sent invoice INV-000002 and credit notes CN-000001 and CN-000002 (a line each); a
 * stranger with a sent invoice INV-000001 and a credit note CN-000001 of their own. */
async function twoOwners() {
  const owner = await ownerWithClient(t.app);
  await sentInvoice(t.app, owner.auth, owner.client.id);
  const invoice = await sentInvoice(t.app, owner.auth, owner.client.id);
  const [pipe, callOut] = invoice.invoice_items;
  await issueCreditNote(t.app, owner.auth, {
    invoice_id: invoice.id,
    credit_note_items: [{ item_id: pipe?.item_id }],
  });
  const note = await issueCreditNote(t.app, owner.auth, {
    invoice_id: invoice.id,
    credit_note_items: [{ item_id: callOut?.item_id, quantity: 0.5 }],
  });
  const stranger = await ownerWithClient(t.app);
  const strangersInvoice = await sentInvoice(t.app, stranger.auth, stranger.client.id);
  const own = await issueCreditNote(t.app, stranger.auth, {
    invoice_id: strangersInvoice.id,
    credit_note_items: [{ item_id: strangersInvoice.invoice_items[1]?.item_id }],
  });
  return { owner, invoice, note, stranger, strangersInvoice, own };
}

describe("another user's credit note", () => {
  it('answers 404 for every credit note call, like a missing one, and changes nothing', async () => {
    const { owner, invoice, note, stranger, strangersInvoice } = await twoOwners();
    const { pdfLink: _link, ...before } = await readCreditNote(t.app, owner.auth, note.credit_note_number);
    const invoiceBefore = await readInvoice(t.app, owner.auth, invoice.invoice_number);
    const strangersBefore = await readInvoice(t.app, stranger.auth, strangersInvoice.invoice_number);
    const outbox = t.readOutbox().length;

    const calls: Array<[string, Record<string, unknown>]> = [
      // The owner's CN-000002: the stranger has only a CN-000001.
      ['credit_note/ListByCreditNoteNumber', { credit_note_number: 'CN-000002' }],
      ['credit_note/emailSent', { credit_note_number: 'CN-000002' }],
      ['credit_note/ListByCreditNoteNumber', { credit_note_number: 'CN-999999' }],
      // The owner's invoice, whole or a line of it.
      ['credit_note/create_from_invoice', { invoice_id: invoice.id }],
      ['credit_note/create_from_invoice', { invoice_id: invoice.id, settlement: 'refunded' }],
      [
        'credit_note/create_from_invoice',
        { invoice_id: invoice.id, credit_note_items: [{ item_id: invoice.invoice_items[1]?.item_id }] },
      ],
    ];
    for (const [path, body] of calls) {
      const res = await call(stranger.auth, path, body);
      expect(res.statusCode, `${path} ${res.body}`).toBe(404);
      expect(res.json(), path).toMatchObject(NOT_FOUND);
    }
    // The owner's invoice line on the stranger's own invoice is not one of its lines.
    const mixed = await call(stranger.auth, 'credit_note/create_from_invoice', {
      invoice_id: strangersInvoice.id,
      credit_note_items: [{ item_id: invoice.invoice_items[1]?.item_id }],
    });
    expect(mixed.statusCode).toBe(422);

    // Nothing changed for either of them, nothing was sent, no number was used.
    const { pdfLink: _after, ...after } = await readCreditNote(t.app, owner.auth, note.credit_note_number);
    expect(after).toEqual(before);
    expect(await readInvoice(t.app, owner.auth, invoice.invoice_number)).toEqual(invoiceBefore);
    expect(await readInvoice(t.app, stranger.auth, strangersInvoice.invoice_number)).toEqual(strangersBefore);
    expect(t.readOutbox()).toHaveLength(outbox);
    const next = await getCall(t.app, stranger.auth, 'get_credit_note_number');
    expect(next.json().response.credit_note_number).toBe('CN-000002');
    const strangersList = await call(stranger.auth, 'get_credit_note_list_by_user', {});
    expect(
      strangersList.json().response.map((row: { credit_note_number: string }) => row.credit_note_number),
    ).toEqual(['CN-000001']);
    const ownersList = await call(owner.auth, 'get_credit_note_list_by_user', {});
    expect(ownersList.json().pagination.total).toBe(2);
  });

  it("never opens the owner's credit note with a link of the stranger's", async () => {
    const { note, own } = await twoOwners();
    const strangerId = /\/download\/credit_note\/(\d+)\//.exec(own.pdfLink)?.[1];
    expect(strangerId).toBeDefined();
    const forged = await signedDownloadUrl(t.ctx, trustedOwnerId(Number(strangerId)), {
      kind: 'credit_note',
      key: String(note.id),
      filename: `${note.credit_note_number}.pdf`,
    });
    const res = await t.app.inject({ method: 'GET', url: local(forged) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject(NOT_FOUND);
    expect((await t.app.inject({ method: 'GET', url: local(note.pdfLink) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: local(own.pdfLink) })).statusCode).toBe(200);
    // An invoice's link kind does not open a credit note, nor the other way round.
    const asInvoice = local(note.pdfLink).replace('/download/credit_note/', '/download/invoice/');
    expect((await t.app.inject({ method: 'GET', url: asInvoice })).statusCode).toBe(404);
  });

  it('asks for a token on every credit note call', async () => {
    for (const path of [
      'credit_note/create_from_invoice',
      'credit_note/ListByCreditNoteNumber',
      'get_credit_note_list_by_user',
      'credit_note/details/search',
      'credit_note/emailSent',
      'credit_note_export_by_userId',
    ]) {
      expect((await call({}, path, {})).statusCode, path).toBe(401);
    }
    expect((await getCall(t.app, {}, 'get_credit_note_number')).statusCode).toBe(401);
  });
});
