// Export links (issue 13): a link answered by an export call opens once and for 15 minutes, so a URL
// copied from a log or a browser's history downloads nothing. PDF links keep working for a day.
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../test/api-calls';
import { createExpense } from '../../test/expense-factories';
import { createQuotation, ownerWithClient, workedExample } from '../../test/quotation-factories';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { USED_LINK_MESSAGE } from './download-links';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const local = (url: string) => url.replace('http://tradebook.test', '');
const open = (link: string) => t.app.inject({ method: 'GET', url: local(link) });

async function exportLink(auth: Auth, call: string, filters: object = {}): Promise<string> {
  const res = await postCall(t.app, auth, call, filters);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return (Array.isArray(body.response) ? body.response[0] : body.response) as string;
}

async function ownerWithQuotation() {
  const owner = await ownerWithClient(t.app);
  await createQuotation(t.app, owner.auth, workedExample(owner.client.id));
  return owner;
}

describe('an export link', () => {
  it('opens once: a second open answers 410 with a message, and serves nothing', async () => {
    const { auth } = await ownerWithQuotation();
    for (const call of ['quotation_export_by_userId', 'quotation_export_zip_by_userId']) {
      const link = await exportLink(auth, call);
      const first = await open(link);
      expect(first.statusCode, call).toBe(200);
      expect(first.rawPayload.length).toBeGreaterThan(0);

      const again = await open(link);
      expect(again.statusCode, call).toBe(410);
      expect(again.headers['content-type']).toMatch(/^application\/json/);
      expect(again.json()).toMatchObject({ status: 0, message: USED_LINK_MESSAGE });
    }
  });

  it('is served once when two opens of it arrive at the same moment', async () => {
    const { auth } = await ownerWithQuotation();
    for (let round = 0; round < 3; round += 1) {
      const link = await exportLink(auth, 'quotation_export_by_userId');
      const answers = await Promise.all([open(link), open(link), open(link)]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([200, 410, 410]);
    }
  });

  it('is new at every call: spending one leaves another asked for in the same minute working', async () => {
    const { auth } = await ownerWithQuotation();
    const first = await exportLink(auth, 'quotation_export_by_userId');
    const second = await exportLink(auth, 'quotation_export_by_userId');
    expect(second).not.toBe(first);
    expect((await open(first)).statusCode).toBe(200);
    expect((await open(second)).statusCode).toBe(200);
  });

  it('expires after 15 minutes, opened or not', async () => {
    const { auth } = await ownerWithQuotation();
    const link = await exportLink(auth, 'quotation_export_xlsx_by_userId');
    t.setNow(new Date(Date.now() + 17 * 60 * 1000));
    try {
      expect((await open(link)).statusCode).toBe(404);
    } finally {
      t.setNow(undefined);
    }
  });

  it('keeps no signature: the used link is known by a digest alone', async () => {
    const { auth } = await ownerWithQuotation();
    const link = await exportLink(auth, 'quotation_export_pdf_by_userId');
    expect((await open(link)).statusCode).toBe(200);
    const sig = new URL(link).searchParams.get('sig') ?? '';
    const rows = await t.ctx.db.selectFrom('used_download_links').selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.digest).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(sig);
    }
  });

  it("of the expenses' ZIP of receipts opens once as well", async () => {
    const { auth } = await ownerWithClient(t.app);
    await createExpense(t.app, auth);
    const link = await exportLink(auth, 'create_zip');
    const first = await open(link);
    expect(first.statusCode).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(first.rawPayload)))).toContain('expenses.csv');
    const again = await open(link);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(USED_LINK_MESSAGE);
  });
});

describe('a PDF link', () => {
  it('opens as often as it is asked for, as the web frame and e-mails need', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const quotation = await createQuotation(t.app, auth, workedExample(client.id));
    for (let time = 0; time < 3; time += 1) expect((await open(quotation.pdfLink)).statusCode).toBe(200);
  });
});
