// An accountant reads the invoices (docs/decisions/0240-accountant-screens.md): the list keeps its cards,
// details and Export, the PDF screen its PDF; no Add, card menu, e-mail, payment or correction button, and
// Back opens the list (the edit screen is the owner's). The owner's buttons: list-invoice and show-invoice tests.
import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseBusiness } from '../../../lib/chosen-business';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { invoiceFixture, invoiceRowFixture } from '../../../test/fixtures/invoice-fixture';
import ListInvoice from './list-invoice';
import ShowInvoice from './show-invoice';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });
const ok = (response: unknown) => ({ body: { status: 1, message: 'Success', response } });

afterEach(() => chooseBusiness(null));

describe("an accountant reading a business's invoices", () => {
  it('sees the cards and Export, and no Add Invoice nor card menu', async () => {
    chooseBusiness({ id: 7, name: 'Baker Joinery Ltd' });
    mockApi({ get_invoice_list_by_user: ok([invoiceRowFixture({ invoice_status: 'sent' })]) });
    renderApp(<ListInvoice />, { route: '/list-invoice' });

    const card = await screen.findByRole('article', { name: 'INV-000001' });
    expect(within(card).getByRole('button', { name: 'Details of INV-000001' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for INV-000001' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Invoice' })).not.toBeInTheDocument();
  });

  it('sees the PDF and Open in new tab, no e-mail, payment or correction, and Back opens the list', async () => {
    chooseBusiness({ id: 7, name: 'Baker Joinery Ltd' });
    const invoice = invoiceFixture({ invoice_status: 'sent' });
    mockApi({
      'invoice/ListByInvoiceNumber': ok(invoice),
      get_profile: ok({ fullname: 'Alex Baker', company_name: 'N/A' }),
    });
    renderApp(<ShowInvoice />, { route: '/show-invoice/INV-000001', path: '/show-invoice/:id' });

    expect(await screen.findByTitle('Invoice INV-000001 PDF')).toHaveAttribute('src', invoice.pdfLink);
    expect(screen.getByRole('button', { name: 'Open in new tab' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/list-invoice');
    for (const name of ['Email Invoice', 'Record payment', 'Make recurring', 'Correct this invoice']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('link', { name: /credit note/i })).not.toBeInTheDocument();
  });
});
