// Issue 15 journey, 'getting paid': the owner connects their own Stripe account and e-mails an invoice and
// a quotation; each e-mail carries the client's link (read from the outbox, as the client would click it).
// In a second browser with no sign-in, the client opens both links, accepts the quotation and pays part of
// the invoice by card on Stripe's page (the local fake). The owner then sees the badge's count, the
// notifications, the history, the quotation approved and the invoice part paid. axe-core scans every
// screen, at 1280 px and at 375 px, and nothing scrolls sideways.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerBusinessUser } from './support/business-user';
import { waitForMail } from './support/outbox';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/page-checks';
import { newEmail, signInThroughUi } from './support/users';

async function postAsUser(request: APIRequestContext, token: string, call: string, data: object) {
  const res = await request.post(`/api/v3/${call}`, { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { response: Record<string, unknown> };
}

function document(kind: 'invoice' | 'quotation', clientId: unknown) {
  return {
    [`${kind}_date`]: new Date().toISOString().slice(0, 10),
    client_id: clientId,
    validity_term: 14,
    currency_id: 826,
    discount_type: 'percent',
    discount_value: 0,
    vat_name: 'VAT',
    vat_percent: 20,
    tax1_name: 'Levy',
    tax1_percent: 0,
    notes: 'Access by the side gate <please>',
    [`${kind}_items`]: [{ name: 'Kitchen fitting', quantity: 1, unit_price: 250, type: 'service' }],
  };
}

/** The client link an e-mail carries: PUBLIC_URL/d/<token>. */
function linkIn(mail: string): string {
  const link = /(https?:\/\/[^\s"<>]+\/d\/[A-Za-z0-9_-]{43})/.exec(mail)?.[1];
  expect(link, 'the e-mail carries the client link').toBeTruthy();
  return new URL(link ?? '').pathname;
}

async function emailFromScreen(page: Page, path: string, label: string) {
  await page.goto(path);
  await page.getByRole('button', { name: label }).first().click();
  const dialog = page.getByRole('dialog', { name: label });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Email sent successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function checkScreen(page: Page) {
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
}

test('the client views, accepts and pays through the links in their e-mails; the owner is told', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const user = await registerBusinessUser(request, { companyname: 'Baker Joinery Ltd' });
  const call = (path: string, data: object) => postAsUser(request, user.token, path, data);
  const clientEmail = newEmail('jordan.smith');
  const client = await call('create_client', {
    full_name: 'Jordan Smith',
    email: clientEmail,
    business_name: 'Acme Holdings',
  });
  const quotation = await call('create_quotation', document('quotation', client.response.id));
  const invoice = await call('create_invoice', document('invoice', client.response.id));
  const quotationNumber = String(quotation.response.quotation_number);
  const invoiceNumber = String(invoice.response.invoice_number);

  // The owner connects their own Stripe account (a test key of the fake's) in Settings > Banking.
  await signInThroughUi(page, user.email, user.password);
  await page.goto('/setting?tab=bank');
  await page.getByLabel('Stripe secret key').fill('sk_test_acct_BakerJoineryE2E');
  await page.getByRole('button', { name: 'Connect Stripe' }).click();
  await expect(page.getByText(/Connected with the key ending/)).toContainText('yE2E');
  await expect(page.getByText('Test mode')).toBeVisible();
  await checkScreen(page);

  // The owner e-mails the quotation, then the invoice; each e-mail carries its own link.
  await emailFromScreen(page, `/show-quotation/${quotationNumber}`, 'Email Quotation');
  const quotationLink = linkIn(await waitForMail(clientEmail));
  await emailFromScreen(page, `/show-invoice/${invoiceNumber}`, 'Email Invoice');
  const invoiceMail = await waitForMail(clientEmail);
  expect(invoiceMail).toContain(`Invoice ${invoiceNumber}`);
  const invoiceLink = linkIn(invoiceMail);
  expect(invoiceLink).not.toBe(quotationLink);
  await expect(page.getByRole('button', { name: 'Notifications (0)' })).toBeVisible();

  // The client, in a browser of their own with no account, opens the quotation and accepts it.
  const clientContext = await browser.newContext();
  const client2 = await clientContext.newPage();
  await client2.goto(quotationLink);
  await expect(
    client2.getByRole('heading', { level: 1, name: `Quotation ${quotationNumber}` }),
  ).toBeVisible();
  await expect(client2.getByText('from Baker Joinery Ltd')).toBeVisible();
  await expect(client2.getByText('Access by the side gate <please>')).toBeVisible();
  await expect(client2.getByText('Total (GBP)')).toBeVisible();
  await expect(client2.getByText('£300.00').first()).toBeVisible();
  await expect(client2.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(client2.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', /\/pdf$/);
  await checkScreen(client2);
  await client2.setViewportSize({ width: 375, height: 800 });
  await checkScreen(client2);
  // The owner's list now reads Viewed for the quotation the client opened (the same word everywhere).
  await page.goto('/list-quotation');
  await expect(page.getByText('Viewed', { exact: true }).first()).toBeVisible();
  await client2.getByLabel('Your name').fill('Jordan Smith');
  await client2.getByLabel('Note (optional)').fill('Please start on Monday.');
  await client2.getByRole('button', { name: 'Accept quotation' }).click();
  await expect(client2.getByText('Quotation accepted')).toBeVisible();
  await expect(client2.getByText(/Accepted by Jordan Smith on/)).toBeVisible();
  await checkScreen(client2);

  // Then the invoice: £300.00 due; they pay £120.00 of it by card on Stripe's page.
  await client2.setViewportSize({ width: 1280, height: 900 });
  await client2.goto(invoiceLink);
  await expect(client2.getByRole('heading', { level: 1, name: `Invoice ${invoiceNumber}` })).toBeVisible();
  await expect(client2.getByText('Amount due:')).toContainText('£300.00');
  await checkScreen(client2);
  await client2.setViewportSize({ width: 375, height: 800 });
  await checkScreen(client2);
  await client2.getByLabel(/Amount to pay now/).fill('120');
  await client2.getByRole('button', { name: 'Pay by card' }).click();
  await expect(client2.getByText('120.00 GBP')).toBeVisible();
  await client2.getByRole('button', { name: 'Pay' }).click();
  await expect(client2.getByText('Thank you: your payment was received.')).toBeVisible();
  await expect(client2.getByText('Card payment: £120.00.')).toBeVisible();
  await expect(client2).toHaveURL(new RegExp(`${invoiceLink}$`));
  await expect(client2.getByText('Amount due:')).toContainText('£180.00');
  await expect(client2.getByText('Part paid', { exact: true })).toBeVisible();
  await checkScreen(client2);
  await clientContext.close();

  // The owner: four notifications (each document viewed, the quotation accepted, the invoice paid).
  await page.goto('/dashboard');
  const bell = page.getByRole('button', { name: 'Notifications (4)' });
  await expect(bell).toBeVisible();
  await bell.click();
  const list = page.getByRole('list', { name: 'Notifications list' });
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await expect(list.getByRole('listitem').first()).toContainText('Paid £120.00 online by card');
  await expect(list.getByText('Accepted by Jordan Smith')).toBeVisible();
  await checkScreen(page);
  await expect(page.getByRole('button', { name: 'Notifications (0)' })).toBeVisible();

  // The invoice's screen: part paid, the card payment and the history.
  await list.getByRole('link', { name: new RegExp(`Invoice ${invoiceNumber}.*Paid`) }).click();
  await expect(page).toHaveURL(new RegExp(`/show-invoice/${invoiceNumber}$`));
  await expect(page.getByText('Part-paid', { exact: true }).first()).toBeVisible();
  const invoiceCard = page.getByRole('region', { name: 'Client link and history' });
  await expect(invoiceCard.getByText('Paid £120.00 online by card')).toBeVisible();
  await expect(invoiceCard.getByText(/^Viewed by the client/)).toBeVisible();
  await expect(invoiceCard.getByText(`E-mailed to ${clientEmail}`)).toBeVisible();
  await expect(invoiceCard.getByLabel('Client link')).toHaveValue(new RegExp(`${invoiceLink}$`));
  await checkScreen(page);
  const paid = await call('invoice/ListByInvoiceNumber', { invoice_number: invoiceNumber });
  expect(paid.response).toMatchObject({
    invoice_status: 'partpaid',
    total_amount_paid: 120,
    remaining_due: 180,
  });
  expect((paid.response.payments as Array<Record<string, unknown>>)[0]).toMatchObject({ method: 'Card' });

  // The quotation's screen: approved, with who accepted it and their note.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/show-quotation/${quotationNumber}`);
  await expect(page.getByText('Approved').first()).toBeVisible();
  const quotationCard = page.getByRole('region', { name: 'Client link and history' });
  await expect(quotationCard.getByText('Accepted by your client')).toBeVisible();
  await expect(quotationCard.getByText(/Jordan Smith accepted it on/)).toBeVisible();
  await expect(quotationCard.getByText('Note: Please start on Monday.')).toBeVisible();
  await checkScreen(page);
});
