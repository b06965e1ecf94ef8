// Expenses made through the real calls, as the web's Add expense form sends them (multipart), and the
// account states the monthly limit depends on.
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { postCall, postForm, type Auth } from './api-calls';
import type { FieldValue, FilePart } from './forms';
import type { TestApp } from './test-app';

/** A receipt as a phone takes it: a JPEG of `width` x `height` with detail and grain, so it does not
 * compress away (4000 x 3000 is about 2.6 MB, like a phone's photo). */
export async function receiptPhoto(width = 1200, height = 900, name = 'receipt.jpg'): Promise<FilePart> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) {
    const pixel = (i / 3) | 0;
    const [x, y] = [pixel % width, (pixel / width) | 0];
    pixels[i] = ((((x >> 3) ^ (y >> 3)) * 13) % 200) + ((i * 7919) % 37);
  }
  const data = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
  return { filename: name, contentType: 'image/jpeg', data };
}

export const LUNCH = {
  payment_type: 'Card',
  expense_date: '2026-11-20 12:30:00',
  category_id: '7',
  vendor: 'Corner Cafe',
  notes: 'Lunch with a client',
  amount: '12.50',
  currency_id: '826',
  is_image: 'N',
} as const;

/** create_expense as a multipart form; `images` go as image[]. */
export function createExpenseCall(
  app: FastifyInstance,
  auth: Auth,
  fields: Record<string, FieldValue> = {},
  images: FilePart[] = [],
) {
  const form: Record<string, FieldValue> = { ...LUNCH, ...fields };
  if (images.length > 0) form['image[]'] = images;
  return postForm(app, auth, 'create_expense', form);
}

/** Creates an expense (200 expected) and answers it. */
export async function createExpense(
  app: FastifyInstance,
  auth: Auth,
  fields: Record<string, FieldValue> = {},
  images: FilePart[] = [],
) {
  const res = await createExpenseCall(app, auth, fields, images);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response;
}

export async function expensePage(app: FastifyInstance, auth: Auth, body: object = {}) {
  const res = await postCall(app, auth, 'pagination/get_expense_list', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Ends the account's free usage (and any subscription) so the free plan's monthly credits apply. */
export async function endFreeUsage(t: TestApp, email: string, subscriptionUntil: string | null = null) {
  await t.ctx.db
    .updateTable('users')
    .set({ free_usage_until: '2020-01-01', subscription_until: subscriptionUntil })
    .where('email_lower', '=', email.toLowerCase())
    .execute();
}
