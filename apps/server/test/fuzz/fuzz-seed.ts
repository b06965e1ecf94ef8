// A user with one of everything (client, category, item, quotation with an attachment, invoice with a
// payment and a credit note, expense with a receipt), made through the real calls, and the ids, numbers and file names a
// fuzz test mixes into its requests.
import sharp from 'sharp';
import { expect } from 'vitest';
import { postCall, postForm } from '../api-calls';
import { createClient, createItem } from '../catalogue-factories';
import { createExpense } from '../expense-factories';
import { signedInUser } from '../factories';
import { issueCreditNote } from '../credit-note-factories';
import { addPayment, createInvoice, invoiceExample } from '../invoice-factories';
import { createQuotation, workedExample } from '../quotation-factories';
import type { TestApp } from '../test-app';

export async function seedUser(t: TestApp) {
  const user = await signedInUser(t.app);
  const image = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  const photo = { filename: 'photo.jpg', contentType: 'image/jpeg', data: image };
  const client = await createClient(t.app, user.auth, { full_name: 'Jo Client', email: 'jo@example.com' });
  const category = (await postCall(t.app, user.auth, 'create_item_category', { type: 'Pipes' })).json()
    .response;
  const item = await createItem(t.app, user.auth, { name: 'Pipe', unit_price: 2, category_id: category.id });
  const quotation = await createQuotation(t.app, user.auth, workedExample(client.id));
  const uploaded = await postForm(t.app, user.auth, 'upload_quotation_attachment', {
    quotation_id: String(quotation.id),
    'quotation_attachments[]': [photo],
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const attachment = uploaded.json().response[0] as { id: number; filename: string };
  const invoice = await createInvoice(t.app, user.auth, invoiceExample(client.id));
  await addPayment(t.app, user.auth, invoice.id, 10);
  // A credit note of its call-out line: the part paid invoice can be credited further.
  const creditNote = await issueCreditNote(t.app, user.auth, {
    invoice_id: invoice.id,
    credit_note_items: [{ item_id: invoice.invoice_items[1]?.item_id }],
  });
  const expense = await createExpense(t.app, user.auth, {}, [photo]);
  const row = await t.ctx.db
    .selectFrom('users')
    .select('id')
    .where('email_lower', '=', user.email.toLowerCase())
    .executeTakeFirstOrThrow();
  const known = [
    Number(row.id),
    client.id,
    category.id,
    item.id,
    item.item_no,
    quotation.id,
    quotation.quotation_number,
    attachment.id,
    attachment.filename,
    invoice.id,
    invoice.invoice_number,
    invoice.invoice_items[0]?.item_id ?? 1,
    creditNote.id,
    creditNote.credit_note_number,
    creditNote.credit_note_items[0]?.item_id ?? 1,
    expense.id,
    expense.expense_no,
    user.email,
  ] as Array<string | number>;
  return { ...user, id: Number(row.id), known };
}
