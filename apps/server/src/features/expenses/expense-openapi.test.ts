// Every expense call is in the OpenAPI document (docs/reference/api.md 'The API contract'), with the spec's
// field names for its body and the fields of its answer, so a mobile client can be written from it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let paths: Record<string, Record<string, Operation>>;

interface Schema {
  type?: string;
  format?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  nullable?: boolean;
}

interface Operation {
  tags?: string[];
  description?: string;
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}

beforeAll(async () => {
  t = await buildTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  paths = res.json().paths;
});
afterAll(async () => {
  await t.close();
});

const post = (path: string) => paths[`/api/v3/${path}`]?.post as Operation;
const get = (path: string) => paths[`/api/v3/${path}`]?.get as Operation;

function requestFields(operation: Operation, type = 'application/json'): string[] {
  return Object.keys(operation.requestBody?.content[type]?.schema.properties ?? {});
}

/** The 200 answer's envelope, and its `response`. */
function envelope(operation: Operation): Schema {
  return operation.responses['200']?.content?.['application/json']?.schema ?? {};
}
function answer(operation: Operation): Schema {
  expect(Object.keys(envelope(operation).properties ?? {})).toEqual(
    expect.arrayContaining(['status', 'message', 'response']),
  );
  return envelope(operation).properties?.response ?? {};
}

/** The fields of an expense (docs/reference/expenses.md 'Fields') and what the server adds beside them. */
const EXPENSE_FIELDS = [
  'id',
  'expense_id',
  'expense_no',
  'expense_date',
  'category_id',
  'category',
  'vendor',
  'payment_type',
  'notes',
  'currency_id',
  'currency',
  'currency_code',
  'amount',
  // The rate kept in another currency than the business's (docs/decisions/0395).
  'exchange_rate',
  'file_name',
  'url',
  'is_image',
  'attachments',
  'attachment_count',
];
const FORM_FIELDS = [
  'payment_type',
  'expense_date',
  'category_id',
  'vendor',
  'notes',
  'currency_id',
  'exchange_rate',
  'amount',
  'image',
];

