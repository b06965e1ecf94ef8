import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES } from '@tradebook/domain/clients/clients.schemas';
import { IMPORT_MESSAGES } from '@tradebook/domain/imports/imports.schemas';
import { signedInUser } from '../../../test/factories';
import { commitImport, countOf, csvFile, previewImport, xlsxFile } from '../../../test/import-calls';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

const INVOICE_NINJA =
  'Client Name,Contact First Name,Contact Last Name,Contact Email,Address 1,Address 2,City,State,Postal Code,Country,Phone,Vat Number,Id Number\n' +
  'Acme Ltd,Ada,Lovelace,ada@acme.example.com,1 High Street,Unit 2,London,,SW1A 1AA,United Kingdom,020 7946 0958,GB123456789,77\n' +
  '"Baker, Sons",Bob,Baker,bob@baker.example.com,,,,,,GB,,,\n';

async function clientsOf(auth: Record<string, string>) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v3/get_clients?sort=business_name',
    headers: auth,
  });
  return res.json().response as Record<string, unknown>[];
}

describe('import clients', () => {
  it("maps Invoice Ninja's export by itself, previews it and imports every row", async () => {
    const { auth } = await signedInUser(t.app);
    const preview = await previewImport(t.app, auth, 'clients', csvFile(INVOICE_NINJA));
    expect(preview.statusCode).toBe(200);
    const answer = preview.json().response;
    expect(answer.total_rows).toBe(2);
    expect(answer.rows[1]).toEqual([
      'Baker, Sons',
      'Bob',
      'Baker',
      'bob@baker.example.com',
      '',
      '',
      '',
      '',
      '',
      'GB',
      '',
      '',
      '',
    ]);
    expect(answer.mapping).toEqual({
      full_name: [1, 2],
      email: [3],
      business_name: [0],
      phone1: [10],
      postal_address: [4],
      street2: [5],
      city: [6],
      state: [7],
      zip: [8],
      country: [9],
      vat_number: [11],
    });

    const res = await commitImport(t.app, auth, 'clients', csvFile(INVOICE_NINJA), answer.mapping);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 1,
      message: '2 clients imported.',
      response: { imported: 2 },
    });
    const clients = await clientsOf(auth);
    expect(clients).toHaveLength(2);
    expect(clients[0]).toMatchObject({
      full_name: 'Ada Lovelace',
      business_name: 'Acme Ltd',
      email: 'ada@acme.example.com',
      postal_address: '1 High Street',
      street2: 'Unit 2',
      city: 'London',
      zip: 'SW1A 1AA',
      country: 'United Kingdom',
      phone1: '+442079460958',
      vat_number: 'GB123456789',
    });
    expect(clients[1]).toMatchObject({
      full_name: 'Bob Baker',
      business_name: 'Baker, Sons',
      country: 'United Kingdom',
    });
  });

  it("imports FreshBooks' XLSX export, keeping a formula-looking cell as text", async () => {
    const { auth } = await signedInUser(t.app);
    const file = await xlsxFile([
      [
        'Organization',
        'First Name',
        'Last Name',
        'Email',
        'Street',
        'Street2',
        'City',
        'Province/State',
        'Country',
        'Postal Code',
        'Phone',
      ],
      [
        'Cole Plumbing',
        'Cy',
        'Cole',
        'cy@cole.example.com',
        '=HYPERLINK("http://evil.example")',
        '',
        'Leeds',
        '',
        'United Kingdom',
        'LS1 1AA',
        7700900123,
      ],
      [
        'Dee Design',
        'Di',
        { formula: 'CONCAT("D","ee")', result: 'Dee' },
        'di@dee.example.com',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
      ],
    ]);
    const preview = (await previewImport(t.app, auth, 'clients', file)).json().response;
    expect(preview.mapping).toMatchObject({
      full_name: [1, 2],
      business_name: [0],
      email: [3],
      postal_address: [4],
    });

    const res = await commitImport(t.app, auth, 'clients', file);
    expect(res.statusCode).toBe(200);
    const clients = await clientsOf(auth);
    expect(clients[0]).toMatchObject({
      full_name: 'Cy Cole',
      postal_address: '=HYPERLINK("http://evil.example")',
      phone1: '+447700900123',
    });
    expect(clients[1]).toMatchObject({ full_name: 'Di Dee' });
  });

  it("proposes Zoho Invoice's contact columns", async () => {
    const { auth } = await signedInUser(t.app);
    const zoho =
      'Display Name,Company Name,First Name,Last Name,EmailID,Phone,Billing Address,Billing City,Billing State,Billing Country,Billing Code\n' +
      'Eve,Eve Co,Eve,Evans,eve@eve.example.com,,,,,,\n';
    const mapping = (await previewImport(t.app, auth, 'clients', csvFile(zoho))).json().response.mapping;
    expect(mapping).toEqual({
      full_name: [2, 3],
      email: [4],
      business_name: [1],
      phone1: [5],
      postal_address: [6],
      city: [7],
      state: [8],
      country: [9],
      zip: [10],
    });
  });

  it('imports nothing when one row is wrong, and lists each wrong row with the form messages', async () => {
    const { auth } = await signedInUser(t.app);
    const csv =
      'Name;Email;Country;Phone\n' +
      'Fay;fay@example.com;GB;\n' +
      'Gus;not-an-address;GB;\n' +
      'Hal;hal@example.com;Atlantis;12ab\n' +
      ';;;\n' +
      ';ivy@example.com;;\n';
    const res = await commitImport(t.app, auth, 'clients', csvFile(csv), {
      full_name: [0],
      email: [1],
      country: [2],
      phone1: [3],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      status: 0,
      message: [
        IMPORT_MESSAGES.rowsInvalid,
        `Row 3: ${CLIENT_MESSAGES.emailInvalid}`,
        `Row 4: ${CLIENT_MESSAGES.phoneDigits}`,
        `Row 6: ${CLIENT_MESSAGES.fullNameRequired}`,
      ],
      response: {
        errors: [
          { row: 3, field: 'email', message: CLIENT_MESSAGES.emailInvalid },
          { row: 4, field: 'phone1', message: CLIENT_MESSAGES.phoneDigits },
          { row: 6, field: 'full_name', message: CLIENT_MESSAGES.fullNameRequired },
        ],
        error_count: 3,
      },
    });
    expect(await countOf(t.app, auth, 'clients')).toBe(0);

    const countryOnly = await commitImport(
      t.app,
      auth,
      'clients',
      csvFile('Name,Email,Country\nHal,hal@example.com,Atlantis\n'),
    );
    expect(countryOnly.json().response.errors).toEqual([
      { row: 2, field: 'country', message: CLIENT_MESSAGES.countryInvalid },
    ]);
    expect(await countOf(t.app, auth, 'clients')).toBe(0);
  });

  it('needs a column for each required field', async () => {
    const { auth } = await signedInUser(t.app);
    const res = await commitImport(t.app, auth, 'clients', csvFile('Name,Town\nJo,Leeds\n'), {
      full_name: [0],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toEqual([IMPORT_MESSAGES.fieldRequired('Email')]);
  });
});
