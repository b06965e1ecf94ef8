// Accountant access (ADR 0378): invitation by e-mail, accept with one's own account (made from the
// invitation if needed), the list with since-when, removal that ends access at once, and the access log.
import { afterAll, describe, expect, it } from 'vitest';
import { getCall, postCall } from '../../../test/api-calls';
import { grantAccess, invitationToken } from '../../../test/accountants';
import { createClient } from '../../../test/catalogue-factories';
import { signedInUser, uniqueEmail } from '../../../test/factories';
import { mailHeader } from '../../../test/mail';
import { buildTestApp } from '../../../test/test-app';

const t = await buildTestApp();
afterAll(() => t.close());

describe('accountant access', () => {
  it('invites by e-mail, is accepted by an account registered from the invitation, and reads the business', async () => {
    const owner = await signedInUser(t.app, { fullname: 'Olive Owner' });
    await createClient(t.app, owner.auth, { full_name: 'Jo Client', email: 'jo@example.com' });
    const email = uniqueEmail('accountant');
    const invited = await postCall(t.app, owner.auth, 'accountants/invite', { email });
    expect(invited.statusCode, invited.body).toBe(200);
    await t.settle();
    const mail = t.readOutbox().find((raw) => mailHeader(raw, 'to')?.includes(email));
    expect(mailHeader(mail ?? '', 'subject')).toContain('Olive Owner invites you');
    const token = await invitationToken(t, email);

    // Listed as invited, not yet with access.
    const pending = (await getCall(t.app, owner.auth, 'accountants')).json().response;
    expect(pending).toMatchObject([{ email, status: 'invited', since: null }]);

    // The accountant registers with the invited address (the accounts feature's registration) and accepts.
    const accountant = await signedInUser(t.app, { email, fullname: 'Ann Accountant' });
    const accepted = await postCall(t.app, accountant.auth, 'accountant/accept', { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const businessId = accepted.json().response.business_id as number;
    expect(accepted.json().response).toMatchObject({ name: 'Olive Owner', owner_email: owner.email });

    // The link is single-use.
    const again = await postCall(t.app, accountant.auth, 'accountant/accept', { token });
    expect(again.statusCode).toBe(422);

    const list = (await getCall(t.app, owner.auth, 'accountants')).json().response;
    expect(list).toMatchObject([{ email, fullname: 'Ann Accountant', status: 'active' }]);
    expect(list[0].since).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const businesses = (await getCall(t.app, accountant.auth, 'accountant/businesses')).json().response;
    expect(businesses).toMatchObject([{ business_id: businessId, name: 'Olive Owner' }]);

    // Reading as the business: the owner's clients; without the header, the accountant's own (none).
    const asBusiness = { ...accountant.auth, 'x-business-id': String(businessId) };
    const clients = await getCall(t.app, asBusiness, 'get_clients');
    expect(clients.statusCode, clients.body).toBe(200);
    expect(clients.json().response.map((c: { full_name: string }) => c.full_name)).toEqual(['Jo Client']);
    expect((await getCall(t.app, accountant.auth, 'get_clients')).json().response).toEqual([]);
    // A change is refused, and changes nothing.
    const create = await postCall(t.app, asBusiness, 'create_client', { full_name: 'Nope' });
    expect(create.statusCode).toBe(403);
    expect((await getCall(t.app, owner.auth, 'get_clients')).json().response).toHaveLength(1);
  });

  it('refuses an invitation opened by another account, and a link that is not one', async () => {
    const owner = await signedInUser(t.app);
    const email = uniqueEmail('accountant');
    await postCall(t.app, owner.auth, 'accountants/invite', { email });
    const token = await invitationToken(t, email);
    const someoneElse = await signedInUser(t.app);
    expect((await postCall(t.app, someoneElse.auth, 'accountant/accept', { token })).statusCode).toBe(403);
    expect((await postCall(t.app, someoneElse.auth, 'accountant/accept', { token: 'nope' })).statusCode).toBe(
      422,
    );
    expect((await getCall(t.app, owner.auth, 'accountants')).json().response).toMatchObject([
      { status: 'invited' },
    ]);
  });

  it('refuses inviting oneself and an accountant who already has access', async () => {
    const owner = await signedInUser(t.app);
    expect((await postCall(t.app, owner.auth, 'accountants/invite', { email: owner.email })).statusCode).toBe(
      422,
    );
    const accountant = await signedInUser(t.app);
    await grantAccess(t, owner, accountant);
    const twice = await postCall(t.app, owner.auth, 'accountants/invite', { email: accountant.email });
    expect(twice.statusCode).toBe(409);
  });

  it('serves several businesses, each named by its header', async () => {
    const accountant = await signedInUser(t.app);
    const first = await signedInUser(t.app, { fullname: 'First Owner' });
    const second = await signedInUser(t.app, { fullname: 'Second Owner' });
    await createClient(t.app, first.auth, { full_name: 'Client of first', email: 'a@example.com' });
    await createClient(t.app, second.auth, { full_name: 'Client of second', email: 'b@example.com' });
    const a = await grantAccess(t, first, accountant);
    const b = await grantAccess(t, second, accountant);
    const names = async (auth: Record<string, string>) =>
      (await getCall(t.app, auth, 'get_clients'))
        .json()
        .response.map((c: { full_name: string }) => c.full_name);
    expect(await names(a.auth)).toEqual(['Client of first']);
    expect(await names(b.auth)).toEqual(['Client of second']);
    const businesses = (await getCall(t.app, accountant.auth, 'accountant/businesses')).json().response;
    expect(businesses.map((row: { name: string }) => row.name)).toEqual(['First Owner', 'Second Owner']);
  });

  it('ends access at once when the owner removes it', async () => {
    const owner = await signedInUser(t.app);
    const accountant = await signedInUser(t.app);
    const { auth } = await grantAccess(t, owner, accountant);
    expect((await getCall(t.app, auth, 'get_clients')).statusCode).toBe(200);
    const [row] = (await getCall(t.app, owner.auth, 'accountants')).json().response;
    // Another owner cannot remove it.
    const stranger = await signedInUser(t.app);
    expect((await postCall(t.app, stranger.auth, 'accountants/remove', { id: row.id })).statusCode).toBe(404);
    const removed = await postCall(t.app, owner.auth, 'accountants/remove', { id: row.id });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await getCall(t.app, auth, 'get_clients')).statusCode).toBe(404);
    expect((await getCall(t.app, owner.auth, 'accountants')).json().response).toEqual([]);
    expect((await getCall(t.app, accountant.auth, 'accountant/businesses')).json().response).toEqual([]);
  });

  it("logs each session's sign-in once and every download, for the owner alone", async () => {
    const owner = await signedInUser(t.app);
    const accountant = await signedInUser(t.app);
    const { auth } = await grantAccess(t, owner, accountant);
    await getCall(t.app, auth, 'get_clients');
    await getCall(t.app, auth, 'dashboard/summary');
    const exported = await postCall(t.app, auth, 'invoice_export_by_userId', {});
    expect(exported.statusCode, exported.body).toBe(200);
    const log = await getCall(t.app, owner.auth, 'accountants/access_log');
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json().response).toMatchObject([
      {
        accountant_email: accountant.email,
        action: 'download',
        detail: 'POST /api/v3/invoice_export_by_userId',
      },
      { accountant_email: accountant.email, action: 'sign_in' },
    ]);
    // The owner's log and list are not the accountant's to read.
    expect((await getCall(t.app, auth, 'accountants/access_log')).statusCode).toBe(403);
    expect((await getCall(t.app, auth, 'accountants')).statusCode).toBe(403);
  });
});
