// Issue 14 journeys ('nothing by surprise'), at 1280 and 375 px: the Edit Item dialog of a saved
// quotation changes nothing until Save (Cancel keeps the old values, on the screen and on the server), and
// editing a profile that is already complete keeps the owner signed in ('Save data Successful.', no
// 'Session Completed' dialog).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { registerBusinessUser } from './support/business-user';
import { newEmail, signInThroughUi } from './support/users';

async function post(request: APIRequestContext, token: string, call: string, data: object) {
  const res = await request.post(`/api/v3/${call}`, { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { response: Record<string, unknown> };
}

for (const width of [1280, 375]) {
  test(`at ${width} px Edit Item's Cancel keeps the old values`, async ({ page, request }) => {
    const user = await registerBusinessUser(request);
    const client = await post(request, user.token, 'create_client', {
      full_name: 'Jordan Smith',
      email: newEmail('client'),
    });
    const quotation = await post(request, user.token, 'create_quotation', {
      quotation_date: new Date().toISOString().slice(0, 10),
      client_id: client.response.id,
      validity_term: 14,
      currency_id: 826,
      discount_type: 'percent',
      discount_value: 0,
      vat_name: 'VAT',
      vat_percent: 0,
      tax1_name: 'Levy',
      tax1_percent: 0,
      notes: '',
      quotation_items: [{ name: 'Oak board', quantity: 2, unit_price: 12.5, type: 'parts' }],
    });
    const number = String(quotation.response.quotation_number);

    await page.setViewportSize({ width, height: 900 });
    await signInThroughUi(page, user.email, user.password);
    await page.goto(`/edit-quotation/${number}`);
    await page.getByRole('button', { name: 'Edit Oak board' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Item' });
    await expect(dialog.getByLabel('Name')).toHaveValue('Oak board');
    await dialog.getByLabel('Name').fill('Pine board');
    await dialog.getByLabel('Quantity').fill('7');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByRole('button', { name: 'Edit Oak board' })).toBeVisible();
    await expect(page.getByLabel('Quantity for Oak board')).toHaveValue('2');
    await expect(page.getByText('Pine board')).toHaveCount(0);
    // Opened again, the dialog shows what is saved, and so does the server.
    await page.getByRole('button', { name: 'Edit Oak board' }).click();
    await expect(dialog.getByLabel('Name')).toHaveValue('Oak board');
    await expect(dialog.getByLabel('Quantity')).toHaveValue('2');
    const saved = await post(request, user.token, 'quotation/ListByquotationNumber', {
      quotation_number: number,
    });
    const items = saved.response.quotation_items as { name: string; quantity: number }[];
    expect(items.map((item) => [item.name, Number(item.quantity)])).toEqual([['Oak board', 2]]);
  });

  test(`at ${width} px a complete profile's owner stays signed in after editing it`, async ({
    page,
    request,
  }) => {
    const user = await registerBusinessUser(request);
    await page.setViewportSize({ width, height: 900 });
    await signInThroughUi(page, user.email, user.password);
    await page.goto('/setting?tab=profile');
    await page.getByLabel('Website').fill('https://baker-joinery.example.com');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText('Save data Successful.')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Session Completed' })).toBeHidden();
    await expect(page).toHaveURL(/\/setting\?tab=profile$/);
    await page.reload();
    await expect(page.getByLabel('Website')).toHaveValue('https://baker-joinery.example.com');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
}
