// Recurring invoices in the browser (issue 16): an invoice made recurring monthly from its screen; the test
// build's clock (TEST_CLOCK, POST /api/v3/test/clock) then moves a month on and runs what fell due; the new
// invoice is in the list, its e-mail in the outbox folder and on its screen as sent.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { registerBusinessUser } from './support/business-user';
import { waitForMail } from './support/outbox';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/page-checks';
import { newEmail, signInThroughUi } from './support/users';

async function postAsUser(request: APIRequestContext, token: string, call: string, data: object) {
  const res = await request.post(`/api/v3/${call}`, { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { response: Record<string, unknown> };
}

async function setServerClock(request: APIRequestContext, now: Date) {
  const res = await request.post('/api/v3/test/clock', { data: { now: now.toISOString() } });
  expect(res.status(), await res.text()).toBe(200);
}

const dateOf = (instant: Date) => instant.toISOString().slice(0, 10);

/** The same day of the next month (or its last day), 09:00 UTC. */
function nextMonth(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(day, last), 9));
}

test.afterAll(async ({ request }) => {
  // The other journeys share this server: its clock goes back to the real time.
  await setServerClock(request, new Date());
});

test('an invoice made recurring monthly makes next month’s invoice and e-mails it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const user = await registerBusinessUser(request);
  const clientEmail = newEmail('recurring.client');
  const client = await postAsUser(request, user.token, 'create_client', {
    full_name: 'Robin Hale',
    email: clientEmail,
    business_name: 'Hale Gardens',
  });
  const today = dateOf(new Date());
  await postAsUser(request, user.token, 'create_invoice', {
    invoice_date: today,
    client_id: Number(client.response.id),
    validity_term: 14,
    currency_id: 826,
    notes: 'Monthly garden care.',
    invoice_items: [
      { name: 'Garden care', description: 'One month', quantity: 1, unit_price: 120, type: 'service' },
    ],
  });

  await signInThroughUi(page, user.email, user.password);
  await page.goto('/show-invoice/INV-000001');
  await page.getByRole('button', { name: 'Make recurring' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make recurring' });
  await expect(dialog.getByLabel('How often')).toHaveValue('monthly');
  // Typed and shown in the British order (dd/mm/yyyy).
  await expect(dialog.getByLabel('First invoice on')).toHaveValue(today.split('-').reverse().join('/'));
  await expect(dialog.getByLabel('E-mail it to the client at once')).toBeChecked();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Make recurring' }).click();
  await expect(page.getByText('The invoice is now recurring.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Today's run is made at once.
  await page.getByRole('link', { name: 'Recurring invoices' }).click();
  await expect(page.getByRole('heading', { name: 'Recurring invoices', level: 1 })).toBeVisible();
  const schedule = page.getByRole('article', { name: 'Schedule of INV-000001' });
  await expect(schedule.getByText('Active')).toBeVisible();
  await expect(schedule.getByText(/1 made/)).toBeVisible({ timeout: 15_000 });

  // A month on, on the server and in the browser.
  const later = nextMonth(today);
  await setServerClock(request, later);
  await page.clock.setFixedTime(later);
  // A session lasts 30 days: a month on, the owner signs in again.
  await page.goto('/logout');
  // Signed out only once the logout screen has cleared the session and moved on to login.
  await expect(page).toHaveURL(/\/login$/);
  await signInThroughUi(page, user.email, user.password);
  await page.goto('/list-invoice');
  await expect(page.getByText('INV-000003')).toBeVisible();
  await expect(page.getByText('INV-000002')).toBeVisible();

  await page.goto('/show-invoice/INV-000003');
  const emails = page.getByRole('region', { name: 'E-mails' });
  await expect(emails.getByText(`Sent to ${clientEmail}`, { exact: false })).toBeVisible({ timeout: 15_000 });
  const mail = await waitForMail(clientEmail);
  expect(mail).toContain('INV-00000');

  await page.goto('/recurring-invoices');
  await expect(schedule.getByText(/2 made/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(page);

  // Pause and resume from the list.
  await schedule.getByRole('button', { name: 'Pause' }).click();
  await expect(schedule.getByText('Paused')).toBeVisible();
  await schedule.getByRole('button', { name: 'Resume' }).click();
  await expect(schedule.getByText('Active')).toBeVisible();
});

test('Settings › Reminders keeps the owner’s reminders', async ({ page, request }) => {
  const user = await registerBusinessUser(request);
  await signInThroughUi(page, user.email, user.password);
  await page.goto('/setting?tab=reminders');
  const second = page.getByRole('group', { name: 'Reminder 2' });
  await expect(second.getByLabel('When')).toHaveValue('on');
  await expectNoAxeViolations(page);
  await second.getByRole('switch', { name: 'On' }).uncheck();
  const third = page.getByRole('group', { name: 'Reminder 3' });
  await third.getByLabel('Days').fill('10');
  await third.getByLabel('Message').fill('Your invoice is ten days overdue.');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Save data Successful.')).toBeVisible();

  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Reminder 2' }).getByRole('switch', { name: 'On' }),
  ).not.toBeChecked();
  await expect(page.getByRole('group', { name: 'Reminder 3' }).getByLabel('Days')).toHaveValue('10');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});
