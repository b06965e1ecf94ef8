import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let paths: Record<string, Record<string, Operation>>;

interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
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

/** The fields a call's request body documents (JSON, or multipart for the uploads). */
function requestFields(operation: Operation): string[] {
  const content = operation.requestBody?.content ?? {};
  const schema = (content['application/json'] ?? content['multipart/form-data'])?.schema;
  return Object.keys(schema?.properties ?? {});
}

/** The `response` of the 200 answer's envelope. */
function answer(operation: Operation): Schema {
  const envelope = operation.responses['200']?.content?.['application/json']?.schema;
  expect(Object.keys(envelope?.properties ?? {})).toEqual(
    expect.arrayContaining(['status', 'message', 'response']),
  );
  return envelope?.properties?.response ?? {};
}

const post = (path: string) => paths[`/api/v3/${path}`]?.post as Operation;

/** The fields of a whole invoice, as every call that answers one documents them. */
const INVOICE_FIELDS = [
  'id',
  'invoice_id',
  'invoice_number',
  'invoice_date',
  'expiry_date',
  'validity_term',
  'invoice_status',
  'invoice_type',
  'client_id',
  'currency_id',
  'notes',
  'is_image',
  'invoice_items',
  'payments',
  'payment',
  'vat_percent',
  'vat_name',
  'vat_amount',
  'tax1_percent',
  'tax1_name',
  'tax1_amount',
  'sub_total',
  'total_discount_amount',
  'discount_value',
  'discount_type',
  'total_amount_gross',
  'total_amount_net',
  'total_amount_paid',
  'remaining_due',
  'credit',
  'invoice_attachments',
  'client',
  'currency',
  'invoice_discount',
  'quotation',
  'pdfLink',
];

