// Every call of the accounts, profile, settings, lookups, item and client areas declares its answer, so
// the OpenAPI document shows what each one answers (and the server checks each answer against it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let paths: Record<string, Record<string, { responses: Record<string, ResponseDoc> }>>;

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  required?: string[];
}
interface ResponseDoc {
  content: Record<string, { schema: JsonSchema }>;
}

beforeAll(async () => {
  t = await buildTestApp();
  paths = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths;
});
afterAll(async () => {
  await t.close();
});

/** The JSON schema of a call's success answer. */
function answerOf(method: string, path: string): JsonSchema {
  const doc = paths[`/api/${path}`]?.[method]?.responses['200'];
  expect(doc, `${method} ${path}`).toBeDefined();
  const schema = doc!.content['application/json']?.schema;
  expect(schema, `${method} ${path}`).toBeDefined();
  expect(schema!.required).toEqual(expect.arrayContaining(['status', 'message', 'response']));
  return schema!;
}

const PROFILE_FIELDS = ['email', 'company_name', 'currency', 'address_details', 'is_profile_complete'];

describe('answers in the OpenAPI document', () => {
  it.each([
    ['get', 'v3/get_profile'],
    ['post', 'v3/update_profile'],
    ['post', 'v2/update_profile'],
    ['post', 'v3/update_country'],
    ['post', 'v2/update_language'],
    ['post', 'v3/update_user_currency'],
    ['post', 'v2/update_user_currency'],
  ])('%s %s answers the user', (method, path) => {
    const response = answerOf(method, path).properties!.response!;
    expect(Object.keys(response.properties!)).toEqual(expect.arrayContaining(PROFILE_FIELDS));
    expect(Object.keys(response.properties!.address_details!.properties!)).toContain('mobile');
  });

  it('login answers the user, and the token beside it', () => {
    const login = answerOf('post', 'v3/login');
    expect(login.required).toContain('api_token');
    expect(Object.keys(login.properties!.response!.properties!)).toEqual(
      expect.arrayContaining(PROFILE_FIELDS),
    );
  });

  it.each([
    ['post', 'v3/register_user'],
    ['post', 'v3/forgot_password'],
    ['post', 'v3/reset_password'],
    ['post', 'v3/logout'],
    ['post', 'v3/delete_item'],
    ['post', 'v3/delete_item_category'],
    ['post', 'v3/delete_client'],
  ])('%s %s answers only its message', (method, path) => {
    // OpenAPI 3.0 has no null type: a value that can only be null.
    expect(answerOf(method, path).properties!.response).toEqual(
      expect.objectContaining({ nullable: true, enum: [null] }),
    );
  });

  it.each([
    ['get', 'v3/get_terms_days', ['invoice_days', 'quotation_days']],
    ['post', 'v3/terms_days/post', ['invoice_days', 'quotation_days']],
    ['get', 'v3/tax/get_details', ['tax1_name', 'tax1_rate', 'is_tax2_enable', 'tax_number']],
    ['post', 'v3/tax/update', ['tax1_name', 'tax1_rate', 'is_tax2_enable', 'tax_number']],
    ['get', 'v3/bank/get_details', ['is_banking_info_available', 'iban_number', 'paypal_id']],
    ['post', 'v3/bank/update', ['is_banking_info_available', 'iban_number', 'paypal_id']],
    ['post', 'v3/create_item', ['item_no', 'amount', 'category_type']],
    ['post', 'v3/update_item', ['item_no', 'amount', 'category_type']],
    ['post', 'v3/create_item_category', ['id', 'type']],
    ['post', 'v3/getClientDetailByClientId', ['client_id', 'business_name', 'notes']],
    ['post', 'v3/create_client', ['client_id', 'business_name', 'notes']],
    ['post', 'v3/update_client', ['client_id', 'business_name', 'notes']],
  ])('%s %s answers its record', (method, path, fields) => {
    expect(Object.keys(answerOf(method, path).properties!.response!.properties!)).toEqual(
      expect.arrayContaining(fields),
    );
  });

  it.each([
    ['get', 'v3/get_new_country_list', ['id', 'name', 'code']],
    ['get', 'v3/get_currency_list', ['id', 'name', 'code', 'symbol', 'minor_units']],
    ['post', 'v3/get_states', ['id', 'name']],
    ['get', 'v3/get_business_category', ['id', 'name']],
    ['get', 'v2/get_business_category', ['id', 'name']],
    ['get', 'v3/list_item_category', ['id', 'type']],
  ])('%s %s answers its list', (method, path, fields) => {
    const response = answerOf(method, path).properties!.response!;
    expect(response.type).toBe('array');
    expect(Object.keys(response.items!.properties!)).toEqual(fields);
  });

  it('get_business_category also answers its list in message, as the spec says', () => {
    expect(answerOf('get', 'v3/get_business_category').properties!.message!.type).toBe('array');
  });

  it('get_payment_options and generate_item_no answer text', () => {
    expect(answerOf('get', 'v3/get_payment_options').properties!.response!.items!.type).toBe('string');
    expect(answerOf('get', 'v3/generate_item_no').properties!.response!.type).toBe('string');
  });

  it.each([
    ['post', 'v3/get_item', 'item_no'],
    ['get', 'v3/get_clients', 'business_name'],
    ['get', 'v3/get_quotation_client_list', 'business_name'],
  ])('%s %s answers one page, with its pagination', (method, path, field) => {
    const answer = answerOf(method, path);
    expect(answer.required).toContain('pagination');
    expect(Object.keys(answer.properties!.pagination!.properties!)).toEqual([
      'current_page',
      'last_page',
      'per_page',
      'total',
    ]);
    expect(Object.keys(answer.properties!.response!.items!.properties!)).toContain(field);
  });

  it.each(['export_item_list', 'export_client_list'])('%s answers a CSV file', (path) => {
    const doc = paths[`/api/v3/${path}`]!.get!.responses['200']!;
    expect(Object.keys(doc.content)).toEqual(['text/csv']);
  });

  it.each([
    ['post', 'v3/get_item'],
    ['get', 'v3/get_clients'],
  ])('%s %s documents page and limit', (method, path) => {
    const operation = paths[`/api/${path}`]![method] as unknown as {
      parameters?: { name: string }[];
      requestBody?: { content: Record<string, { schema: JsonSchema }> };
    };
    const names =
      operation.parameters?.map((parameter) => parameter.name) ??
      Object.keys(operation.requestBody!.content['application/json']!.schema.properties!);
    expect(names).toEqual(expect.arrayContaining(['page', 'limit']));
  });
});
