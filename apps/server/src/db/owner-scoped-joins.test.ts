// Every join is scoped to the owner (issue 13, 'Low'): a row of one user that points at another user's
// row by id (a category, a source or derived document, an attachment) never brings that row's data into
// the first user's answers. The API refuses to make such links; the rows are written straight to the
// database here, as a bug or a careless restore could leave them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCall, postCall, type Auth } from '../../test/api-calls';
import { createItem } from '../../test/catalogue-factories';
import { signedInUser } from '../../test/factories';
import { createInvoice, invoiceExample } from '../../test/invoice-factories';
import { createQuotation, ownerWithClient, workedExample } from '../../test/quotation-factories';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const SECRET = 'Secret supplier list';

async function itemRows(auth: Auth) {
  const res = await postCall(t.app, auth, 'get_item', {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as Array<{ id: number; category_id: number | null; category_type: string }>;
}

describe('joins scoped to the owner', () => {
  it("never shows another user's category of the same id on an item, in the list, an update or the export", async () => {
    const other = await signedInUser(t.app);
    const created = await postCall(t.app, other.auth, 'create_item_category', { type: SECRET });
    expect(created.statusCode, created.body).toBe(200);
    const categoryId = Number(created.json().response.id);

    const { auth } = await signedInUser(t.app);
    const item = await createItem(t.app, auth, { name: 'Copper pipe', unit_price: 2 });
    await t.ctx.db.updateTable('items').set({ category_id: categoryId }).where('id', '=', item.id).execute();

    const [row] = await itemRows(auth);
    expect(row?.category_type).toBe('N/A');
    const filtered = await postCall(t.app, auth, 'get_item', { category_id: categoryId });
    expect(JSON.stringify(filtered.json())).not.toContain(SECRET);
    const updated = await postCall(t.app, auth, 'update_item', {
      item_id: item.id,
      name: 'Copper pipe 15 mm',
      unit_price: 2,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.body).not.toContain(SECRET);
    const csv = await getCall(t.app, auth, 'export_item_list');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toContain(SECRET);
  });

  it("never shows another user's document or attachment linked to one's own in the document lists", async () => {
    const other = await ownerWithClient(t.app);
    const theirQuotation = await createQuotation(t.app, other.auth, workedExample(other.client.id));
    const theirInvoice = await createInvoice(t.app, other.auth, invoiceExample(other.client.id));

    const mine = await ownerWithClient(t.app);
    const myQuotation = await createQuotation(t.app, mine.auth, workedExample(mine.client.id));
    const myInvoice = await createInvoice(t.app, mine.auth, invoiceExample(mine.client.id));
    // My invoice claims their quotation as its source; their invoice claims my quotation as its source;
    // one of their attachment rows names my quotation.
    await t.ctx.db
      .updateTable('documents')
      .set({ source_document_id: theirQuotation.id })
      .where('id', '=', myInvoice.id)
      .execute();
    await t.ctx.db
      .updateTable('documents')
      .set({ source_document_id: myQuotation.id })
      .where('id', '=', theirInvoice.id)
      .execute();
    const otherId = Number(
      (
        await t.ctx.db
          .selectFrom('users')
          .select('id')
          .where('email_lower', '=', other.email.toLowerCase())
          .executeTakeFirstOrThrow()
      ).id,
    );
    await t.ctx.db
      .insertInto('document_attachments')
      .values({
        user_id: otherId,
        document_id: myQuotation.id,
        filename: `${'a'.repeat(32)}.jpg`,
        original_name: 'theirs.jpg',
        size_bytes: 1,
        created_at: new Date().toISOString(),
      })
      .execute();

    const quotations = await postCall(t.app, mine.auth, 'get_quotation_list_by_user', {});
    expect(quotations.statusCode, quotations.body).toBe(200);
    expect(quotations.json().response).toMatchObject([
      { id: myQuotation.id, invoice: null, attachment_count: 0 },
    ]);
    const invoices = await postCall(t.app, mine.auth, 'get_invoice_list_by_user', {});
    expect(invoices.statusCode, invoices.body).toBe(200);
    expect(invoices.json().response).toMatchObject([{ id: myInvoice.id, quotation: null }]);
    expect(invoices.body).not.toContain(theirQuotation.quotation_number);
  });
});
