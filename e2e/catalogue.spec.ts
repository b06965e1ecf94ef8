// Issue 4 journeys: the item catalogue (adding items with the running total, editing, deleting), item
// categories (assigning one, deleting it leaves its items uncategorised) and the client list (an address
// whose state list follows the country, case-insensitive search, edit, delete).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerBusinessUser } from './support/business-user';
import { newEmail, signInThroughUi } from './support/users';

/** Picks an option of a Mantine select; a searchable one is narrowed by typing first. */
async function choose(page: Page, scope: Page | Locator, label: string, option: string, type = false) {
  const box = scope.getByRole('combobox', { name: label });
  await box.click();
  if (type) await box.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(box).toHaveValue(option);
}

async function signInAsBusiness(page: Page, request: Parameters<typeof registerBusinessUser>[0]) {
  const user = await registerBusinessUser(request);
  await signInThroughUi(page, user.email, user.password);
  return user;
}

async function addItem(page: Page, name: string, quantity: string, unitPrice: string) {
  const form = page.getByRole('form', { name: 'Add item' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Quantity').fill(quantity);
  await form.getByLabel('Unit Price').fill(unitPrice);
  await form.getByRole('button', { name: 'Save' }).click();
  // The form empties for the next item once the save is through.
  await expect(form.getByLabel('Name')).toHaveValue('');
}

test('three items added in a row keep a running total; one is then edited and another deleted', async ({
  page,
  request,
}) => {
  await signInAsBusiness(page, request);
  await page.goto('/add-item');
  await expect(page).toHaveTitle('Add Item | Tradebook');
  const total = page.getByTestId('recent-items-total');
  const recent = page.getByRole('list', { name: 'Recently added items' });
  await expect(total).toHaveText('£0.00');

  await addItem(page, 'Brass hinges', '2', '10');
  await expect(total).toHaveText('£20.00');
  await expect(recent.getByRole('listitem')).toHaveCount(1);

  await addItem(page, 'Oak board', '1.5', '20');
  await expect(total).toHaveText('£50.00');

  await addItem(page, 'Wood screws', '3', '0.99');
  await expect(total).toHaveText('£52.97');
  await expect(recent.getByRole('listitem')).toHaveCount(3);
  await expect(recent.getByRole('listitem').first()).toContainText('Wood screws');
  await expect(recent.getByRole('listitem').first()).toContainText('£2.97');

  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/item-list$/);
  await expect(page).toHaveTitle('Item List | Tradebook');
  const hinges = page.getByRole('article', { name: 'Brass hinges', exact: true });
  const board = page.getByRole('article', { name: 'Oak board', exact: true });
  const screws = page.getByRole('article', { name: 'Wood screws', exact: true });
  await expect(hinges).toContainText('£20.00');
  await expect(board).toContainText('£30.00');
  await expect(screws).toContainText('£2.97');

  await page.getByRole('link', { name: 'Edit Brass hinges' }).click();
  await expect(page).toHaveURL(/\/edit-item\/\d+$/);
  const editForm = page.getByRole('form', { name: 'Edit item' });
  await expect(editForm.getByLabel('Name')).toHaveValue('Brass hinges');
  await editForm.getByLabel('Unit Price').fill('12.5');
  await expect(editForm.getByLabel('Amount')).toHaveValue('£25.00');
  await editForm.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(/\/item-list$/);
  await expect(hinges).toContainText('£12.50');
  await expect(hinges).toContainText('£25.00');
  await expect(hinges).not.toContainText('£20.00');

  await page.getByRole('button', { name: 'Delete Wood screws' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete item' });
  await expect(confirm).toContainText('Do you want to delete Wood screws?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(screws).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(2);

  await page.reload();
  await expect(hinges).toContainText('£25.00');
  await expect(board).toBeVisible();
  await expect(screws).toHaveCount(0);
});

test('an item keeps living, uncategorised, after its category is deleted', async ({ page, request }) => {
  await signInAsBusiness(page, request);
  await page.goto('/add-item');
  await addItem(page, 'Copper pipe', '4', '7.25');
  await page.goto('/item-list');
  const pipe = page.getByRole('article', { name: 'Copper pipe', exact: true });
  await expect(pipe).toContainText('Uncategorised');

  await page.getByRole('button', { name: 'Categories' }).click();
  const categories = page.getByRole('dialog', { name: 'Categories' });
  await categories.getByLabel('Category name').fill('Plumbing');
  await categories.getByRole('button', { name: 'Add' }).click();
  await expect(categories.getByRole('listitem')).toHaveText(['Plumbing']);
  await page.keyboard.press('Escape');
  await expect(categories).toBeHidden();

  await page.getByRole('link', { name: 'Edit Copper pipe' }).click();
  const editForm = page.getByRole('form', { name: 'Edit item' });
  await expect(editForm.getByLabel('Name')).toHaveValue('Copper pipe');
  await choose(page, editForm, 'Category', 'Plumbing');
  await editForm.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(/\/item-list$/);
  await expect(pipe).toContainText('Plumbing');
  await expect(pipe).not.toContainText('Uncategorised');

  await page.getByRole('button', { name: 'Categories' }).click();
  await categories.getByRole('button', { name: 'Delete category Plumbing' }).click();
  await expect(categories).toContainText('No categories yet.');
  await page.keyboard.press('Escape');
  await expect(categories).toBeHidden();
  await expect(pipe).toContainText('Uncategorised');
  await expect(pipe).not.toContainText('Plumbing');
  await expect(pipe).toContainText('£29.00');

  await page.getByRole('link', { name: 'Edit Copper pipe' }).click();
  await expect(editForm.getByLabel('Name')).toHaveValue('Copper pipe');
  await expect(editForm.getByRole('combobox', { name: 'Category' })).toHaveValue('');
});

test('a client with an address is added, found by part of its e-mail, edited and deleted', async ({
  page,
  request,
}) => {
  const user = await signInAsBusiness(page, request);
  // Another client, for the search to leave out.
  const other = await request.post('/api/v3/create_client', {
    headers: { authorization: `Bearer ${user.token}` },
    data: { full_name: 'Sam Lee', email: newEmail('sam.lee'), business_name: 'Lee Logistics' },
  });
  expect(other.status(), await other.text()).toBe(200);
  // The search term is part of the e-mail only (not of the names), in capitals.
  const email = newEmail('morgan.reeves');
  await page.goto('/list-clients');
  await expect(page).toHaveTitle('List Clients | Tradebook');
  await page.getByRole('link', { name: 'Add Client' }).click();
  await expect(page).toHaveURL(/\/add-client$/);

  const form = page.getByRole('form', { name: 'Add client' });
  await form.getByLabel('Full Name').fill('Morgan Reeves');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Business Name').fill('Reeves Bakery');
  // A British number for a client who turns out to be American: with its country code, it is one.
  await form.getByLabel('Phone').fill('+44 1632 960123');

  // A new client starts in the business's country (issue 25). The address boxes take the names the client's country uses (issue 14): county and postcode in the
  // United Kingdom, state and ZIP code in the United States.
  await expect(form.getByRole('combobox', { name: 'Country' })).toHaveValue('United Kingdom');
  await expect(form.getByLabel('Postcode')).toBeVisible();
  await form.getByRole('combobox', { name: 'County' }).click();
  await expect(page.getByRole('option', { name: 'England', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  await choose(page, form, 'Country', 'United States of America', true);
  const state = form.getByRole('combobox', { name: 'State' });
  await state.click();
  await expect(page.getByRole('option', { name: 'California', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'England', exact: true })).toHaveCount(0);
  await page.getByRole('option', { name: 'California', exact: true }).click();
  await expect(state).toHaveValue('California');
  await form.getByLabel('Postal Address').fill('1 Market Street');
  await form.getByLabel('ZIP code').fill('94105');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/list-clients$/);

  await expect(page.getByRole('article')).toHaveCount(2);
  await page.getByRole('searchbox', { name: 'Search' }).fill('GAN.REEVES.');
  const card = page.getByRole('article', { name: 'Reeves Bakery', exact: true });
  await expect(card).toBeVisible();
  await expect(card).toContainText(email);
  await expect(page.getByRole('article')).toHaveCount(1);

  await card.getByRole('link', { name: 'Edit Morgan Reeves' }).click();
  await expect(page).toHaveURL(/\/edit-client\/\d+$/);
  const editForm = page.getByRole('form', { name: 'Edit client' });
  await expect(editForm.getByLabel('Business Name')).toHaveValue('Reeves Bakery');
  await expect(editForm.getByRole('combobox', { name: 'Country' })).toHaveValue('United States of America');
  await expect(editForm.getByRole('combobox', { name: 'State' })).toHaveValue('California');
  await editForm.getByLabel('Business Name').fill('Reeves & Daughters Bakery');
  await editForm.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(/\/list-clients$/);
  const renamed = page.getByRole('article', { name: 'Reeves & Daughters Bakery', exact: true });
  await expect(renamed).toContainText(email);
  await expect(page.getByRole('article', { name: 'Reeves Bakery', exact: true })).toHaveCount(0);

  await renamed.getByRole('button', { name: 'Delete Morgan Reeves' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete client' });
  await expect(confirm).toContainText('Do you want to delete Reeves & Daughters Bakery?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(renamed).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'Lee Logistics', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article', { name: 'Lee Logistics', exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Reeves & Daughters Bakery', exact: true })).toHaveCount(0);
});
