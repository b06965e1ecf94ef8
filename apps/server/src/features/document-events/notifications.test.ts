// The owner is told (issue 15): what the client does is an event with its time; the top bar's badge counts
// the unread ones; the list shows them newest first, each naming its document; opening it marks them read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCall, postCall } from '../../../test/api-calls';
import {
  historyOf,
  ownerWithSentDocuments,
  postPage,
  readPage,
  unreadCount,
} from '../../../test/client-link-calls';
import { signedInUser } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type Notice = {
  id: number;
  type: string;
  document_kind: string;
  document_id: number;
  document_number: string;
  read: boolean;
  summary: string;
};

async function notifications(auth: Record<string, string>, query = '') {
  const res = await getCall(t.app, auth, `get_notifications${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { response: Notice[]; pagination: { total: number; last_page: number } };
}

describe('notifications', () => {
  it("count the client's unread events and list them newest first, each with its document", async () => {
    const { auth, quotation, invoice, quotationToken, invoiceToken } = await ownerWithSentDocuments(t);
    // E-mailing is the owner's own doing: history, not a notification.
    expect(await unreadCount(t.app, auth)).toBe(0);
    expect((await notifications(auth)).response).toEqual([]);

    await readPage(t.app, invoiceToken);
    await readPage(t.app, quotationToken);
    expect((await postPage(t.app, quotationToken, 'accept', { name: 'Jordan Smith' })).statusCode).toBe(200);
    expect(await unreadCount(t.app, auth)).toBe(3);
    // A later view adds to the first view's count, not to the badge.
    await readPage(t.app, invoiceToken);
    expect(await unreadCount(t.app, auth)).toBe(3);

    const list = await notifications(auth);
    expect(list.pagination.total).toBe(3);
    expect(
      list.response.map((n) => [
        n.type,
        n.document_kind,
        n.document_id,
        n.document_number,
        n.read,
        n.summary,
      ]),
    ).toEqual([
      ['accepted', 'quotation', quotation.id, quotation.quotation_number, false, 'Accepted by Jordan Smith'],
      ['viewed', 'quotation', quotation.id, quotation.quotation_number, false, 'Viewed by the client'],
      ['viewed', 'invoice', invoice.id, invoice.invoice_number, false, 'Viewed by the client (2 times)'],
    ]);
    // Reading the list changes nothing.
    expect(await unreadCount(t.app, auth)).toBe(3);
  });

  it('are marked read when the list is opened, up to the newest it showed', async () => {
    const { auth, invoiceToken, quotationToken } = await ownerWithSentDocuments(t);
    await readPage(t.app, invoiceToken);
    const shown = await notifications(auth);
    // Something happens while the owner looks at the list.
    await postPage(t.app, quotationToken, 'decline', { reason: 'Too dear' });
    const marked = await postCall(t.app, auth, 'notifications/mark_read', {
      up_to_id: shown.response[0]?.id,
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().response).toEqual({ unread_count: 1 });
    const after = await notifications(auth);
    expect(after.response.map((n) => [n.type, n.read])).toEqual([
      ['declined', false],
      ['viewed', true],
    ]);
    expect((await postCall(t.app, auth, 'notifications/mark_read', {})).json().response).toEqual({
      unread_count: 0,
    });
  });

  it("are the owner's own: another user sees none of them, nor a document's history", async () => {
    const { invoice, invoiceToken } = await ownerWithSentDocuments(t);
    await readPage(t.app, invoiceToken);
    const stranger = await signedInUser(t.app);
    expect(await unreadCount(t.app, stranger.auth)).toBe(0);
    expect((await notifications(stranger.auth)).response).toEqual([]);
    expect(
      (await postCall(t.app, stranger.auth, 'notifications/mark_read', {})).json().response.unread_count,
    ).toBe(0);
    const history = await postCall(t.app, stranger.auth, 'document_events/list', {
      document_kind: 'invoice',
      document_id: invoice.id,
    });
    expect(history.statusCode).toBe(404);
    const link = await postCall(t.app, stranger.auth, 'client_link/get', {
      document_kind: 'invoice',
      document_id: invoice.id,
    });
    expect(link.statusCode).toBe(404);
  });

  it('answer one page at a time, and refuse a page size out of bounds', async () => {
    const { auth, invoiceToken, quotationToken } = await ownerWithSentDocuments(t);
    await readPage(t.app, invoiceToken);
    await readPage(t.app, quotationToken);
    await postPage(t.app, quotationToken, 'accept', { name: 'Jo' });
    const first = await notifications(auth, '?limit=2');
    expect(first.response).toHaveLength(2);
    expect(first.pagination).toMatchObject({ total: 3, last_page: 2 });
    const second = await notifications(auth, '?limit=2&page=2');
    expect(second.response.map((n) => n.type)).toEqual(['viewed']);
    expect((await getCall(t.app, auth, 'get_notifications?limit=101')).statusCode).toBe(422);
    expect((await postCall(t.app, auth, 'notifications/mark_read', { up_to_id: 'x' })).statusCode).toBe(422);
  });

  it("keep each document's history, newest first, with what the client wrote", async () => {
    const { auth, quotation, quotationToken } = await ownerWithSentDocuments(t);
    await readPage(t.app, quotationToken);
    await postPage(t.app, quotationToken, 'decline', { reason: 'We went with another firm' });
    const history = await historyOf(t.app, auth, 'quotation', quotation.id);
    expect(history.map((event) => [event.type, event.actor, event.note])).toEqual([
      ['declined', 'client', 'We went with another firm'],
      ['viewed', 'client', ''],
      ['sent', 'owner', ''],
    ]);
  });

  it('need a signed-in owner', async () => {
    expect((await getCall(t.app, {}, 'get_notification_count')).statusCode).toBe(401);
    expect((await getCall(t.app, {}, 'get_notifications')).statusCode).toBe(401);
    expect((await postCall(t.app, {}, 'notifications/mark_read')).statusCode).toBe(401);
  });
});
