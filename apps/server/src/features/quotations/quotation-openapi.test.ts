import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the OpenAPI document', () => {
  it('describes every quotation call and the download links', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      'get_quotation_number',
      'create_quotation',
      'update_quotation',
      'quotation/ListByquotationNumber',
      'get_quotation_list_by_user',
      'quotation/details/search',
      'quotation/eachItemDetail',
      'quotation/eachItemDetail/edit',
      'delete_quotation',
      'quotation_change_status',
      'quotation_void',
      'upload_quotation_attachment',
      'delete_quotation_attachment',
      'quotation/emailSent',
      'quotation_export_by_userId',
      'quotation_export_xlsx_by_userId',
      'quotation_export_zip_by_userId',
      'download/quotation/{owner}/{key}/{filename}',
      'download/quotations/{owner}/{key}/{filename}',
    ]) {
      expect(paths, path).toContain(`/api/v3/${path}`);
    }
    const create = res.json().paths['/api/v3/create_quotation'].post;
    expect(create.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'quotation_items',
    );
    expect(
      create.responses['200'].content['application/json'].schema.properties.response.properties,
    ).toHaveProperty('pdfLink');
    // The composer's optional fields (ADR 0209): the number alone is still required.
    const email = res.json().paths['/api/v3/quotation/emailSent'].post;
    const body = email.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties)).toEqual(['quotation_number', 'to', 'cc', 'subject', 'message']);
    expect(body.required).toEqual(['quotation_number']);
    expect(body.properties.cc.description).toContain('comma-separated');
  });
});
