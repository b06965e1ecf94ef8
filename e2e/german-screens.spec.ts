// Issue 28: a British sole trader who reads German. They choose Deutsch in General settings, then open
// every main screen at 1280 px and at a 375 px phone: the page says it is German (<html lang="de">), each
// screen's heading is the German catalogue's wherever the German catalogue holds it (a screen not yet
// translated may still be English: the German catalogues are read as they are, no word is hard-coded),
// nothing is wider than the window, axe-core finds no serious or critical violation, and no button's
// text is cut off by its box (longer German words must not break a layout).
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { registerBusinessUser, type BusinessUser } from './support/business-user';
import { newEmail, signInThroughUi } from './support/users';

const WIDTHS = [1280, 375] as const;
const LOCALES = path.join(import.meta.dirname, '../apps/web/src/locales');

const SCREENS = [
  '/dashboard',
  '/list-quotation',
  '/list-invoice',
  '/list-credit-notes',
  '/add-invoice',
  '/list-clients',
  '/add-client',
  '/item-list',
  '/list-expenses',
  '/add-expense',
  '/reports',
  '/vat-return',
  '/setting?tab=general',
  '/setting?tab=profile',
  '/setting?tab=tax',
  '/setting?tab=bank',
  '/setting?tab=control-panel',
  '/setting?tab=reminders',
  '/setting?tab=subscription',
  '/setting?tab=voucher',
] as const;

type Catalogue = Map<string, string>;

/** Every message of a language's catalogues, by 'namespace:key.path'. */
function catalogueOf(language: string): Catalogue {
  const messages: Catalogue = new Map();
  const walk = (prefix: string, value: unknown) => {
    if (typeof value === 'string') messages.set(prefix, value);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) walk(prefix ? `${prefix}.${key}` : key, inner);
    }
  };
  const folder = path.join(LOCALES, language);
  for (const file of fs.readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    walk(`${file.replace(/\.json$/, '')}:`, JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')));
  }
  return messages;
}

/** An ICU message as a pattern of the text it shows: each argument ('{name}', a plural) stands for any
 * text; null for a message that is nothing but arguments. */
