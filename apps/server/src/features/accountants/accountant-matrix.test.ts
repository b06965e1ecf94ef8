// The accountant's 403/404 matrix over every route (ADR 0379), generated from the route table as the
// isolation fuzz is (test/fuzz/): a business with one of everything invites an accountant; then, for every
// route that needs a token, the accountant naming another business is answered 404, a route that changes
// anything (or is the owner's alone) 403 with nothing changed, and a read answers exactly as it answers the
// owner, changing none of the business's rows.
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { grantAccess } from '../../../test/accountants';
import { postCall } from '../../../test/api-calls';
import { signedInUser } from '../../../test/factories';
import { takeDigest } from '../../../test/fuzz/data-digest';
import { seedUser } from '../../../test/fuzz/fuzz-seed';
import { routeKey, routesOf, type FuzzRoute } from '../../../test/fuzz/openapi-routes';
import { registeredRoutes } from '../../../test/fuzz/registered-routes';
import { fakeStripeEnv, startFakeStripe } from '../../../test/fake-stripe/fake-stripe';
import { USD } from '../../../test/einvoice-business';
import { buildTestApp } from '../../../test/test-app';
import { accountantRouteTable } from './act-as-business';
import { READ_ONLY_POSTS } from './accountant-route-rules';

const stripe = await startFakeStripe();
// Each read is made twice a test (owner, accountant): the per-minute limit of heavy work is raised.
const t = await buildTestApp({ env: { ...fakeStripeEnv(stripe), RATE_LIMIT_PER_USER: '100000' } });
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const business = await seedUser(t);
const otherBusiness = await seedUser(t);
const accountant = await signedInUser(t.app);
const { auth: asAccountant } = await grantAccess(t, business, accountant);
const asStranger = { ...accountant.auth, 'x-business-id': String(otherBusiness.id) };

// Values the seeded ids do not give: an e-invoice format, a search's or a period's dates, a VAT box, a
// report, and the invoice's own line.
const today = new Date();
const dayOf = (days: number) => new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
const lineOfInvoice = await (async () => {
  for (const itemId of business.named.item_id ?? []) {
    const body = { invoice_id: business.named.invoice_id?.[0], item_id: itemId };
    if ((await postCall(t.app, business.auth, 'invoice/eachItemDetail', body)).statusCode === 200)
      return itemId;
  }
  return undefined;
})();
const EXTRA: Record<string, string | number | undefined> = {
  format: 'ubl',
  start_date: dayOf(-365),
  end_date: dayOf(365),
  from_date: dayOf(-365),
  to_date: dayOf(365),
  from: dayOf(-180),
  to: dayOf(0),
  box: 1,
  report: 'profit_and_loss',
  currency_id: USD,
};
/** Reads whose full answer needs more than the seed holds (a VAT number, the client's country): the owner
 * is told what is missing, which the accountant must be told alike. */
const REFUSED_ALIKE = new Set(['POST /api/v3/invoice/einvoice', 'POST /api/v3/credit_note/einvoice']);
const EXTRA_OF: Record<string, Record<string, string | number | undefined>> = {
  '/api/v3/invoice/eachItemDetail': { item_id: lineOfInvoice },
  '/api/v3/reports/export': { format: 'pdf' },
  '/api/v3/documents/exchange_rate': { currency_id: USD },
};

const table = accountantRouteTable(t.app).filter((route) => route.method !== 'HEAD');
const documented = new Map(routesOf(t.app).map((route) => [routeKey(route), route]));

