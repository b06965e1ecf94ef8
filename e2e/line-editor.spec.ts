// Issue 14 journey ('Fewer clicks'): lines are added to a document by keyboard alone in the line editor.
// A business user with no taxes, one client and six catalogue items (all made through the public API)
// adds five items to a new quotation (type, Enter, five times: by name and by item number), at 1280 and
// at 375 px; changes one quantity and removes one card by keyboard; saves; and the saved quotation's
// total is the sum of the item prices it holds. axe-core scans the editor with the suggestions open. The
// same add-by-keyboard fills an invoice once.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerBusinessUser } from './support/business-user';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/page-checks';
import { signInThroughUi } from './support/users';

async function postAsUser(request: APIRequestContext, token: string, call: string, data: object) {
  const res = await request.post(`/api/v3/${call}`, {
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { response: Record<string, unknown> };
}

/** The catalogue, prices in pence; `typed` is what the user types to find each one. */
const CATALOGUE = [
  { name: 'Oak board', pence: 1250, typed: 'oak bo' },
  { name: 'Pine batten', pence: 320, typed: 'pine' },
  { name: 'Wood glue', pence: 699, typed: 'glue' },
  { name: 'Brass hinge', pence: 475, typed: 'ITEM-000004' },
  { name: 'Sanding disc', pence: 85, typed: 'sanding' },
  { name: 'Oak dowel', pence: 40, typed: 'oak do' },
] as const;
const ADDED = CATALOGUE.slice(0, 5);

/** A user with taxes off (the grand total is then the items total), a client and the catalogue. */
async function setUp(request: APIRequestContext, page: Page) {
  const user = await registerBusinessUser(request);
  await postAsUser(request, user.token, 'tax/update', {
    tax1_name: 'VAT',
    tax1_rate: 20,
    is_tax1_enable: 0,
    tax2_name: 'Levy',
    tax2_rate: 7.5,
    is_tax2_enable: 0,
  });
  await postAsUser(request, user.token, 'create_client', {
    full_name: 'Jordan Price',
    email: `jordan.price.${Date.now()}@example.test`,
    business_name: 'Price Interiors',
  });
  for (const item of CATALOGUE) {
    await postAsUser(request, user.token, 'create_item', {
      name: item.name,
      description: '',
      quantity: 2,
      unit_price: (item.pence / 100).toFixed(2),
      type: 'parts',
    });
  }
  await signInThroughUi(page, user.email, user.password);
  return user;
}

async function pickClient(page: Page) {
  await page.getByRole('button', { name: 'Client' }).click();
  const picker = page.getByRole('dialog', { name: 'Select Client' });
  await picker.getByRole('button', { name: 'Select Jordan Price' }).click();
  await expect(picker).toBeHidden();
}

const itemsSection = (page: Page) => page.getByRole('region', { name: 'Items' });
const cards = (page: Page) => page.getByRole('list', { name: 'Selected items' }).getByRole('listitem');
const money = (pence: number) => `£${(pence / 100).toFixed(2)}`;

/** Types each item's search and presses Enter; the box empties and keeps the focus for the next.
 * Before the last Enter, with the suggestions open, the page is scanned (axe, no sideways scroll). */
async function addByKeyboard(page: Page, items: readonly (typeof CATALOGUE)[number][]) {
  const search = page.getByRole('combobox', { name: 'Find an item to add' });
  await search.focus();
  for (const [index, item] of items.entries()) {
    await page.keyboard.type(item.typed);
    const option = page
      .getByRole('listbox', { name: 'Matching items' })
      .getByRole('option', { name: item.name });
    await expect(option).toBeVisible();
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    if (index === items.length - 1) {
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
    }
    await page.keyboard.press('Enter');
    // Counted by the heading: an invoice shows its cards 4 a page, the new one in view.
    const count = index + 1;
    await expect(itemsSection(page).getByText(/^\d+ items?$/)).toHaveText(
      count === 1 ? '1 item' : `${count} items`,
    );
    await expect(page.getByRole('listitem', { name: item.name })).toBeVisible();
    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();
  }
}

for (const width of [1280, 375]) {
  test(`five items are added to a quotation by keyboard, one changed and one removed, at ${width} px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const user = await setUp(request, page);
    await page.goto('/add-quotation');
    await expect(page.getByLabel('Quotation Number')).toHaveValue('QUO-000001');
    await pickClient(page);

    await addByKeyboard(page, ADDED);
    const total = ADDED.reduce((sum, item) => sum + item.pence, 0);
    await expect(page.getByTestId('totals-grand')).toHaveText(money(total));

    // From the search, Tab reaches the first card's Edit, then its quantity: 3 boards.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Edit Oak board' })).toBeFocused();
    await page.keyboard.press('Tab');
    const quantity = page.getByRole('textbox', { name: 'Quantity for Oak board' });
    await expect(quantity).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('3');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Unit Price for Oak board' })).toBeFocused();
    await expect(cards(page).first().getByTestId('line-total')).toHaveText(money(3 * 1250));

    // Price, Remove, then on through the next card to its Remove: Pine batten goes with one key.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Remove Oak board' })).toBeFocused();
    for (const name of ['Edit Pine batten', 'Quantity for Pine batten', 'Unit Price for Pine batten']) {
      await page.keyboard.press('Tab');
      await expect(page.getByRole(name.startsWith('Edit') ? 'button' : 'textbox', { name })).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Remove Pine batten' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(cards(page)).toHaveCount(4);
    await expect(page.getByRole('textbox', { name: 'Quantity for Wood glue' })).toBeFocused();
    await expectNoSidewaysScroll(page);

    const expected = 3 * 1250 + 699 + 475 + 85;
    await expect(page.getByTestId('totals-grand')).toHaveText(money(expected));
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page).toHaveURL(/\/show-quotation\/QUO-000001$/);

    const saved = await postAsUser(request, user.token, 'quotation/ListByquotationNumber', {
      quotation_number: 'QUO-000001',
    });
    expect(saved.response.total_amount_gross).toBe(expected / 100);
    const lines = saved.response.quotation_items as Array<{
      name: string;
      quantity: number;
      unit_price: number;
    }>;
    expect(lines.map((line) => [line.name, line.quantity, line.unit_price])).toEqual([
      ['Oak board', 3, 12.5],
      ['Wood glue', 1, 6.99],
      ['Brass hinge', 1, 4.75],
      ['Sanding disc', 1, 0.85],
    ]);
  });
}

test('five items are added to an invoice by keyboard and saved with their total', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const user = await setUp(request, page);
  await page.goto('/add-invoice');
  await expect(page.getByLabel('Invoice Number')).toHaveValue('INV-000001');
  await pickClient(page);

  await addByKeyboard(page, ADDED);
  const total = ADDED.reduce((sum, item) => sum + item.pence, 0);
  await expect(page.getByTestId('totals-grand')).toHaveText(money(total));
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(/\/show-invoice\/INV-000001$/);

  const saved = await postAsUser(request, user.token, 'invoice/ListByInvoiceNumber', {
    invoice_number: 'INV-000001',
  });
  expect(saved.response.total_amount_gross).toBe(total / 100);
});
