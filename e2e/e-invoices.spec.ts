// Issue 17 journey (the e-invoice half): a business with VAT 20% and a client (set up through the public
// API) opens an invoice; the e-invoice panel says the VAT number is missing and links to where it is
// fixed; the owner fills it in Tax and Registration, comes back, and downloads the Factur-X PDF. The
// screens are scanned with axe-core and checked at 375 px. Then the invoice is sent and credited, and the
// credit note's e-invoice (type 381, naming the invoice) is downloaded from its own screen.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { registerBusinessUser } from './support/business-user';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/page-checks';
import { newEmail, signInThroughUi } from './support/users';

async function postAsUser(request: APIRequestContext, token: string, call: string, data: object) {
  const res = await request.post(`/api/v3/${call}`, { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { response: Record<string, unknown> };
}

test('the owner fills the VAT number the e-invoice asks for and downloads the Factur-X PDF', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const user = await registerBusinessUser(request);
  await postAsUser(request, user.token, 'tax/update', {
    tax1_name: 'VAT',
    tax1_rate: 20,
    is_tax1_enable: 1,
    tax2_name: 'Tax-2',
    tax2_rate: 0,
    is_tax2_enable: 0,
  });
  const client = await postAsUser(request, user.token, 'create_client', {
    full_name: 'Jordan Price',
    email: newEmail('jordan.price'),
    business_name: 'Price Holdings',
    country: 'United Kingdom',
    postal_address: '1 Market Street',
    city: 'Leeds',
    zip: 'LS1 1AA',
  });
  const invoice = await postAsUser(request, user.token, 'create_invoice', {
    invoice_date: '2026-12-01',
    client_id: client.response.id,
    validity_term: 14,
    currency_id: 826,
    vat_name: 'VAT',
    vat_percent: 20,
    invoice_items: [{ name: 'Oak shelf', description: '', quantity: 2, unit_price: 45, type: 'parts' }],
  });
  const number = String(invoice.response.invoice_number);

  await signInThroughUi(page, user.email);
  await page.goto(`/show-invoice/${number}`);
  const panel = page.getByRole('region', { name: 'E-invoice' });
  await expect(panel.getByText('Add your VAT number in Settings, Tax and Registration.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(panel.getByRole('button', { name: 'Download e-invoice' })).toBeDisabled();
  await expectNoAxeViolations(page);

  // The link goes to the field to fix.
  await panel.getByRole('link', { name: 'Open Tax and Registration' }).click();
  await expect(page).toHaveURL(/tab=tax/);
  await page.getByLabel('Tax/VAT registration number').fill('GB123456789');
  // Exact: the tab also has 'Update VAT settings' for the VAT period and scheme.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Save data Successful.').first()).toBeVisible();

  await page.goto(`/show-invoice/${number}`);
  await expect(panel.getByText(/Ready: this invoice passes/)).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Download e-invoice' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${number}-facturx.pdf`);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const pdf = (await readFile(path)).toString('latin1');
  expect(pdf.startsWith('%PDF-1.7')).toBe(true);
  expect(pdf).toContain('factur-x.xml');
  expect(pdf).toContain('<pdfaid:part>3</pdfaid:part>');
  await expectNoAxeViolations(page);

  // Sent, then credited: the credit note's screen offers its own e-invoice.
  await postAsUser(request, user.token, 'invoice/emailSent', { invoice_number: number });
  const note = await postAsUser(request, user.token, 'credit_note/create_from_invoice', {
    invoice_id: invoice.response.id,
    credit_note_date: '2026-12-05',
    notes: 'One shelf returned.',
  });
  const noteNumber = String(note.response.credit_note_number);
  await page.goto(`/show-credit-note/${noteNumber}`);
  await expect(panel.getByText(/Ready: this credit note passes/)).toBeVisible({ timeout: 30_000 });
  const [noteDownload] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Download e-invoice' }).click(),
  ]);
  expect(noteDownload.suggestedFilename()).toBe(`${noteNumber}-facturx.pdf`);
  const notePdf = (await readFile(await noteDownload.path())).toString('latin1');
  expect(notePdf).toContain('factur-x.xml');
  expect(notePdf).toContain('<pdfaid:part>3</pdfaid:part>');
  await expectNoAxeViolations(page);

  // The E-invoices settings tab, and both screens at 375 px.
  await page.goto('/setting?tab=einvoice');
  await expect(page.getByLabel('Electronic address', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(page);
  await page.goto(`/show-invoice/${number}`);
  await expect(panel.getByText(/Ready: this invoice passes/)).toBeVisible({ timeout: 30_000 });
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});
