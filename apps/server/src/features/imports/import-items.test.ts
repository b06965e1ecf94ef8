import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_MESSAGES } from '@tradebook/domain/items/items.schemas';
import { signedInUser } from '../../../test/factories';
import { commitImport, countOf, csvFile, previewImport, xlsxFile } from '../../../test/import-calls';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

async function itemsOf(auth: Record<string, string>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v3/get_item',
    headers: auth,
    payload: { sort: 'date', order: 'asc' },
  });
  return res.json().response as Record<string, unknown>[];
}

describe('import items', () => {
  it('numbers imported items after the catalogue, in file order, with the form rules', async () => {
    const { auth } = await signedInUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/v3/create_item',
      headers: auth,
      payload: { name: 'Callout', unit_price: '40' },
    });
    const csv =
      'Item Name,Description,Rate,Product Type,Qty\n' +
      'Copper pipe,15 mm,"£1,250.50",goods,2\n' +
      'Labour,Per hour,45,service,\n';
    const preview = (await previewImport(t.app, auth, 'items', csvFile(csv, 'items.csv'))).json().response;
    expect(preview.mapping).toEqual({
      name: [0],
      description: [1],
      unit_price: [2],
      quantity: [4],
      type: [3],
    });

    const res = await commitImport(t.app, auth, 'items', csvFile(csv, 'items.csv'));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('2 items imported.');
    const items = await itemsOf(auth);
    expect(
      items.map((item) => [item.item_no, item.name, item.unit_price, item.quantity, item.amount, item.type]),
    ).toEqual([
      ['ITEM-000001', 'Callout', 40, 1, 40, 'parts'],
      ['ITEM-000002', 'Copper pipe', 1250.5, 2, 2501, 'parts'],
      ['ITEM-000003', 'Labour', 45, 1, 45, 'services'],
    ]);
    const next = await t.app.inject({ method: 'GET', url: '/api/v3/generate_item_no', headers: auth });
    expect(next.json().response).toBe('ITEM-000004');
  });

  it('imports an XLSX of items', async () => {
    const { auth } = await signedInUser(t.app);
    const file = await xlsxFile(
      [
        ['Name', 'Price'],
        ['Tap', 12.5],
        ['Valve', 3],
      ],
      'items.xlsx',
    );
    const res = await commitImport(t.app, auth, 'items', file);
    expect(res.json().response).toEqual({ kind: 'items', imported: 2 });
    expect((await itemsOf(auth)).map((item) => [item.name, item.unit_price])).toEqual([
      ['Tap', 12.5],
      ['Valve', 3],
    ]);
  });

  it('imports nothing and takes no number when a row is wrong', async () => {
    const { auth } = await signedInUser(t.app);
    const csv = 'Name,Price,Type\nTap,12.5,parts\nValve,12,5\nPump,-3,gadget\n';
    const res = await commitImport(t.app, auth, 'items', csvFile(csv, 'items.csv'), {
      name: [0],
      unit_price: [1],
      type: [2],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().response.errors).toEqual([
      { row: 3, field: 'type', message: ITEM_MESSAGES.typeInvalid },
      { row: 4, field: 'unit_price', message: ITEM_MESSAGES.unitPriceNegative },
      { row: 4, field: 'type', message: ITEM_MESSAGES.typeInvalid },
    ]);
    expect(await countOf(t.app, auth, 'items')).toBe(0);
    const next = await t.app.inject({ method: 'GET', url: '/api/v3/generate_item_no', headers: auth });
    expect(next.json().response).toBe('ITEM-000001');
  });
});
