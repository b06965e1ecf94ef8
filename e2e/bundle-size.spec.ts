// Issue 9: the sign-in screens load at most 200 kB of gzip JavaScript, measured as Chromium fetches them
// from the production build, and the web app's files arrive compressed with the right cache headers
// (ADR 0203). bench/bundle-size.bench.ts prints the same figure from the build's manifest.
import { expect, test, type Page, type Response } from '@playwright/test';

const BUDGET_BYTES = 200_000;

/** Opens `url` and collects the page's answer and every JavaScript answer until the network is quiet. */
async function open(page: Page, url: string): Promise<{ shell: Response | null; scripts: Response[] }> {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response);
  });
  const shell = await page.goto(url, { waitUntil: 'networkidle' });
  return { shell, scripts };
}

/** What /regional-settings keeps for /register: a visitor reaches the register screen with it (without it,
 * /register sends the visitor to /regional-settings, a screen of its own). */
const REGIONAL_CHOICE = JSON.stringify({
  country: '826',
  language: 'us',
  currency: '826',
  countryName: 'United Kingdom',
  currencyLabel: 'GBP',
});

for (const { url, heading } of [
  { url: '/login', heading: 'Sign in' },
  { url: '/register', heading: null },
  { url: '/', heading: null },
]) {
  test(`${url} loads at most 200 kB of gzip JavaScript`, async ({ browser }) => {
    // A browser that accepts gzip only, so the bytes counted are the gzip ones the budget names.
    const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': 'gzip' } });
    await context.addInitScript((choice) => {
      sessionStorage.setItem('tradebook.regional-settings', choice);
    }, REGIONAL_CHOICE);
    const page = await context.newPage();
    const { scripts } = await open(page, url);
    if (heading) await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    else await expect(page.locator('#root')).not.toBeEmpty();
    expect(new URL(page.url()).pathname).toBe(url);

    expect(scripts.length).toBeGreaterThan(1);
    let total = 0;
    for (const script of scripts) {
      const headers = await script.allHeaders();
      expect(script.status(), script.url()).toBe(200);
      // Tiny files may have no .gz (it would not be smaller); every other one arrives gzip-encoded.
      const length = Number(headers['content-length']);
      if (length > 1024) expect(headers['content-encoding'], script.url()).toBe('gzip');
      total += length;
    }
    console.log(`${url}: ${scripts.length} scripts, ${(total / 1000).toFixed(1)} kB gzip`);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
    await context.close();
  });
}

test('the web app is sent brotli-compressed, hashed files cached for a year, the shell never stale', async ({
  page,
}) => {
  const { shell, scripts } = await open(page, '/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const shellHeaders = (await shell?.allHeaders()) ?? {};
  expect(shellHeaders['cache-control']).toBe('no-cache');
  expect(shellHeaders['content-encoding']).toBe('br');
  expect(shellHeaders['content-security-policy']).toContain("script-src 'self'");

  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const headers = await script.allHeaders();
    expect(new URL(script.url()).pathname, script.url()).toMatch(/^\/assets\//);
    expect(headers['cache-control'], script.url()).toBe('public, max-age=31536000, immutable');
    expect(headers.vary, script.url()).toMatch(/accept-encoding/i);
    if (Number(headers['content-length']) > 1024) expect(headers['content-encoding']).toBe('br');
  }
});
