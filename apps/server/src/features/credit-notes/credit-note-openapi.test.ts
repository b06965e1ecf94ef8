// Every credit note call is in the OpenAPI document (issue 17): its path in the spec's style, its request
// fields, its answer in the credit note's names, a bearer token, and a description of its rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let paths: Record<string, Record<string, Operation>>;

interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
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
  paths = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths;
});
afterAll(async () => {
  await t.close();
});

const operation = (method: 'get' | 'post', path: string) => paths[`/api/v3/${path}`]?.[method] as Operation;
const requestFields = (op: Operation) =>
  Object.keys(op.requestBody?.content['application/json']?.schema.properties ?? {});
const answer = (op: Operation) =>
  op.responses['200']?.content?.['application/json']?.schema.properties?.response ?? {};

const CREDIT_NOTE_FIELDS = [
  'credit_note_id',
  'credit_note_number',
  'credit_note_date',
  'credit_note_status',
  'invoice_id',
  'invoice_number',
  'client',
  'currency',
  'sub_total',
  'vat_amount',
  'tax1_amount',
  'total_amount_gross',
  'settlement',
  'applied_amount',
  'refunded_amount',
  'kept_credit_amount',
];

describe('the credit note calls in the OpenAPI document', () => {
  it.each([
    [
      'credit_note/create_from_invoice',
      ['invoice_id', 'credit_note_date', 'credit_note_items', 'settlement', 'notes'],
    ],
    ['credit_note/ListByCreditNoteNumber', ['credit_note_number']],
    ['credit_note/emailSent', ['credit_note_number', 'to', 'cc', 'subject', 'message']],
  ])('POST %s takes its fields and answers a whole credit note', (path, fields) => {
    const op = operation('post', path);
    expect(op, path).toBeDefined();
    expect(op.security).toEqual([{ bearer: [] }]);
    expect(op.description?.length).toBeGreaterThan(80);
    expect(requestFields(op)).toEqual(expect.arrayContaining(fields));
    const response = answer(op);
    expect(Object.keys(response.properties ?? {})).toEqual(
      expect.arrayContaining([...CREDIT_NOTE_FIELDS, 'credit_note_items', 'pdfLink']),
    );
    expect(Object.keys(response.properties?.credit_note_items?.items?.properties ?? {})).toEqual(
      expect.arrayContaining(['item_id', 'invoice_item_id', 'quantity', 'unit_price', 'total']),
    );
  });

  it.each(['get_credit_note_list_by_user', 'credit_note/details/search'])(
    'POST %s answers one page of rows with the pagination beside them',
    (path) => {
      const op = operation('post', path);
      const envelope = op.responses['200']?.content?.['application/json']?.schema;
      expect(Object.keys(envelope?.properties ?? {})).toEqual(
        expect.arrayContaining(['status', 'message', 'response', 'pagination']),
      );
      expect(Object.keys(answer(op).items?.properties ?? {})).toEqual(
        expect.arrayContaining([...CREDIT_NOTE_FIELDS, 'attachment_count', 'has_note']),
      );
      expect(requestFields(op)).toEqual(
        expect.arrayContaining(['search_field', 'category', 'page', 'limit']),
      );
    },
  );

  it('GET get_credit_note_number answers the next number', () => {
    expect(Object.keys(answer(operation('get', 'get_credit_note_number')).properties ?? {})).toEqual(
      expect.arrayContaining(['response', 'credit_note_number', 'credit_note_date']),
    );
  });

  it.each([
    'credit_note_export_by_userId',
    'credit_note_export_xlsx_by_userId',
    'credit_note_export_pdf_by_userId',
    'credit_note_export_zip_by_userId',
  ])('POST %s answers a link in response[0]', (path) => {
    expect(answer(operation('post', path)).type).toBe('array');
  });

  it('documents the download routes of a credit note and of the exports', () => {
    expect(paths['/api/v3/download/credit_note/{owner}/{key}/{filename}']?.get).toBeDefined();
    expect(paths['/api/v3/download/credit_notes/{owner}/{key}/{filename}']?.get).toBeDefined();
  });

  it('answers the credit notes of an invoice and what they credited', () => {
    const invoice = answer(operation('post', 'invoice/ListByInvoiceNumber'));
    expect(Object.keys(invoice.properties ?? {})).toEqual(
      expect.arrayContaining(['credit_notes', 'total_amount_credited', 'remaining_due']),
    );
    expect(Object.keys(invoice.properties?.invoice_items?.items?.properties ?? {})).toContain(
      'credited_amount',
    );
  });
});
