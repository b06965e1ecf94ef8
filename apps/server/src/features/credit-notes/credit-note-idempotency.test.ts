// credit_note/create_from_invoice with an Idempotency-Key (issue 23, docs/decisions/0331): the same
// request repeated with the same key makes one credit note and answers the same; the key with another
// request answers 409 and changes nothing; a malformed key answers 422; keys are the owner's own. On
// PostgreSQL, the same key sent 10 times at once still makes one credit note.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDIT_NOTE_MESSAGES } from '@tradebook/domain/credit-notes/credit-note-messages';
import { INVOICE_MESSAGES } from '@tradebook/domain/invoices/invoice-messages';
import { postCall, type Auth } from '../../../test/api-calls';
import { ownerWithSentInvoice } from '../../../test/credit-note-factories';
import { takeDigest } from '../../../test/fuzz/data-digest';
import { readInvoice } from '../../../test/invoice-reads';
import { testDialect } from '../../../test/test-database';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

function issueWithKey(auth: Auth, body: Record<string, unknown>, key: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v3/credit_note/create_from_invoice',
    headers: { ...auth, 'idempotency-key': key },
    payload: body,
  });
}

async function creditNoteNumbers(auth: Auth): Promise<string[]> {
  const res = await postCall(t.app, auth, 'get_credit_note_list_by_user', { limit: 200 });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response.map((row: { credit_note_number: string }) => row.credit_note_number);
}

describe('credit_note/create_from_invoice with an Idempotency-Key', () => {
  it('makes one credit note for the same request sent twice, and answers the same', async () => {
    const { auth, invoice, pipe, callOut } = await ownerWithSentInvoice(t.app);
    const body = { invoice_id: invoice.id, credit_note_items: [{ item_id: callOut.item_id }], notes: 'Typo' };
    const first = await issueWithKey(auth, body, 'cn-key-1');
    expect(first.statusCode, first.body).toBe(200);
    const before = await takeDigest(t, 0);
    const again = await issueWithKey(auth, body, 'cn-key-1');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await takeDigest(t, 0)).all).toBe(before.all);
    expect(await creditNoteNumbers(auth)).toEqual(['CN-000001']);

    // Another key is another request.
    const second = await issueWithKey(
      auth,
      { invoice_id: invoice.id, credit_note_items: [{ item_id: pipe.item_id }] },
      'cn-key-2',
    );
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().response.credit_note_number).toBe('CN-000002');
  });

  it('answers the first credit note again even once the invoice is credited in full', async () => {
    const { auth, invoice } = await ownerWithSentInvoice(t.app);
    const first = await issueWithKey(auth, { invoice_id: invoice.id }, 'whole-invoice');
    expect(first.statusCode, first.body).toBe(200);
    expect((await readInvoice(t.app, auth, invoice.invoice_number)).invoice_status).toBe('credited');
    const again = await issueWithKey(auth, { invoice_id: invoice.id }, 'whole-invoice');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    // Without the key it is a new request, refused: nothing is left to credit.
    const unkeyed = await postCall(t.app, auth, 'credit_note/create_from_invoice', {
      invoice_id: invoice.id,
    });
    expect(unkeyed.statusCode).toBe(409);
  });

  it('refuses the key sent with a different request (409) and a malformed key (422), changing nothing', async () => {
    const { auth, invoice, pipe, callOut } = await ownerWithSentInvoice(t.app);
    const first = await issueWithKey(
      auth,
      { invoice_id: invoice.id, credit_note_items: [{ item_id: callOut.item_id }] },
      'k',
    );
    expect(first.statusCode, first.body).toBe(200);
    const before = await takeDigest(t, 0);
    const different = await issueWithKey(
      auth,
      { invoice_id: invoice.id, credit_note_items: [{ item_id: pipe.item_id }] },
      'k',
    );
    expect(different.statusCode).toBe(409);
    expect(different.json()).toMatchObject({ status: 0, message: CREDIT_NOTE_MESSAGES.idempotencyKeyReused });
    const malformed = await issueWithKey(auth, { invoice_id: invoice.id }, 'not a key!');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toMatchObject({ status: 0, message: [INVOICE_MESSAGES.idempotencyKeyInvalid] });
    expect((await takeDigest(t, 0)).all).toBe(before.all);
    expect(await creditNoteNumbers(auth)).toEqual(['CN-000001']);
  });

  it("is the owner's own: another user's same key makes that user's own credit note", async () => {
    const owner = await ownerWithSentInvoice(t.app);
    const stranger = await ownerWithSentInvoice(t.app);
    const mine = await issueWithKey(owner.auth, { invoice_id: owner.invoice.id }, 'shared-key');
    const theirs = await issueWithKey(stranger.auth, { invoice_id: stranger.invoice.id }, 'shared-key');
    expect([mine.statusCode, theirs.statusCode]).toEqual([200, 200]);
    expect(theirs.json().response.invoice_id).toBe(stranger.invoice.id);
    // The stranger's key names the stranger's credit note, never the owner's: a 404 for the owner's invoice.
    const crossed = await issueWithKey(stranger.auth, { invoice_id: owner.invoice.id }, 'shared-key');
    expect(crossed.statusCode).toBe(404);
  });

  it.skipIf(testDialect !== 'postgres')(
    'makes one credit note for the same key sent 10 times at once (PostgreSQL)',
    async () => {
      const { auth, invoice, callOut } = await ownerWithSentInvoice(t.app);
      const body = { invoice_id: invoice.id, credit_note_items: [{ item_id: callOut.item_id }] };
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => issueWithKey(auth, body, 'at-once')),
      );
      expect(answers.map((res) => res.statusCode)).toEqual(Array.from({ length: 10 }, () => 200));
      const ids = new Set(answers.map((res) => res.json().response.id as number));
      expect(ids.size).toBe(1);
      expect(await creditNoteNumbers(auth)).toEqual(['CN-000001']);
      const next = await t.app.inject({
        method: 'GET',
        url: '/api/v3/get_credit_note_number',
        headers: auth,
      });
      expect(next.json().response.credit_note_number).toBe('CN-000002');
    },
  );
});