describe('the OpenAPI document', () => {
  it('describes every expense call, each behind the bearer token', () => {
    const calls: Array<[string, 'get' | 'post']> = [
      ['pagination/get_expense_list', 'post'],
      ['create_expense', 'post'],
      ['update_expense', 'post'],
      ['delete_expense', 'post'],
      ['getExpenseListById', 'post'],
      ['delete_expense_attachment', 'post'],
      ['get_expense_count', 'get'],
      ['get_expense_category', 'get'],
      ['expense/filter/dropdown', 'post'],
      ['generate_pdf', 'post'],
      ['export_expense', 'post'],
      ['create_zip', 'post'],
    ];
    for (const [path, method] of calls) {
      const operation = paths[`/api/v3/${path}`]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation?.description, path).toBeTruthy();
      expect(operation?.tags, path).toContain('expenses');
      expect(operation?.security, path).toEqual([{ bearer: [] }]);
    }
    // The ZIP behind create_zip's link is opened without a token.
    const download = paths['/api/v3/download/expenses/{owner}/{key}/{filename}']?.get;
    expect(download?.description).toBeTruthy();
    expect(download?.security).toBeUndefined();
  });

  it('documents the request fields with the spec names, and the forms the spec sends', () => {
    for (const type of ['multipart/form-data', 'application/json', 'application/x-www-form-urlencoded']) {
      expect(requestFields(post('create_expense'), type), type).toEqual(expect.arrayContaining(FORM_FIELDS));
      expect(requestFields(post('update_expense'), type), type).toEqual(
        expect.arrayContaining(['expense_id', ...FORM_FIELDS]),
      );
    }
    const image =
      post('create_expense').requestBody?.content['multipart/form-data']?.schema.properties?.image;
    expect(image).toMatchObject({ type: 'array', items: { type: 'string', format: 'binary' } });
    // The server's own fields are not offered to clients.
    for (const owned of ['expense_no', 'user_id', 'is_image']) {
      expect(requestFields(post('create_expense'), 'multipart/form-data')).not.toContain(owned);
    }
    expect(requestFields(post('delete_expense_attachment'), 'multipart/form-data')).toEqual(
      expect.arrayContaining(['expense_no', 'filename']),
    );
    expect(requestFields(post('delete_expense'))).toContain('expenseId');
    expect(requestFields(post('getExpenseListById'))).toContain('expenseId');
    expect(requestFields(post('pagination/get_expense_list'))).toEqual(
      expect.arrayContaining([
        'page',
        'limit',
        'from',
        'to',
        'category_id',
        'currency_id',
        'paymentMethod',
        'search_text',
      ]),
    );
    for (const path of ['generate_pdf', 'export_expense', 'create_zip']) {
      expect(requestFields(post(path)), path).toEqual(
        expect.arrayContaining(['start_date', 'end_date', 'category_id', 'currency_id']),
      );
    }
    expect(requestFields(post('expense/filter/dropdown'))).toContain('content');
    // Where the limit and the receipts' rules are told.
    expect(post('create_expense').description).toContain('Monthly limit reached.');
    expect(post('create_expense').description).toMatch(/415[\s\S]*413/);
  });

  it('documents the answer of each call', () => {
    for (const path of ['create_expense', 'update_expense', 'getExpenseListById']) {
      expect(Object.keys(answer(post(path)).properties ?? {}), path).toEqual(
        expect.arrayContaining(EXPENSE_FIELDS),
      );
    }
    const expense = answer(post('getExpenseListById')).properties ?? {};
    expect(expense.url?.items?.type).toBe('string');
    expect(expense.is_image?.enum).toEqual(['Y', 'N']);
    expect(Object.keys(expense.attachments?.items?.properties ?? {})).toEqual(['id', 'filename', 'url']);

    const removed = post('delete_expense_attachment');
    expect(Object.keys(envelope(removed).properties ?? {})).toEqual(
      expect.arrayContaining(['status', 'statusCode', 'message', 'response']),
    );
    expect(envelope(removed).properties?.message?.type).toBe('array');
    expect(Object.keys(answer(removed).properties ?? {})).toEqual(expect.arrayContaining(EXPENSE_FIELDS));
    expect(answer(post('delete_expense')).nullable).toBe(true);

    const page = answer(post('pagination/get_expense_list')).properties ?? {};
    expect(Object.keys(page)).toEqual(
      expect.arrayContaining(['data', 'current_page', 'last_page', 'per_page', 'total', 'totals']),
    );
    expect(Object.keys(page.data?.items?.properties ?? {})).toEqual(expect.arrayContaining(EXPENSE_FIELDS));
    expect(Object.keys(page.totals?.items?.properties ?? {})).toEqual(
      expect.arrayContaining(['currency_id', 'currency', 'currency_code', 'count', 'amount']),
    );
    expect(
      Object.keys(envelope(post('pagination/get_expense_list')).properties?.pagination?.properties ?? {}),
    ).toEqual(expect.arrayContaining(['current_page', 'last_page', 'per_page', 'total']));

    expect(Object.keys(answer(get('get_expense_count')).properties ?? {})).toEqual(
      expect.arrayContaining(['expense_count', 'total_credit_per_month', 'limit_applies', 'limit_reached']),
    );
    expect(Object.keys(answer(get('get_expense_category')).items?.properties ?? {})).toEqual([
      'id',
      'category',
    ]);
    expect(Object.keys(answer(post('expense/filter/dropdown')).items?.properties ?? {})).toEqual([
      'id',
      'name',
    ]);
    expect(answer(post('create_zip')).type).toBe('string');
    expect(Object.keys(post('generate_pdf').responses['200']?.content ?? {})).toEqual(['application/pdf']);
    expect(Object.keys(post('export_expense').responses['200']?.content ?? {})).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
  });
});
