// Typing the start of an item's name finds that item first (docs/decisions/0352): with a search and the
// name sort, names that start with the text come first, then names that hold it, then items matched only
// by their description or number; each group by name, one page at a time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, listItems } from '../../../test/catalogue-factories';
import { signedInUser } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('get_item searched by name', () => {
  it('puts names that start with the text first, then names that hold it, then descriptions', async () => {
    const { auth } = await signedInUser(t.app);
    for (const [name, description] of [
      ['Labour (hour)', 'Roofer, per hour'],
      ['Flat roof repair', 'Felt, per m2'],
      ['Roof tiles', 'Clay, per 100'],
      ['Aardvark', 'Roofing felt nails'],
      ['roofing batten', 'Treated, 3 m'],
      ['Gutter', 'Plastic'],
    ]) {
      await createItem(t.app, auth, { name, description, unit_price: 10 });
    }
    const names = async (filters: Record<string, unknown>) =>
      (await listItems(t.app, auth, filters)).map((item) => item.name);

    expect(await names({ search_text: 'Roof', sort: 'name' })).toEqual([
      'Roof tiles',
      'roofing batten',
      'Flat roof repair',
      'Aardvark',
      'Labour (hour)',
    ]);
    // Paged: the second page goes on where the first stopped.
    expect(await names({ search_text: 'roof', sort: 'name', limit: 2, page: 2 })).toEqual([
      'Flat roof repair',
      'Aardvark',
    ]);
    // Without a search, or sorted otherwise, the order is the sort's alone.
    expect((await names({ sort: 'name' })).slice(0, 2)).toEqual(['Aardvark', 'Flat roof repair']);
  });
});