describe('the OpenAPI document', () => {
  it('describes every invoice call and the download links', () => {
    for (const path of [
      'get_invoice_number',
      'create_invoice',
      'update_invoice',
      'invoice/ListByInvoiceNumber',
      'get_invoice_list_by_user',
      'invoice/details/search',
      'invoice/eachItemDetail',
      'invoice/eachItemDetail/edit',
      'invoice/add_payment',
      'invoice/emailSent',
      'invoice/change_to_void',
      'delete_invoice',
      'upload_invoice_attachment',
      'delete_invoice_attachment',
      'invoice_export_by_userId',
      'invoice_export_xlsx_by_userId',
      'invoice_export_pdf_by_userId',
      'invoice_export_zip_by_userId',
      'quotation/convert_to_invoice',
      'download/invoice/{owner}/{key}/{filename}',
      'download/invoices/{owner}/{key}/{filename}',
    ]) {
      const path_ = `/api/v3/${path}`;
      expect(Object.keys(paths), path).toContain(path_);
      for (const operation of Object.values(paths[path_] ?? {})) {
        expect(operation.description, path).toBeTruthy();
        expect(operation.tags, path).toBeDefined();
      }
    }
    expect(paths['/api/v3/get_invoice_number']?.get).toBeDefined();
    // The downloads are opened without a token; every other invoice call needs one.
    for (const [path, methods] of Object.entries(paths)) {
      if (!/invoice/.test(path) || path.includes('/download/')) continue;
      for (const operation of Object.values(methods)) expect(operation.security, path).toBeDefined();
    }
  });

  it('documents the request fields of each call, with the spec names', () => {
    const fields: Array<[string, string[]]> = [
      [
        'create_invoice',
        [
          'client_id',
          'validity_term',
          'currency_id',
          'invoice_date',
          'invoice_items',
          'discount_type',
          'discount_value',
          'vat_name',
          'vat_percent',
          'tax1_name',
          'tax1_percent',
          'notes',
          'payment',
        ],
      ],
      ['update_invoice', ['invoice_id', 'client_id', 'invoice_items', 'payment']],
      ['invoice/ListByInvoiceNumber', ['invoice_number']],
      ['get_invoice_list_by_user', ['search_field', 'start_date', 'end_date', 'category', 'page', 'limit']],
      ['invoice/details/search', ['from_date', 'to_date', 'search_field', 'category', 'page', 'limit']],
      ['invoice/eachItemDetail', ['invoice_id', 'item_id']],
      [
        'invoice/eachItemDetail/edit',
        ['invoice_id', 'item_id', 'name', 'description', 'quantity', 'unit_price'],
      ],
      ['invoice/add_payment', ['invoice_id', 'submitted_amount', 'submission_date', 'method', 'description']],
      ['invoice/emailSent', ['invoice_number', 'to', 'cc', 'subject', 'message']],
      ['invoice/change_to_void', ['invoice_id']],
      ['delete_invoice', ['invoice_id', 'client_id']],
      ['upload_invoice_attachment', ['invoice_id', 'invoice_attachments']],
      ['delete_invoice_attachment', ['attachment_id', 'filename']],
      ['invoice_export_by_userId', ['start_date', 'end_date', 'search_field', 'category']],
      ['invoice_export_xlsx_by_userId', ['start_date', 'end_date', 'search_field', 'category']],
      ['invoice_export_pdf_by_userId', ['start_date', 'end_date', 'search_field', 'category']],
      ['invoice_export_zip_by_userId', ['start_date', 'end_date', 'search_field', 'category']],
      ['quotation/convert_to_invoice', ['quotation_id']],
    ];
    for (const [path, expected] of fields) {
      expect(requestFields(post(path)), path).toEqual(expect.arrayContaining(expected));
    }
    expect(Object.keys(post('upload_invoice_attachment').requestBody?.content ?? {})).toContain(
      'multipart/form-data',
    );
    const payment =
      post('create_invoice').requestBody?.content['application/json']?.schema.properties?.payment;
    expect(Object.keys(payment?.properties ?? {})).toEqual(
      expect.arrayContaining(['submitted_amount', 'submission_date', 'method', 'description']),
    );
    // The header that makes a repeated payment count once is told about where payments are recorded.
    for (const path of ['invoice/add_payment', 'create_invoice', 'update_invoice']) {
      expect(post(path).description, path).toContain('Idempotency-Key');
    }
  });

  it('documents the answer of each call', () => {
    for (const path of [
      'create_invoice',
      'update_invoice',
      'invoice/ListByInvoiceNumber',
      'invoice/eachItemDetail/edit',
      'invoice/add_payment',
      'invoice/emailSent',
      'invoice/change_to_void',
      'quotation/convert_to_invoice',
    ]) {
      expect(Object.keys(answer(post(path)).properties ?? {}), path).toEqual(
        expect.arrayContaining(INVOICE_FIELDS),
      );
    }
    const invoice = answer(post('invoice/ListByInvoiceNumber')).properties ?? {};
    expect(Object.keys(invoice.payments?.items?.properties ?? {})).toEqual(
      expect.arrayContaining([
        'id',
        'invoice_id',
        'submitted_amount',
        'submission_date',
        'amount',
        'status',
        'method',
        'description',
      ]),
    );
    expect(Object.keys(invoice.invoice_items?.items?.properties ?? {})).toEqual(
      expect.arrayContaining(['item_id', 'name', 'description', 'quantity', 'unit_price', 'type', 'total']),
    );
    expect(invoice.quotation?.nullable).toBe(true);
    expect(Object.keys(invoice.quotation?.properties ?? {})).toEqual(['quotation_id', 'quotation_number']);

    // The quotation names the invoice made from it.
    const quotation = answer(post('quotation/ListByquotationNumber')).properties ?? {};
    expect(Object.keys(quotation.invoice?.properties ?? {})).toEqual(['invoice_id', 'invoice_number']);

    for (const path of ['get_invoice_list_by_user', 'invoice/details/search']) {
      const operation = post(path);
      const rows = answer(operation);
      expect(rows.type, path).toBe('array');
      expect(Object.keys(rows.items?.properties ?? {}), path).toEqual(
        expect.arrayContaining([
          'invoice_id',
          'invoice_number',
          'invoice_status',
          'total_amount_gross',
          'total_amount_paid',
          'remaining_due',
          'is_overdue',
          'badges',
          'attachment_count',
          'has_note',
        ]),
      );
      const envelope = operation.responses['200']?.content?.['application/json']?.schema;
      expect(Object.keys(envelope?.properties?.pagination?.properties ?? {}), path).toEqual(
        expect.arrayContaining(['current_page', 'last_page', 'per_page', 'total']),
      );
    }

    expect(Object.keys(answer(post('invoice/eachItemDetail')).properties ?? {})).toEqual(
      expect.arrayContaining([
        'item_id',
        'invoice_id',
        'type',
        'name',
        'description',
        'quantity',
        'unit_price',
      ]),
    );
    for (const path of ['upload_invoice_attachment', 'delete_invoice_attachment']) {
      expect(Object.keys(answer(post(path)).items?.properties ?? {}), path).toEqual([
        'id',
        'filename',
        'url',
      ]);
    }
    for (const path of [
      'invoice_export_by_userId',
      'invoice_export_xlsx_by_userId',
      'invoice_export_pdf_by_userId',
      'invoice_export_zip_by_userId',
    ]) {
      const links = answer(post(path));
      expect(links.type, path).toBe('array');
      expect(links.items?.type, path).toBe('string');
    }
    const number = paths['/api/v3/get_invoice_number']?.get as Operation;
    expect(Object.keys(answer(number).properties ?? {})).toEqual(
      expect.arrayContaining(['response', 'invoice_number', 'invoice_date', 'validity_term']),
    );
    expect(answer(post('delete_invoice')).nullable).toBe(true);
  });
});
