// Accepting and declining a quotation through its link (issue 15): once, with the client's name and
// note kept and shown to the owner; not after it was answered, after its expiry date or once void; and
// of two answers at the same moment, one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall } from '../../../test/api-calls';
import { addDays } from '@tradebook/domain/documents/dates';
import {
  historyOf,
  todayDate,
  ownerWithSentDocuments,
  postPage,
  readPage,
  unreadCount,
} from '../../../test/client-link-calls';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { testDialect } from '../../../test/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function quotationOf(auth: Record<string, string>, number: string) {
  const res = await postCall(t.app, auth, 'quotation/ListByquotationNumber', { quotation_number: number });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response;
}

describe('accepting a quotation', () => {
  it('approves it, keeps who, when and what they wrote, and tells the owner', async () => {
    const { auth, quotation, quotationToken } = await ownerWithSentDocuments(t);
    const res = await postPage(t.app, quotationToken, 'accept', {
      name: '  Jordan <b>Smith</b>  ',
      note: 'Please start on Monday.\nThe side gate is open.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 1,
      message: 'Thank you: the quotation is accepted.',
      response: {
        status: 'approved',
        status_label: 'Accepted',
        quotation: {
          can_answer: false,
          refusal: 'This quotation has already been accepted.',
          decision: {
            decision: 'approved',
            name: 'Jordan <b>Smith</b>',
            note: 'Please start on Monday.\nThe side gate is open.',
          },
        },
      },
    });

    const owned = await quotationOf(auth, quotation.quotation_number);
    expect(owned).toMatchObject({
      quotation_status: 'approved',
      status_label: 'Approved',
      client_decision: {
        decision: 'approved',
        name: 'Jordan <b>Smith</b>',
        note: 'Please start on Monday.\nThe side gate is open.',
      },
    });
    expect(Date.parse(owned.client_decision.decided_at)).not.toBeNaN();
    const accepted = (await historyOf(t.app, auth, 'quotation', quotation.id))[0];
    expect(accepted).toMatchObject({
      type: 'accepted',
      actor: 'client',
      read: false,
      summary: 'Accepted by Jordan <b>Smith</b>',
    });
    expect(await unreadCount(t.app, auth)).toBe(1);
    // An approved quotation becomes an invoice as one the owner approved does.
    const converted = await postCall(t.app, auth, 'quotation/convert_to_invoice', {
      quotation_id: quotation.id,
    });
    expect(converted.statusCode, converted.body).toBe(200);
  });

  it('asks for the name, and keeps nothing when it is missing or too long', async () => {
    const { auth, quotation, quotationToken } = await ownerWithSentDocuments(t);
    for (const body of [
      {},
      { name: '   ' },
      { name: 'x'.repeat(101) },
      { name: 'Jo', note: 'n'.repeat(1001) },
    ]) {
      const res = await postPage(t.app, quotationToken, 'accept', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    const missing = await postPage(t.app, quotationToken, 'accept', {});
    expect(missing.json()).toMatchObject({
      status: 0,
      message: ['Please type your name to accept the quotation.'],
    });
    expect((await quotationOf(auth, quotation.quotation_number)).quotation_status).toBe('sent');
  });

  it('answers once: a second accept or a decline afterwards is refused with the reason', async () => {
    const { auth, quotation, quotationToken } = await ownerWithSentDocuments(t);
    expect((await postPage(t.app, quotationToken, 'accept', { name: 'Jo' })).statusCode).toBe(200);
    for (const [action, body] of [
      ['accept', { name: 'Someone else' }],
      ['decline', { reason: 'Changed my mind' }],
    ] as const) {
      const res = await postPage(t.app, quotationToken, action, body);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ status: 0, message: 'This quotation has already been accepted.' });
    }
    const owned = await quotationOf(auth, quotation.quotation_number);
    expect(owned).toMatchObject({ quotation_status: 'approved', client_decision: { name: 'Jo' } });
    expect((await historyOf(t.app, auth, 'quotation', quotation.id)).map((event) => event.type)).toEqual([
      'accepted',
      'sent',
    ]);
  });

  it('is refused after the quotation expired, and the page says why', async () => {
    const { quotationToken } = await ownerWithSentDocuments(t);
    // Valid for 28 days from today: on the last day it can still be answered, not the day after.
    const expiry = addDays(todayDate(), 28);
    t.setNow(new Date(`${addDays(expiry, 1)}T09:00:00Z`));
    try {
      expect((await readPage(t.app, quotationToken)).quotation).toMatchObject({
        can_answer: false,
        refusal:
          'This quotation has expired, so it can no longer be answered here. Please contact the business.',
      });
      const res = await postPage(t.app, quotationToken, 'accept', { name: 'Jo' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/has expired/);
      t.setNow(new Date(`${expiry}T23:00:00Z`));
      expect((await postPage(t.app, quotationToken, 'accept', { name: 'Jo' })).statusCode).toBe(200);
    } finally {
      t.setNow(undefined);
    }
  });

  it('is refused once the quotation is void, and the page says it was voided', async () => {
    const { auth, quotation, quotationToken } = await ownerWithSentDocuments(t);
    expect((await postCall(t.app, auth, 'quotation_void', { quotation_id: quotation.id })).statusCode).toBe(
      200,
    );
    const page = await readPage(t.app, quotationToken);
    expect(page).toMatchObject({ is_void: true, status_label: 'Void', stamp: 'VOID' });
    for (const action of ['accept', 'decline']) {
      const res = await postPage(t.app, quotationToken, action, { name: 'Jo' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'This quotation was voided by the business, so it can no longer be answered.',
      );
    }
  });

  it('is not offered on an invoice', async () => {
    const { invoiceToken } = await ownerWithSentDocuments(t);
    const res = await postPage(t.app, invoiceToken, 'accept', { name: 'Jo' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only a quotation can be accepted or declined.');
  });

  it(`keeps one answer of ten sent at the same moment${testDialect === 'sqlite' ? ' (SQLite: one writer at a time)' : ''}`, async () => {
    const { auth, quotation, quotationToken } = await ownerWithSentDocuments(t);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0
          ? postPage(t.app, quotationToken, 'accept', { name: `Person ${i}` })
          : postPage(t.app, quotationToken, 'decline', { reason: `Reason ${i}` }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(9);
    const events = (await historyOf(t.app, auth, 'quotation', quotation.id)).filter((event) =>
      ['accepted', 'declined'].includes(event.type),
    );
    expect(events).toHaveLength(1);
    const owned = await quotationOf(auth, quotation.quotation_number);
    expect(owned.quotation_status).toBe(events[0]?.type === 'accepted' ? 'approved' : 'rejected');
  });
});

describe('declining a quotation', () => {
  it('rejects it with the optional reason, shown to the owner', async () => {
    const { auth, quotation, quotationToken } = await ownerWithSentDocuments(t);
    const res = await postPage(t.app, quotationToken, 'decline', { reason: 'Over our budget' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'The quotation is declined. Thank you for letting us know.',
      response: { status: 'rejected', status_label: 'Declined' },
    });
    expect((await quotationOf(auth, quotation.quotation_number)).client_decision).toMatchObject({
      decision: 'rejected',
      name: '',
      note: 'Over our budget',
    });
    const declined = await postPage(t.app, quotationToken, 'decline');
    expect(declined.json().message).toBe('This quotation has already been declined.');
  });

  it('needs no reason', async () => {
    const { quotationToken } = await ownerWithSentDocuments(t);
    expect((await postPage(t.app, quotationToken, 'decline')).statusCode).toBe(200);
  });
});
