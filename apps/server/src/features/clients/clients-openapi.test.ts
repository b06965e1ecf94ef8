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
  it('documents the client calls', async () => {
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths);
    for (const path of [
      'get_clients',
      'get_quotation_client_list',
      'getClientDetailByClientId',
      'create_client',
      'update_client',
      'delete_client',
      'export_client_list',
    ]) {
      expect(paths).toContain(`/api/v3/${path}`);
    }
  });
});
