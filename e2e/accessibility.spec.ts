// Issue 14: every screen of the product, at 1280 px and at a 375 px phone, scanned by axe-core
// (@axe-core/playwright, WCAG 2.1 A and AA): no serious and no critical violation, and nothing wider than
// the window. The screens are reached as a user reaches them, with real records made through the API, so
// the lists, cards, badges and editors are scanned full, and a new business's empty lists as well.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { registerBusinessUser, type BusinessUser } from './support/business-user';
import { newEmail, registerByApi, signInThroughUi } from './support/users';

const WIDTHS = [1280, 375] as const;

async function call(request: APIRequestContext, token: string, path: string, data: object) {
  const res = await request.post(`/api/v3/${path}`, { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).response as Record<string, unknown>;
}

const today = () => new Date().toISOString().slice(0, 10);

function documentOf(kind: 'invoice' | 'quotation', clientId: unknown) {
  return {
    [`${kind}_date`]: today(),
    client_id: clientId,
    validity_term: 14,
    currency_id: 826,
    discount_type: 'percent',
    discount_value: 10,
    vat_name: 'VAT',
    vat_percent: 20,
    tax1_name: 'Levy',
    tax1_percent: 0,
    notes: 'Access through the side gate, please.',
    [`${kind}_items`]: [
      { name: 'Oak worktop, fitted', quantity: 2, unit_price: 180, type: 'parts' },
      { name: 'Fitting (hours)', quantity: 6, unit_price: 45.5, type: 'service' },
    ],
  };
}

/** One of everything: a client with a long business name, an item, a sent quotation, a part-paid
 * invoice with a credit note, and an expense. Answers the numbers and ids the screens are opened with. */
async function seed(request: APIRequestContext, user: BusinessUser) {
  const post = (path: string, data: object) => call(request, user.token, path, data);
  const client = await post('create_client', {
    full_name: 'Jordan Alexander Montgomery-Smythe',
    email: newEmail('client'),
    business_name: 'Montgomery-Smythe Architectural Restoration and Heritage Joinery Ltd',
    phone1: '020 7946 0958',
  });
  const item = await post('create_item', {
    name: 'Oak worktop',
    unit_price: 180,
    quantity: 1,
    type: 'parts',
    description: 'Solid oak, oiled',
  });
  const quotation = await post('create_quotation', documentOf('quotation', client.id));
  await post('quotation/emailSent', { quotation_number: quotation.quotation_number });
  const invoice = await post('create_invoice', documentOf('invoice', client.id));
  await post('invoice/add_payment', {
    invoice_id: invoice.id,
    submitted_amount: 100,
    submission_date: today(),
    method: 'Bank transfer',
    description: 'Deposit',
  });
  // A credit note of its fitting line (issue 17).
  const lines = invoice.invoice_items as Array<{ item_id: number }>;
  const creditNote = await post('credit_note/create_from_invoice', {
    invoice_id: invoice.id,
    credit_note_items: [{ item_id: lines[1]?.item_id }],
    notes: 'Fitting charged twice.',
  });
  const expense = await post('create_expense', {
    payment_type: 'Card',
    category_id: '7',
    amount: '42.75',
    expense_date: today(),
    currency_id: '826',
    vendor: 'Timber Merchants of the North',
  });
  return {
    clientId: client.id,
    itemId: item.id,
    quotation: quotation.quotation_number,
    invoice: invoice.invoice_number,
    creditNote: creditNote.credit_note_number,
    expenseId: expense.id,
  };
}

/** Serious and critical violations on the page as it stands, one line each (empty when none). */
async function seriousViolations(page: Page): Promise<string[]> {
  // Only violations are asked for: axe then skips collecting every passing node, several times faster.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    // A toast left by the last action may be fading in or out (its text then half transparent); toasts are
    // scanned by the journeys that raise them, fully shown.
    .exclude('.mantine-Notifications-root')
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
          .join('; ')}`,
    );
}

/** Opens a screen as the app's own links do once the app is loaded (the router follows the history), so
 * each scan does not pay for loading the whole app again; the first screen is loaded from the server. */
async function openScreen(page: Page, path: string) {
  if (!page.url().startsWith('http')) {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Opens each screen, waits for its heading and for its calls to settle, and scans it; every finding of
 * every screen is reported together, so one run names everything to fix. */
async function scanScreens(page: Page, screens: readonly string[]) {
  const findings: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    for (const path of screens) {
      await openScreen(page, path);
      const heading = page.getByRole('heading', { level: 1 }).first();
      // Every screen names itself with one level-1 heading; a screen without one is a finding too.
      if (
        !(await heading.waitFor({ timeout: 5_000 }).then(
          () => true,
          () => false,
        ))
      ) {
        findings.push(`${path} at ${width}px: no level-1 heading`);
      }
      // Lists, lazy parts (the dashboard's chart) and PDF frames settle before the scan: no loader left.
      await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0, { timeout: 15_000 });
      // The pointer rests where the last click left it; hover colours are checked where they matter
      // (the side menu's current link, light buttons) by the theme, not by where the mouse happens to be.
      await page.mouse.move(0, 0);
      for (const finding of await seriousViolations(page)) findings.push(`${path} at ${width}px: ${finding}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) findings.push(`${path} at ${width}px: ${overflow}px wider than the window`);
    }
  }
  expect(findings).toEqual([]);
}

