// Issue 14 journey, 'nothing sent by surprise': Email Quotation and Email Invoice open a composer first
// (ADR 0209). At 1280 px and at 375 px: on a quotation, Cancel sends nothing and leaves it a draft; opened
// again with its subject edited, Send e-mails the edited subject to the client (read from the outbox);
// an invoice goes the same way with a Cc. axe-core and the sideways-scroll check run with it open.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerBusinessUser } from './support/business-user';
import { countMailsTo, waitForMail } from './support/outbox';
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
    vat_percent: 0,
    tax1_name: 'Levy',
    tax1_percent: 0,
    notes: '',
    [`${kind}_items`]: [{ name: 'Kitchen fitting', quantity: 1, unit_price: 250, type: 'service' }],
  };
}

/** The mail's Subject header, unfolded. */
function subjectOf(raw: string): string {
  return /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '';
}

async function openComposer(page: Page, label: string) {
  await page.getByRole('button', { name: label }).first().click();
  const dialog = page.getByRole('dialog', { name: label });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const width of [1280, 375]) {
  test(`at ${width} px the composer sends nothing on Cancel and the edited subject on Send`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const user = await registerBusinessUser(request);
    const call = (path: string, data: object) => postAsUser(request, user.token, path, data);
    const clientEmail = newEmail('jordan.smith');
    const client = await call('create_client', {
      full_name: 'Jordan Smith',
      email: clientEmail,
      business_name: 'Acme Holdings',
    });
    const quotation = await call('create_quotation', document('quotation', client.response.id));
    const quotationNumber = String(quotation.response.quotation_number);
    await signInThroughUi(page, user.email, user.password);

    // The composer opens with the client's address, the default words and the PDF named.
    await page.goto(`/show-quotation/${quotationNumber}`);
    let dialog = await openComposer(page, 'Email Quotation');
    await expect(dialog.getByLabel('To')).toHaveValue(clientEmail);
    await expect(dialog.getByLabel('Subject')).toHaveValue(
      `Quotation ${quotationNumber} from ${user.companyname}`,
    );
    await expect(dialog.getByLabel('Message')).toHaveValue(
      /^Dear Jordan Smith,\n\nPlease find attached quotation/,
    );
    await expect(dialog.getByText(`${quotationNumber}.pdf attached`)).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    // Cancel: nothing sent, still a draft.
    await dialog.getByLabel('Subject').fill('Not to be sent');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.waitForTimeout(1500);
    expect(countMailsTo(clientEmail)).toBe(0);
    const read = await call('quotation/ListByquotationNumber', { quotation_number: quotationNumber });
    expect(read.response.quotation_status).toBe('draft');

    // A bad address is told beside its field, and nothing is sent.
    dialog = await openComposer(page, 'Email Quotation');
    await expect(dialog.getByLabel('Subject')).toHaveValue(
      `Quotation ${quotationNumber} from ${user.companyname}`,
    );
    await dialog.getByLabel('To').fill('jordan at acme');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Please enter a valid email address.')).toBeVisible();
    expect(countMailsTo(clientEmail)).toBe(0);

    // Send: the edited subject reaches the client, and the quotation is sent.
    await dialog.getByLabel('To').fill(clientEmail);
    const subject = `Your quotation ${quotationNumber}, as discussed`;
    await dialog.getByLabel('Subject').fill(subject);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Email sent successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    const quotationMail = await waitForMail(clientEmail);
    expect(subjectOf(quotationMail)).toBe(subject);
    expect(quotationMail).toContain('Dear Jordan Smith,');
    expect(quotationMail).toContain(`filename=${quotationNumber}.pdf`);
    expect(countMailsTo(clientEmail)).toBe(1);
    const sent = await call('quotation/ListByquotationNumber', { quotation_number: quotationNumber });
    expect(sent.response.quotation_status).toBe('sent');

    // An invoice goes through the same composer, with a Cc.
    const invoice = await call('create_invoice', document('invoice', client.response.id));
    const invoiceNumber = String(invoice.response.invoice_number);
    const bookkeeper = newEmail('bookkeeper');
    await page.goto(`/show-invoice/${invoiceNumber}`);
    dialog = await openComposer(page, 'Email Invoice');
    await expect(dialog.getByLabel('Subject')).toHaveValue(
      `Invoice ${invoiceNumber} from ${user.companyname}`,
    );
    await expect(dialog.getByText(`${invoiceNumber}.pdf attached`)).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await dialog.getByLabel('Cc').fill(bookkeeper);
    await dialog.getByLabel('Subject').fill(`Invoice ${invoiceNumber} for the kitchen`);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Email sent successfully')).toBeVisible();
    // One mail, to the client and copying the bookkeeper: the client's newest mail.
    await expect.poll(() => countMailsTo(bookkeeper)).toBe(1);
    const invoiceMail = await waitForMail(clientEmail);
    expect(subjectOf(invoiceMail)).toBe(`Invoice ${invoiceNumber} for the kitchen`);
    expect(invoiceMail.toLowerCase()).toContain(`cc: ${bookkeeper.toLowerCase()}`);
    expect(countMailsTo(clientEmail)).toBe(2);
  });
}
