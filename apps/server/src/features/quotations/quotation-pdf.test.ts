import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { createClient } from '../../../test/catalogue-factories';
import { signedInUser } from '../../../test/factories';
import { multipart } from '../../../test/forms';
import { pdfPages, pdfText } from '../../../test/pdf-text';
import { ACME_CLIENT, createQuotation, workedExample } from '../../../test/quotation-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const local = (url: string) => url.replace('http://tradebook.test', '');

async function business(options: { logo?: boolean } = {}) {
  const user = await signedInUser(t.app);
  const fields: Record<string, string | { filename: string; contentType: string; data: Buffer }> = {
    fullname: 'Alex Baker',
    business_category_id: '21',
    postal_address: '12 Mill Lane',
    street2: 'Holbeck',
    state: 'West Yorkshire',
    zip: 'LS11 5AB',
    phone1: '0113 496 0000',
    mobile: '07123 456789',
    website: 'https://bakerplumbing.co.uk',
    companyname: 'Baker & Sons Plumbing Ltd',
    companytype: 'Limited Company',
  };
  if (options.logo) {
    fields.image = {
      filename: 'logo.png',
      contentType: 'image/png',
      data: await sharp({ create: { width: 300, height: 120, channels: 3, background: '#1f5f7a' } })
        .png()
        .toBuffer(),
    };
  }
  const form = multipart(fields);
  const profile = await t.app.inject({
    method: 'POST',
    url: '/api/v3/update_profile',
    headers: { ...user.auth, ...form.headers },
    payload: form.payload,
  });
  expect(profile.statusCode, profile.body).toBe(200);
  await postCall(t.app, user.auth, 'tax/update', {
    tax1_name: 'VAT',
    tax1_rate: 20,
    is_tax1_enable: 1,
    tax2_name: 'Levy',
    tax2_rate: 7.5,
    is_tax2_enable: 1,
    registration_number: '01234567',
    tax_number: 'GB123456789',
  });
  await postCall(t.app, user.auth, 'bank/update', {
    is_banking_info_available: 1,
    accountant_name: 'Baker & Sons Plumbing Ltd',
    branch_code: '12-34-56',
    account_number: '12345678',
    is_international_banking_info_enable: 1,
    swift_code: 'ABCDGB2L',
    iban_number: 'GB33BUKB20201555555555',
    is_paypal_info_enable: 0,
    paypal_id: 'paypal.me/nobody',
  });
  const client = await createClient(t.app, user.auth, {
    ...ACME_CLIENT,
    postal_address: '1 High Street',
    zip: 'YO1 7HH',
  });
  return { ...user, client };
}

async function pdfLinkOf(auth: Auth, quotationNumber: string): Promise<string> {
  const res = await postCall(t.app, auth, 'quotation/ListByquotationNumber', {
    quotation_number: quotationNumber,
  });
  expect(res.statusCode).toBe(200);
  return res.json().response.pdfLink as string;
}

describe('the quotation PDF behind pdfLink', () => {
  it('shows the business, the client, the number, each item and the totals', async () => {
    const { auth, client } = await business({ logo: true });
    const quotation = await createQuotation(t.app, auth, workedExample(client.id));
    const link = await pdfLinkOf(auth, quotation.quotation_number);
    const res = await t.app.inject({ method: 'GET', url: local(link) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="QUO-000001.pdf"');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/Subtype /Image');

    const text = await pdfText(pdf);
    for (const expected of [
      'QUOTATION',
      'QUO-000001',
      'Baker & Sons Plumbing Ltd',
      '12 Mill Lane',
      'GB123456789',
      '01234567',
      'Acme Holdings',
      'Jordan Smith',
      '21 Nov 2026',
      '19 Dec 2026',
      'Copper pipe',
      '15 mm, per metre',
      'Call-out',
      '£19.99',
      '£59.97',
      '£12.00',
      '£71.97',
      '-£7.20',
      '£64.77',
      'VAT (20%)',
      '£12.95',
      'Levy (7.5%)',
      '£4.86',
      '£82.58',
      'Total (GBP)',
      '12-34-56',
      'GB33BUKB20201555555555',
      'Work starts within five days of approval.',
      'Page 1 of 1',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('paypal.me/nobody');
  });

  it('flows a long list onto further pages with the header repeated and page numbers', async () => {
    const { auth, client } = await business();
    const items = Array.from({ length: 60 }, (_, i) => ({
      name: `Part ${i + 1}`,
      description: 'Fitted',
      quantity: 1,
      unit_price: 10,
    }));
    const quotation = await createQuotation(
      t.app,
      auth,
      workedExample(client.id, { quotation_items: items }),
    );
    const res = await t.app.inject({
      method: 'GET',
      url: local(await pdfLinkOf(auth, quotation.quotation_number)),
    });
    const pages = await pdfPages(res.rawPayload);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
      expect(page).toContain('QUO-000001');
    });
    expect(pages[1]).toContain('Unit price');
    const all = pages.join('\n');
    for (const item of items) expect(all).toContain(item.name);
    expect(pages.at(-1)).toContain('£600.00');
  });

  it('draws text a user typed as text', async () => {
    const { auth, client } = await business();
    const typed = '<b>Bold</b> & <script>alert(1)</script> %PDF /JavaScript (x)';
    const quotation = await createQuotation(
      t.app,
      auth,
      workedExample(client.id, {
        notes: typed,
        quotation_items: [{ name: typed, quantity: 1, unit_price: 1 }],
      }),
    );
    const res = await t.app.inject({
      method: 'GET',
      url: local(await pdfLinkOf(auth, quotation.quotation_number)),
    });
    // A long name wraps inside its column: compare with the line breaks read as spaces.
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
    expect(text.split(typed).length - 1).toBe(2);
    expect(res.rawPayload.toString('latin1')).not.toMatch(/\/(JavaScript|JS|Launch|URI)\b/);
  });

  it('answers 404 for an altered, foreign or expired link', async () => {
    const { auth, client } = await business();
    const quotation = await createQuotation(t.app, auth, workedExample(client.id));
    const link = local(await pdfLinkOf(auth, quotation.quotation_number));
    const [, owner = '', id = ''] = /\/quotation\/(\d+)\/(\d+)\//.exec(link) ?? [];
    const altered = [
      link.replace(/sig=[^&]+/, 'sig=AAAA'),
      link.replace(`/quotation/${owner}/`, `/quotation/${Number(owner) + 1}/`),
      link.replace(`/${id}/`, `/${Number(id) + 1}/`),
      link.replace('QUO-000001.pdf', 'QUO-000002.pdf'),
      link.replace(/\?.*$/, ''),
    ];
    for (const url of altered) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ status: 0, message: 'Resource not found' });
    }
    t.setNow(new Date(Date.now() + 3 * 24 * 3600 * 1000));
    try {
      expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(404);
    } finally {
      t.setNow(undefined);
    }
    await postCall(t.app, auth, 'delete_quotation', { quotation_id: quotation.id });
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(404);
  });

  it('stamps a void quotation', async () => {
    const { auth, client } = await business();
    const quotation = await createQuotation(t.app, auth, workedExample(client.id));
    await postCall(t.app, auth, 'quotation_void', { quotation_id: quotation.id });
    const res = await t.app.inject({
      method: 'GET',
      url: local(await pdfLinkOf(auth, quotation.quotation_number)),
    });
    expect(await pdfText(res.rawPayload)).toContain('VOID');
  });
});
