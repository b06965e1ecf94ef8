// Signed links can be ended by their owner (issue 13, 'Low'): after revoke_links every link the owner
// was given (a document's PDF, an attachment, an export) answers 404, links answered afterwards work,
// and another user's links are untouched.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_MESSAGES } from '@tradebook/domain/api/links';
import { postCall, postForm, type Auth } from '../../test/api-calls';
import { invoiceExample } from '../../test/invoice-factories';
import { createQuotation, ownerWithClient, workedExample } from '../../test/quotation-factories';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let image: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  image = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#abcdef' } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
});

const local = (url: string) => url.replace('http://tradebook.test', '');
const open = async (url: string) => (await t.app.inject({ method: 'GET', url: local(url) })).statusCode;

/** An owner with a quotation that has an attachment, and the three kinds of link they were given. */
async function ownerWithLinks() {
  const owner = await ownerWithClient(t.app);
  const quotation = await createQuotation(t.app, owner.auth, workedExample(owner.client.id));
  const upload = await postForm(t.app, owner.auth, 'upload_quotation_attachment', {
    quotation_id: String(quotation.id),
    'quotation_attachments[]': [{ filename: 'site.jpg', contentType: 'image/jpeg', data: image }],
  });
  expect(upload.statusCode, upload.body).toBe(200);
  return { ...owner, quotation, links: await linksOf(owner.auth, quotation.quotation_number) };
}

async function linksOf(auth: Auth, quotationNumber: string): Promise<string[]> {
  const read = await postCall(t.app, auth, 'quotation/ListByquotationNumber', {
    quotation_number: quotationNumber,
  });
  const quotation = read.json().response;
  const exported = await postCall(t.app, auth, 'quotation_export_by_userId', {});
  return [quotation.pdfLink, quotation.quotation_attachments[0].url, exported.json().response[0]];
}

describe('revoke_links', () => {
  it('ends every PDF, file and export link the owner was given; new links work', async () => {
    const { auth, quotation, links } = await ownerWithLinks();
    for (const link of links) expect(await open(link), link).toBe(200);

    const res = await postCall(t.app, auth, 'revoke_links');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 1, message: LINK_MESSAGES.revoked, response: null });
    for (const link of links) expect(await open(link), link).toBe(404);

    const fresh = await linksOf(auth, quotation.quotation_number);
    for (const link of fresh) expect(await open(link), link).toBe(200);
  });

  it('answers a create made after it with a link that works: the epoch the token check read', async () => {
    // A create signs its answer's PDF link with the epoch its token check read
    // (docs/decisions/0435-the-token-check-reads-the-link-epoch.md): after two revocations, 2.
    const { auth, client, links } = await ownerWithLinks();
    for (const revocation of [1, 2]) {
      expect((await postCall(t.app, auth, 'revoke_links')).statusCode, `revocation ${revocation}`).toBe(200);
    }
    const quotation = await createQuotation(t.app, auth, workedExample(client.id));
    const invoice = await postCall(t.app, auth, 'create_invoice', invoiceExample(client.id));
    expect(invoice.statusCode, invoice.body).toBe(200);
    for (const link of [quotation.pdfLink, invoice.json().response.pdfLink as string]) {
      expect(await open(link), link).toBe(200);
    }
    for (const link of links) expect(await open(link), link).toBe(404);
  });

  it("leaves another user's links working", async () => {
    const other = await ownerWithLinks();
    const { auth } = await ownerWithClient(t.app);
    expect((await postCall(t.app, auth, 'revoke_links')).statusCode).toBe(200);
    for (const link of other.links) expect(await open(link), link).toBe(200);
  });

  it('needs a signed-in user and refuses GET', async () => {
    expect((await postCall(t.app, {}, 'revoke_links')).statusCode).toBe(401);
    const { auth } = await ownerWithClient(t.app);
    const get = await t.app.inject({ method: 'GET', url: '/api/v3/revoke_links', headers: auth });
    expect(get.statusCode).toBe(405);
  });
});
