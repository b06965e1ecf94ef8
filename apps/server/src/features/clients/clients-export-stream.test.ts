// The client export streams: the rows are read 500 at a time after the last row of the batch before
// (the business-name order in two runs: the clients with a business name, then those without). These
// tests check that every row arrives once, in the list's order, across the batch boundaries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCall, type Auth } from '../../../test/api-calls';
import { ownerIdOf, seedClients, seedTime, type SeedClient } from '../../../test/catalogue-seed';
import { signedInUser } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let auth: Auth;
const COUNT = 1_150;
let seeded: (SeedClient & { id: number })[];

beforeAll(async () => {
  t = await buildTestApp();
  auth = (await signedInUser(t.app)).auth;
  // Each client's e-mail is unique, so it names the row in the file. A fifth have no business name,
  // the others share three spellings of two names; full names and dates tie too.
  const make = (i: number): Partial<SeedClient> => ({
    full_name: ['Ann', 'ann', 'Bob'][i % 3],
    email: `c${i}@${i % 7 === 0 ? 'acme' : 'mail'}.example.com`,
    business_name: i % 5 === 0 ? '' : ['Acme', 'ACME', 'Bolt'][i % 3],
    created_at: seedTime(Math.floor(i / 4)),
  });
  const owner = await ownerIdOf(t.app, auth);
  await seedClients(t.ctx.db, owner, COUNT, make);
  const other = await signedInUser(t.app);
  await seedClients(t.ctx.db, await ownerIdOf(t.app, other.auth), 300, (i) => ({ email: `other${i}@x.com` }));
  const rows = await t.ctx.db
    .selectFrom('clients')
    .select('id')
    .where('user_id', '=', owner)
    .orderBy('id')
    .execute();
  seeded = rows.map((row, i) => ({ ...(make(i) as SeedClient), id: Number(row.id) }));
});
afterAll(async () => {
  await t.close();
});

async function exportedEmails(query: string) {
  const res = await getCall(t.app, auth, `export_client_list${query}`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['transfer-encoding']).toBe('chunked');
  const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
  expect(lines.shift()).toBe(
    'Business Name,Full Name,Email,Phone,Mobile,Website,Postal Address,Street,State,Zip,Country,Notes',
  );
  expect(lines.pop()).toBe('');
  return lines.map((line) => line.split(',')[2]);
}

type Seeded = (typeof seeded)[number];
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byBusinessName = (a: Seeded, b: Seeded) =>
  Number(a.business_name === '') - Number(b.business_name === '') ||
  compareText(a.business_name.toLowerCase(), b.business_name.toLowerCase()) ||
  compareText(a.full_name.toLowerCase(), b.full_name.toLowerCase()) ||
  a.id - b.id;
const byDateNewestFirst = (a: Seeded, b: Seeded) => compareText(b.created_at, a.created_at) || b.id - a.id;

describe('export_client_list of many clients', () => {
  it('writes every client once, newest first', async () => {
    const emails = await exportedEmails('');
    expect(emails).toHaveLength(COUNT);
    expect(emails).toEqual([...seeded].sort(byDateNewestFirst).map((client) => client.email));
  });

  it('writes every client once by business name, those without one last', async () => {
    expect(await exportedEmails('?sort=business_name')).toEqual(
      [...seeded].sort(byBusinessName).map((client) => client.email),
    );
  });

  it('writes the clients a search finds, in the order asked for', async () => {
    const acme = seeded.filter(
      (client) => client.business_name.toLowerCase() === 'acme' || client.email.includes('acme'),
    );
    expect(acme.length).toBeGreaterThan(500);
    expect(await exportedEmails('?search_text=aCmE&sort=business_name')).toEqual(
      acme.sort(byBusinessName).map((client) => client.email),
    );
  });
});
