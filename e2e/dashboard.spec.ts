// Issue 14 journey: 'how is my business doing'. A business (pounds) with an overdue sent invoice, a part
// paid one, a sent quotation and two expenses, all made through the API today, sees those figures on the
// dashboard at 1280 px and at 375 px, with the 12-month chart and its table, and axe-core finds nothing.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerBusinessUser } from './support/business-user';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/page-checks';
import { newEmail, signInThroughUi } from './support/users';

async function postAsUser(request: APIRequestContext, token: string, call: string, data: object) {
  const res = await request.post(`/api/v3/${call}`, { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { response: Record<string, unknown> };
}

/** The server's calendar is UTC (ADR 0115): today and a day `days` before it, YYYY-MM-DD. */
const utcDate = (daysAgo = 0) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

function document(kind: 'invoice' | 'quotation', clientId: unknown, date: string, items: object[]) {
  return {
    [`${kind}_date`]: date,
    client_id: clientId,
    validity_term: 14,
    currency_id: 826,
    discount_type: 'percent',
    discount_value: 0,
    vat_name: 'VAT',
    vat_percent: 0,
    tax1_name: 'Levy',
    tax1_percent: 0,
    notes: '',
    [`${kind}_items`]: items,
  };
}

async function seedBusiness(request: APIRequestContext, token: string) {
  const call = (path: string, data: object) => postAsUser(request, token, path, data);
  const client = await call('create_client', {
    full_name: 'Jordan Smith',
    email: newEmail('client'),
    business_name: 'Acme Holdings',
  });
  const clientId = client.response.id;
  // Sent 30 days ago, due 14 days later: £250.00 outstanding and overdue.
  const overdue = await call(
    'create_invoice',
    document('invoice', clientId, utcDate(30), [
      { name: 'Kitchen fitting', quantity: 1, unit_price: 250, type: 'service' },
    ]),
  );
  await call('invoice/emailSent', { invoice_number: overdue.response.invoice_number });
  // £120.00 today, £45.50 paid today: £74.50 outstanding, not overdue.
  const partPaid = await call(
    'create_invoice',
    document('invoice', clientId, utcDate(), [
      { name: 'Shelving', quantity: 2, unit_price: 60, type: 'parts' },
    ]),
  );
  await call('invoice/add_payment', {
    invoice_id: partPaid.response.id,
    submitted_amount: 45.5,
    submission_date: utcDate(),
    method: 'Bank transfer',
    description: 'Deposit',
  });
  // A draft invoice is not yet asked for: it counts nowhere.
  await call(
    'create_invoice',
    document('invoice', clientId, utcDate(40), [
      { name: 'Draft', quantity: 1, unit_price: 999, type: 'service' },
    ]),
  );
  // A quotation sent today awaits an answer: £99.00.
  const quotation = await call(
    'create_quotation',
    document('quotation', clientId, utcDate(), [
      { name: 'Survey', quantity: 1, unit_price: 99, type: 'service' },
    ]),
  );
  await call('quotation/emailSent', { quotation_number: quotation.response.quotation_number });
  for (const amount of ['12.50', '30.25']) {
    await call('create_expense', {
      payment_type: 'Card',
      category_id: '7',
      amount,
      expense_date: utcDate(),
      currency_id: '826',
    });
  }
}

async function expectFigures(page: Page) {
  const figure = (name: string) => page.getByTestId(`figure-${name}-amount`);
  await expect(figure('outstanding')).toHaveText('£324.50');
  await expect(figure('overdue')).toHaveText('£250.00');
  await expect(figure('paid')).toHaveText('£45.50');
  await expect(figure('expenses')).toHaveText('£42.75');
  await expect(figure('quotations')).toHaveText('£99.00');
  await expect(page.getByTestId('figure-overdue')).toContainText('1 invoice past the due date');
  // The chart is loaded on its own; the table beside it holds the same figures for screen readers.
  await expect(page.getByRole('img', { name: /bar chart of income and expenses/i })).toBeVisible();
  const lastRow = page
    .getByRole('table', { name: /income and expenses/i })
    .getByRole('row')
    .last();
  await expect(lastRow).toContainText('£45.50');
  await expect(lastRow).toContainText('£42.75');
}

test('the dashboard shows what the business is owed, has been paid and has spent, at 1280 and 375 px', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const user = await registerBusinessUser(request);
  await seedBusiness(request, user.token);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughUi(page, user.email, user.password);
  await expect(page.getByRole('heading', { name: 'How your business is doing' })).toBeVisible();
  await expectFigures(page);
  await expectNoAxeViolations(page);

  // The overdue card leads to exactly the invoices it counts, by keyboard.
  await page.getByTestId('figure-overdue').getByRole('link', { name: 'See overdue invoices' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/list-invoice\?status=overdue$/);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Overdue (sent or part paid)');
  // INV-000001 is the overdue one; INV-000002 (part paid, not yet due) and the draft are not listed.
  await expect(page.getByText('INV-000001').first()).toBeVisible();
  await expect(page.getByText('INV-000002')).toHaveCount(0);
  await expect(page.getByText('INV-000003')).toHaveCount(0);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/dashboard');
  await expectFigures(page);
  await expect(page.getByText('Welcome, Alex Baker.')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});
