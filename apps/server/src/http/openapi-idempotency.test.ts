// The calls that take an Idempotency-Key header say so in the OpenAPI document (issue 23,
// docs/decisions/0331), with what the key may hold, and no other call claims it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  description?: string;
  schema?: { type?: string };
}

let t: TestApp;
let paths: Record<string, Record<string, { parameters?: Parameter[] }>>;

beforeAll(async () => {
  t = await buildTestApp();
  paths = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths;
});
afterAll(async () => {
  await t.close();
});

/** Every call that reads the header (features/invoices/idempotency-key.ts). */
const TAKE_THE_KEY = [
  'POST /api/v3/create_invoice',
  'POST /api/v3/credit_note/create_from_invoice',
  'POST /api/v3/invoice/add_payment',
  'POST /api/v3/update_invoice',
];

const keyOf = (parameters: Parameter[] = []) =>
  parameters.find((p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key');

describe('the Idempotency-Key header in the OpenAPI document', () => {
  it.each(TAKE_THE_KEY)('is listed, optional, for %s', (call) => {
    const [method = '', path = ''] = call.split(' ');
    const header = keyOf(paths[path]?.[method.toLowerCase()]?.parameters);
    expect(header, call).toMatchObject({ in: 'header', required: false, schema: { type: 'string' } });
    expect(header?.description).toMatch(/1 to 100 letters, digits, dashes or underscores/);
  });

  it('is listed for those calls only', () => {
    const listed = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => keyOf(operation.parameters))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(listed.sort()).toEqual(TAKE_THE_KEY);
  });
});
