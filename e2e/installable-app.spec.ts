// Issue 27 journey, on a 375 px phone: the app meets the install criteria as the page sees them (a
// manifest with name, start URL, standalone display, theme colour and 192, 512 and maskable icons that
// are real PNGs of those sizes; a service worker that controls the page), adds an expense from a receipt
// photo drawn by the browser (read on the server, its fields confirmed, saved), then opens offline from
// its cache with 'You are offline' (and no API answer in any cache). Each screen passes axe-core.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { registerBusinessUser } from './support/business-user';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/page-checks';
import { signInThroughUi } from './support/users';

test.use({ viewport: { width: 375, height: 812 }, serviceWorkers: 'allow' });

/** A receipt as a phone photographs it: dark text on paper, drawn by the browser's canvas as a JPEG. */
async function receiptPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const lines = [
      'CORNER HARDWARE LTD',
      '12 High Street',
      'Date: 14/11/2026',
      '',
      'Hammer              12.50',
      'Nails 1kg            4.20',
      'Subtotal            16.70',
      'VAT 20%              3.34',
      'TOTAL              £20.04',
      '',
      'Thank you',
    ];
    const canvas = document.createElement('canvas');
    canvas.width = 900;
    canvas.height = 80 + lines.length * 56;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = '#f7f4ec';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = '#1a1a1a';
    context.font = '36px monospace';
    lines.forEach((line, index) => context.fillText(line, 60, 80 + index * 56));
    return canvas.toDataURL('image/jpeg', 0.9).split(',')[1] ?? '';
  });
  return Buffer.from(base64, 'base64');
}

/** Width and height of a PNG, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

test('the app installs, opens offline and reads a receipt photo into an expense', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  const user = await registerBusinessUser(request);
  await signInThroughUi(page, user.email, user.password);

  // Install criteria, from the page: its manifest and icons, and a service worker in control.
  const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestUrl).toBeTruthy();
  const manifest = await (await request.get(manifestUrl ?? '')).json();
  expect(manifest).toMatchObject({
    name: 'Tradebook',
    short_name: 'Tradebook',
    start_url: '/',
    display: 'standalone',
    theme_color: '#1c7ed6',
  });
  const icons = manifest.icons as Array<{ src: string; sizes: string; purpose: string }>;
  for (const icon of icons) {
    const answer = await request.get(icon.src);
    expect(answer.headers()['content-type']).toBe('image/png');
    expect(pngSize(await answer.body())).toBe(icon.sizes);
  }
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  // The worker installs (precaching the shell), then activates.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          return { state: registration.active?.state, scope: registration.scope };
        }),
      { timeout: 60_000 },
    )
    .toEqual({ state: 'activated', scope: new URL('/', page.url()).href });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // Add expense from a photo of the receipt: read on the server, checked, saved.
  await page.goto('/add-expense');
  await expect(page).toHaveTitle('Add Expense | Tradebook', { timeout: 30_000 });
  await page
    .locator('input[type="file"][accept="image/*,application/pdf"]')
    .setInputFiles({ name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: await receiptPhoto(page) });
  await expect(page.getByText('Receipt 1 of 1: check every field, then Save')).toBeVisible({
    timeout: 90_000,
  });
  await expect(page.getByLabel('Vendor')).toHaveValue('CORNER HARDWARE LTD');
  await expect(page.getByLabel('Amount Paid')).toHaveValue('20.04');
  await expect(page.getByLabel('Date')).toHaveValue('14/11/2026');
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  // The owner confirms each field, correcting the vendor's name, and picks what was not read.
  await page.getByLabel('Vendor').fill('Corner Hardware');
  await page.getByRole('combobox', { name: 'Payment Method' }).click();
  await page.getByRole('option', { name: 'Card', exact: true }).click();
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Equipment and tools', exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/list-expenses$/);
  const card = page.getByRole('article', { name: 'EXP-000001' });
  await expect(card).toContainText('Corner Hardware');
  await expect(card.getByTestId('expense-amount')).toHaveText('£20.04');

  // Offline: the shell opens from the cache and says so; no API answer was ever cached.
  await context.setOffline(true);
  await page.goto('/dashboard');
  await expect(page.getByTestId('offline-banner')).toContainText('You are offline');
  // The bar itself; the dashboard's own offline state is the dashboard journey's to check.
  const offlineScan = await new AxeBuilder({ page })
    .include('[data-testid="offline-banner"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(offlineScan.violations.map((violation) => violation.id)).toEqual([]);
  const cachedApi = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const cached of await (await caches.open(name)).keys()) urls.push(cached.url);
    }
    return urls.filter((url) => url.includes('/api/') || url.includes('/files/'));
  });
  expect(cachedApi).toEqual([]);
  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toBeHidden();
});
