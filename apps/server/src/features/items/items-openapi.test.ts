import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('OpenAPI', () => {
  it('documents the item calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      'get_item',
      'generate_item_no',
      'create_item',
      'update_item',
      'delete_item',
      'export_item_list',
    ]) {
      expect(paths).toContain(`/api/v3/${path}`);
    }
  });
});