function patternOf(message: string): RegExp | null {
  let source = '';
  let depth = 0;
  for (const char of message) {
    if (char === '{') {
      if (depth === 0) source += '.+';
      depth += 1;
    } else if (char === '}') depth -= 1;
    else if (depth === 0) source += char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  if (!/\p{L}/u.test(source.replace(/\\./g, ''))) return null;
  return new RegExp(`^${source.replace(/\s+/g, '\\s+')}$`, 'u');
}

const german = catalogueOf('de');
const english = catalogueOf('en');
const GERMAN = [...german.values()].map(patternOf).filter((pattern) => pattern !== null);
/** English messages the German catalogue translates: a heading reading one of them is a finding. */
const TRANSLATED_ENGLISH = [...english]
  .filter(([key, text]) => german.has(key) && german.get(key) !== text)
  .map(([, text]) => patternOf(text))
  .filter((pattern) => pattern !== null);

/** What is wrong with a heading's text: English although German exists for it. */
function headingFinding(text: string): string | null {
  if (GERMAN.some((pattern) => pattern.test(text))) return null;
  if (TRANSLATED_ENGLISH.some((pattern) => pattern.test(text))) return `heading '${text}' is not in German`;
  return null;
}

async function post(request: APIRequestContext, user: BusinessUser, pathName: string, data: object) {
  const res = await request.post(`/api/v3/${pathName}`, {
    headers: { authorization: `Bearer ${user.token}` },
    data,
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).response as Record<string, unknown>;
}

/** A client with a long name, an item, a sent invoice with a part payment, and an expense. */
async function seed(request: APIRequestContext, user: BusinessUser) {
  const today = new Date().toISOString().slice(0, 10);
  const client = await post(request, user, 'create_client', {
    full_name: 'Jordan Alexander Montgomery-Smythe',
    email: newEmail('client'),
    business_name: 'Montgomery-Smythe Architectural Restoration and Heritage Joinery Ltd',
  });
  await post(request, user, 'create_item', {
    name: 'Oak worktop',
    unit_price: 180,
    quantity: 1,
    type: 'parts',
    description: 'Solid oak, oiled',
  });
  const invoice = await post(request, user, 'create_invoice', {
    invoice_date: today,
    client_id: client.id,
    validity_term: 14,
    currency_id: 826,
    vat_name: 'VAT',
    vat_percent: 20,
    invoice_items: [{ name: 'Oak worktop, fitted', quantity: 2, unit_price: 1234.5, type: 'parts' }],
  });
  await post(request, user, 'invoice/add_payment', {
    invoice_id: invoice.id,
    submitted_amount: 100,
    submission_date: today,
    method: 'Bank transfer',
    description: 'Deposit',
  });
  await post(request, user, 'create_expense', {
    payment_type: 'Card',
    category_id: '7',
    amount: '42.75',
    expense_date: today,
    currency_id: '826',
    vendor: 'Timber Merchants of the North',
  });
}

/** Serious and critical axe-core findings (WCAG 2.1 A and AA), one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .exclude('.mantine-Notifications-root')
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join('; ')}`,
    );
}

/** The visible buttons whose text overflows a box that hides it (cut off or ellipsed). */
function clippedButtonTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const clipped: string[] = [];
    for (const button of document.querySelectorAll<HTMLElement>(
      'button, [role="button"], a.mantine-Button-root',
    )) {
      if (!button.checkVisibility() || !button.textContent?.trim()) continue;
      for (const box of [button, ...button.querySelectorAll<HTMLElement>('*')]) {
        const style = getComputedStyle(box);
        const hides = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
        if (hides && box.textContent?.trim() && box.scrollWidth > box.clientWidth + 1) {
          clipped.push(button.textContent.trim());
          break;
        }
      }
    }
    return clipped;
  });
}

/** Opens a screen as the app's own links do: the router follows the history, no reload. */
async function openScreen(page: Page, to: string) {
  await page.evaluate((next) => {
    window.history.pushState({}, '', next);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

test('a British sole trader reading German: every main screen at 1280 and 375 px', async ({
  page,
  request,
}) => {
  test.setTimeout(1_200_000);
  const user = await registerBusinessUser(request, { companyname: 'Baker & Montgomery Joinery Ltd' });
  await seed(request, user);
  await signInThroughUi(page, user.email, user.password);

  // General settings: Deutsch, saved as soon as it is chosen; the screens switch at once.
  await page.goto('/setting?tab=general');
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Deutsch' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  // Each finding is also printed as it is found, so a run cut short still names what it saw.
  const findings: string[] = [];
  const found = (finding: string) => {
    console.log(`finding: ${finding}`);
    findings.push(finding);
  };
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    for (const screen of SCREENS) {
      await openScreen(page, screen);
      const where = `${screen} at ${width}px`;
      const heading = page.getByRole('heading', { level: 1 }).first();
      const shown = await heading.waitFor({ timeout: 10_000 }).then(
        () => true,
        () => false,
      );
      await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0, { timeout: 15_000 });
      if (!shown) found(`${where}: no level-1 heading`);
      else {
        const problem = headingFinding((await heading.innerText()).trim());
        if (problem) found(`${where}: ${problem}`);
      }
      if ((await page.locator('html').getAttribute('lang')) !== 'de') found(`${where}: not German`);
      await page.mouse.move(0, 0);
      for (const finding of await seriousViolations(page)) found(`${where}: ${finding}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) found(`${where}: ${overflow}px wider than the window`);
      for (const text of await clippedButtonTexts(page)) found(`${where}: button '${text}' cut off`);
    }
  }
  expect(findings).toEqual([]);
});