/** A request that carries the business's own ids where the route reads them. */
function requestOf(route: { method: string; url: string }, headers: Record<string, string>) {
  const fuzz: FuzzRoute | undefined = documented.get(
    routeKey({ method: route.method, path: route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}') }),
  );
  const valueOf = (name: string) =>
    EXTRA_OF[route.url]?.[name] ?? EXTRA[name] ?? business.named[name]?.[0] ?? 1;
  const known = (name: string) => business.named[name] !== undefined || EXTRA[name] !== undefined;
  const url = route.url.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => String(valueOf(name)));
  const body = Object.fromEntries(
    (fuzz?.bodyFields ?? []).filter(known).map((name) => [name, valueOf(name)]),
  );
  const query = (fuzz?.queryParams ?? [])
    .filter(known)
    .map((name) => `${name}=${encodeURIComponent(String(valueOf(name)))}`)
    .join('&');
  const method = route.method as 'GET' | 'POST';
  return {
    method,
    url: query ? `${url}?${query}` : url,
    headers,
    ...(method === 'GET' ? {} : { payload: body }),
  };
}

/** The business's rows, the access log aside (an accountant's read is logged there on purpose). */
async function businessRows(): Promise<string> {
  await sql`delete from accountant_access_log`.execute(t.ctx.db);
  return (await takeDigest(t, business.id)).ofUser;
}

describe('the route table', () => {
  it('holds every route that needs a token, each with its rule', async () => {
    const inTable = new Set(table.map((route) => `${route.method} ${route.url}`));
    expect(table.length).toBeGreaterThan(100);
    for (const route of registeredRoutes(t.app)) {
      const key = `${route.method} ${route.path.replace(/\{([^}*]+)\}/g, ':$1')}`;
      if (inTable.has(key)) continue;
      // Not in the table: a public route, which answers without a token rather than 401.
      const res = await t.app.inject({ method: route.method, url: route.path.replace(/\{[^}]+\}/g, 'x') });
      expect(res.statusCode, `${key} is outside the accountant's check yet needs a token`).not.toBe(401);
    }
  });

  it('names only routes that exist among its read-only POSTs', () => {
    const posts = new Set(
      table.filter((r) => r.method === 'POST').map((r) => r.url.replace(/^\/api\/v[23]\//, '')),
    );
    expect(Object.keys(READ_ONLY_POSTS).filter((path) => !posts.has(path))).toEqual([]);
  });
});

describe('an accountant on every route', () => {
  it('is answered 404 on every route for a business that did not invite them', async () => {
    const before = (await takeDigest(t, otherBusiness.id)).ofUser;
    const wrong: string[] = [];
    for (const route of table) {
      const res = await t.app.inject(requestOf(route, asStranger));
      if (res.statusCode !== 404) wrong.push(`${route.method} ${route.url}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
    expect((await takeDigest(t, otherBusiness.id)).ofUser).toBe(before);
  });

  it('is answered 403 on every route that changes anything, and nothing changes', async () => {
    const changes = table.filter((route) => route.rule === 'change' || route.rule === 'owner-only');
    expect(changes.length).toBeGreaterThan(60);
    const before = await businessRows();
    const wrong: string[] = [];
    for (const route of changes) {
      const res = await t.app.inject(requestOf(route, asAccountant));
      if (res.statusCode !== 403) wrong.push(`${route.method} ${route.url}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
    expect(await businessRows()).toBe(before);
  });

  it("reads every read route as the owner does, changing none of the business's rows", async () => {
    const reads = table.filter((route) => route.rule === 'read' || route.rule === 'download');
    expect(reads.length).toBeGreaterThan(40);
    const wrong: string[] = [];
    for (const route of reads) {
      const owner = await t.app.inject(requestOf(route, business.auth));
      const before = await businessRows();
      const res = await t.app.inject(requestOf(route, asAccountant));
      const after = await businessRows();
      const label = `${route.method} ${route.url}`;
      if (res.statusCode !== owner.statusCode)
        wrong.push(`${label}: ${res.statusCode}, owner ${owner.statusCode}`);
      else if (route.rule === 'read' && res.body !== owner.body) wrong.push(`${label}: another answer`);
      if (after !== before) wrong.push(`${label}: changed the business's rows`);
      // Every read is answered in full, so a route marked as a read is run for real here.
      if (owner.statusCode !== 200 && !REFUSED_ALIKE.has(label))
        wrong.push(`${label}: the owner is answered ${owner.statusCode} ${owner.body.slice(0, 200)}`);
    }
    expect(wrong).toEqual([]);
  });
});
