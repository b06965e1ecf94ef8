// Issue 29 journey: a small CSV of clients is imported from the client list, at 1280 px and at 375 px,
// with its columns mapped by themselves (an Invoice Ninja export), and the clients show in the list.
// Every step is checked with axe-core and for sideways scrolling.
import { expect, test, type Page } from '@playwright/test';
import { registerBusinessUser } from './support/business-user';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/page-checks';
import { signInThroughUi } from './support/users';

const CSV =
  'Client Name,Contact First Name,Contact Last Name,Contact Email,City,Country,Phone\n' +
  'Harbour Joinery,Ada,Lovelace,ada@harbour.example.com,Leeds,United Kingdom,020 7946 0958\n' +
  'North Plumbing,Bob,Baker,bob@north.example.com,York,GB,\n';

async function importClients(page: Page, width: number) {
  await page.setViewportSize({ width, height: width < 600 ? 740 : 900 });
  await page.goto('/list-clients');
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import clients' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'clients.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(CSV),
  });
  const preview = dialog.getByRole('table', { name: 'Preview of the first rows' });
  await expect(preview.getByRole('cell', { name: 'Ada Lovelace' })).toBeVisible();
  await expect(preview.getByRole('cell', { name: 'bob@north.example.com' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Import 2 clients' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText('2 clients imported.')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Harbour Joinery' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'North Plumbing' })).toBeVisible();
  await expectNoSidewaysScroll(page);
}

for (const width of [1280, 375]) {
  test(`a CSV of clients is imported at ${width} px and listed`, async ({ page, request }) => {
    // axe-core over the whole mapping step takes a while on a busy machine.
    test.setTimeout(120_000);
    const user = await registerBusinessUser(request);
    await signInThroughUi(page, user.email, user.password);
    await importClients(page, width);
  });
}

test('a wrong row is listed and nothing is imported', async ({ page, request }) => {
  test.setTimeout(120_000);
  const user = await registerBusinessUser(request);
  await signInThroughUi(page, user.email, user.password);
  await page.goto('/list-clients');
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import clients' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'clients.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Name,Email\nAda,ada@example.com\nBob,not-an-address\n'),
  });
  await dialog.getByRole('button', { name: 'Import 2 clients' }).click();
  const problems = dialog.getByRole('list', { name: 'Problems by row' });
  await expect(problems.getByRole('listitem')).toHaveText(
    ['Row 3, Email: Please enter a valid email address.'],
    {
      timeout: 30_000,
    },
  );
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'No clients yet' })).toBeVisible();
});
