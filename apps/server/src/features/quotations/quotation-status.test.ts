import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { createQuotation, ownerWithClient, workedExample } from '../../../test/quotation-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const call = (auth: Auth, path: string, payload: object = {}) => postCall(t.app, auth, path, payload);

describe('status rules', () => {
  it('sets approved or rejected, voids, and refuses edits once the quotation is not a draft', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const created = await createQuotation(t.app, auth, workedExample(client.id));
    const approved = await call(auth, 'quotation_change_status', {
      quotation_id: created.id,
      status: 'Approved',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().response).toMatchObject({ quotation_status: 'approved', status: 'approved' });

    const update = await call(auth, 'update_quotation', {
      ...workedExample(client.id),
      quotation_id: created.id,
    });
    expect(update.statusCode).toBe(409);
    expect(update.json()).toMatchObject({ status: 0, message: 'Only a draft quotation can be edited.' });
    const line = created.quotation_items[0]?.item_id;
    const edit = await call(auth, 'quotation/eachItemDetail/edit', {
      quotation_id: created.id,
      item_id: line,
      name: 'X',
      quantity: 1,
      unit_price: 1,
    });
    expect(edit.statusCode).toBe(409);

    const rejected = await call(auth, 'quotation_change_status', {
      quotation_id: created.id,
      status: 'rejected',
    });
    expect(rejected.json().response.quotation_status).toBe('rejected');

    const voided = await call(auth, 'quotation_void', { quotation_id: created.id });
    expect(voided.statusCode).toBe(200);
    expect(voided.json()).toMatchObject({
      message: 'Void Successful.',
      response: { quotation_type: 'void', status_label: 'Void' },
    });
    const afterVoid = await call(auth, 'quotation_change_status', {
      quotation_id: created.id,
      status: 'approved',
    });
    expect(afterVoid.statusCode).toBe(409);
  });

  it('refuses an unknown status with its message', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const created = await createQuotation(t.app, auth, workedExample(client.id));
    const res = await call(auth, 'quotation_change_status', { quotation_id: created.id, status: 'won' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toEqual(['Status must be approved or rejected.']);
    const missing = await call(auth, 'quotation_change_status', {});
    expect(missing.json().message).toEqual(['Quotation ID is required.', 'Status is required.']);
  });

  it('refuses to edit a void draft', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const created = await createQuotation(t.app, auth, workedExample(client.id));
    await call(auth, 'quotation_void', { quotation_id: created.id });
    const res = await call(auth, 'update_quotation', {
      ...workedExample(client.id),
      quotation_id: created.id,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This quotation is void and cannot be edited.');
  });
});