test('the public screens', async ({ page }) => {
  test.setTimeout(300_000);
  await scanScreens(page, [
    '/',
    '/login',
    '/register',
    '/regional-settings',
    '/forgot-password',
    '/password-confirmation',
    '/reset-password?token=not-a-real-token',
    '/verify-email?token=not-a-real-token',
    '/no-such-page',
  ]);
});

test('a new account: completing the profile, and every list while it is empty', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(300_000);
  // Not confirmed yet: the dashboard shows the banner asking for the e-mailed link.
  const user = await registerByApi(request, newEmail('new'), undefined, { confirm: false });
  await signInThroughUi(page, user.email, user.password);
  await scanScreens(page, ['/dashboard', '/complete-profile', '/sole-trader', '/limited-company']);

  // The business with nothing yet signs in on a browser of its own.
  const business = await registerBusinessUser(request, { email: newEmail('empty') });
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const other = await context.newPage();
  await signInThroughUi(other, business.email, business.password);
  await scanScreens(other, [
    '/item-list',
    '/list-clients',
    '/list-quotation',
    '/list-invoice',
    '/recurring-invoices',
    '/list-credit-notes',
    '/list-expenses',
  ]);
});

test('every screen of a business with records', async ({ page, request }) => {
  test.setTimeout(600_000);
  const user = await registerBusinessUser(request, { companyname: 'Baker & Montgomery Joinery Ltd' });
  const made = await seed(request, user);
  await signInThroughUi(page, user.email, user.password);
  await scanScreens(page, [
    '/dashboard',
    '/setting?tab=general',
    '/setting?tab=profile',
    '/setting?tab=tax',
    '/setting?tab=bank',
    '/setting?tab=control-panel',
    '/setting?tab=subscription',
    '/setting?tab=voucher',
    '/setting?tab=reminders',
    '/item-list',
    '/add-item',
    `/edit-item/${made.itemId}`,
    '/list-clients',
    '/add-client',
    `/edit-client/${made.clientId}`,
    '/list-quotation',
    '/add-quotation',
    `/edit-quotation/${made.quotation}`,
    `/show-quotation/${made.quotation}`,
    '/list-invoice',
    '/add-invoice',
    `/edit-invoice/${made.invoice}`,
    `/show-invoice/${made.invoice}`,
    '/list-credit-notes',
    `/add-credit-note/${made.invoice}`,
    `/show-credit-note/${made.creditNote}`,
    '/list-expenses',
    '/add-expense',
    `/edit-expense/${made.expenseId}`,
    '/stripe-error',
  ]);
});
