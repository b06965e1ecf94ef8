import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceListRow } from '@tradebook/domain/invoices/invoice.schemas';
import { chooseOption } from '../../../test/choose-option';
import { mockApi, pageOf } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import {
  invoiceFixture,
  invoiceRowFixture,
  partPaidInvoiceFixture,
} from '../../../test/fixtures/invoice-fixture';
import ListInvoice from './list-invoice';

vi.setConfig({ testTimeout: 30_000 });
const user = userEvent.setup({ delay: null });

beforeEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

const ok = (response: unknown) => ({ body: { status: 1, message: 'Success', response } });
const listCalls = (calls: ReturnType<typeof mockApi>['calls']) =>
  calls.filter((call) => call.path === 'get_invoice_list_by_user');

const numbered = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    invoiceRowFixture({
      id: index + 1,
      invoice_number: `INV-${String(index + 1).padStart(6, '0')}`,
      invoice_date: `2026-11-${String(index + 1).padStart(2, '0')}`,
    }),
  );

describe('invoice list', () => {
  it('asks for the last six months by default and shows each card with its badges and figures', async () => {
    const { badges: _badges, ...partPaid } = invoiceRowFixture(
      partPaidInvoiceFixture() as Partial<InvoiceListRow>,
    );
    const { calls } = mockApi({
      get_invoice_list_by_user: ok([
        { ...partPaid, badges: ['P/Paid', 'Discount', 'Overdue'] },
        invoiceRowFixture({ id: 2, badges: ['Nill', 'Draft'] }),
        invoiceRowFixture({ id: 3, invoice_type: 'void', badges: ['Void'] }),
      ]),
    });
    renderApp(<ListInvoice />, { route: '/list-invoice' });

    const card = await screen.findByRole('article', { name: 'INV-000001' });
    const status = within(card).getByLabelText('Status');
    // One status in plain words from the invoice's state (ADR 0350), not the spec's badges.
    expect(status).toHaveTextContent(/^Part-paid$/);
    expect(within(card).getByText('Client Co')).toBeInTheDocument();
    expect(within(card).getByText('21 Nov 2026, due 19 Dec 2026')).toBeInTheDocument();
    expect(within(card).getByTestId('invoice-total')).toHaveTextContent('£82.58');
    expect(within(card).getByTestId('invoice-paid')).toHaveTextContent('£30.00');
    expect(within(card).getByTestId('invoice-due')).toHaveTextContent('£52.58');
    expect(
      within(screen.getByRole('article', { name: 'INV-000002' })).getByText('Draft'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'INV-000003' })).getByText('Void')).toBeInTheDocument();

    expect(listCalls(calls)[0]?.body).toEqual({
      search_field: '',
      start_date: dayjs().subtract(6, 'month').format('YYYY-MM-DD'),
      end_date: dayjs().format('YYYY-MM-DD'),
      category: 'all',
      order: 'desc',
      page: 1,
      limit: 10,
    });
  });

  it("writes the card's dates in the order of an American business (docs/decisions/0246)", async () => {
    mockApi({
      get_profile: ok({ id: 1, currency: '$', currency_id: 840, country_id: 840 }),
      get_new_country_list: ok([{ id: 840, name: 'United States', code: 'US' }]),
      get_invoice_list_by_user: ok([invoiceRowFixture()]),
    });
    renderApp(<ListInvoice />, { route: '/list-invoice' });

    const card = await screen.findByRole('article', { name: 'INV-000001' });
    expect(await within(card).findByText('Nov 21, 2026, due Dec 19, 2026')).toBeInTheDocument();
    expect(within(card).queryByText('21 Nov 2026, due 19 Dec 2026')).not.toBeInTheDocument();
  });

  it('sends its search, status filter and sort to the server, from page 1', async () => {
    const { calls } = mockApi({
      get_invoice_list_by_user: (body) => pageOf(numbered(12), body?.page, body?.limit),
    });
    renderApp(<ListInvoice />, { route: '/list-invoice' });
    await screen.findByRole('article', { name: 'INV-000001' });
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.body).toMatchObject({ page: 2 }));

    await chooseOption(user, screen.getByRole('combobox', { name: 'Status' }), 'Part paid and overdue');
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.body).toMatchObject({ category: 'partpaiddue', page: 1 }),
    );
    await user.click(screen.getByRole('switch', { name: 'Newest first' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.body).toMatchObject({ order: 'asc', page: 1 }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Client Co');
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.body).toMatchObject({
        search_field: 'Client Co',
        category: 'partpaiddue',
        order: 'asc',
        page: 1,
      }),
    );
  });

  it('needs a start and an end date', async () => {
    const { calls } = mockApi({ get_invoice_list_by_user: ok([]) });
    renderApp(<ListInvoice />, { route: '/list-invoice' });
    await screen.findByText('No invoices in these dates yet');
    const before = listCalls(calls).length;
    await user.clear(screen.getByLabelText(/Start Date/));
    expect(screen.getByText('Start date is required')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/End Date/));
    expect(screen.getByText('End date is required')).toBeInTheDocument();
    expect(listCalls(calls)).toHaveLength(before);
  });

  it('shows a page of 10 and the pages when the list is long', async () => {
    const rows = numbered(12);
    const { calls } = mockApi({
      get_invoice_list_by_user: (body) =>
        pageOf(body?.order === 'asc' ? rows : [...rows].reverse(), body?.page, body?.limit),
    });
    renderApp(<ListInvoice />, { route: '/list-invoice' });
    await screen.findByRole('article', { name: 'INV-000012' });
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.getByText('12 invoices')).toBeInTheDocument();

    const pages = screen.getByRole('navigation', { name: 'Invoice pages' });
    await user.click(within(pages).getByRole('button', { name: '2' }));
    expect(await screen.findByRole('article', { name: 'INV-000001' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(listCalls(calls).at(-1)?.body).toMatchObject({ page: 2, limit: 10 });
  });

  it('voids after asking, and reloads the list', async () => {
    let voided = false;
    const { calls } = mockApi({
      get_invoice_list_by_user: () =>
        ok([
          invoiceRowFixture(
            voided ? { invoice_type: 'void', badges: ['Void'] } : { badges: ['Nill', 'Draft'] },
          ),
        ]),
      'invoice/change_to_void': () => {
        voided = true;
        return ok(invoiceFixture({ invoice_type: 'void' }));
      },
    });
    renderApp(<ListInvoice />, { route: '/list-invoice' });
    const card = await screen.findByRole('article', { name: 'INV-000001' });
    await user.click(within(card).getByRole('button', { name: 'Actions for INV-000001' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Void' }));
    const confirm = await screen.findByRole('dialog', { name: 'Void invoice' });
    await user.click(within(confirm).getByRole('button', { name: 'Void' }));

    expect(await screen.findByText('Void Successful.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'invoice/change_to_void')?.body).toEqual({ invoice_id: 1 });
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    expect(await within(card).findByText('Void')).toBeInTheDocument();
  });

  it('offers no Delete on an invoice that was sent', async () => {
    mockApi({
      get_invoice_list_by_user: ok([
        invoiceRowFixture({ id: 2, invoice_status: 'sent', sent_at: '2026-11-22T10:00:00.000Z' }),
      ]),
    });
    renderApp(<ListInvoice />, { route: '/list-invoice' });
    const sent = await screen.findByRole('article', { name: 'INV-000002' });
    await user.click(within(sent).getByRole('button', { name: 'Actions for INV-000002' }));
    expect(await screen.findByRole('menuitem', { name: 'Void' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it("deletes an unsent draft after asking, and shows the server's reason when it refuses", async () => {
    const { calls } = mockApi({
      get_invoice_list_by_user: ok([invoiceRowFixture()]),
      delete_invoice: {
        status: 409,
        body: {
          status: 0,
          message: 'Only the latest unsent draft can be deleted; void this invoice instead.',
        },
      },
    });
    renderApp(<ListInvoice />, { route: '/list-invoice' });
    const draft = await screen.findByRole('article', { name: 'INV-000001' });
    await user.click(within(draft).getByRole('button', { name: 'Actions for INV-000001' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete invoice' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Only the latest unsent draft can be deleted; void this invoice instead.'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'delete_invoice')?.body).toEqual({
      invoice_id: 1,
      client_id: 7,
    });
  });

  it('reads the whole invoice when its files or note are opened, with a link to edit it', async () => {
    const whole = partPaidInvoiceFixture({
      notes: 'Thanks for your business',
      is_image: 'Y',
      invoice_attachments: [{ id: 5, filename: 'a1.jpg', url: 'http://localhost/files/a1.jpg' }],
    });
    const { calls } = mockApi({
      get_invoice_list_by_user: ok([
        invoiceRowFixture({
          is_image: 'Y',
          attachment_count: 1,
          has_note: true,
          notes: 'Thanks for your business',
        }),
      ]),
      'invoice/ListByInvoiceNumber': ok(whole),
    });
    renderApp(<ListInvoice />, { route: '/list-invoice' });
    const card = await screen.findByRole('article', { name: 'INV-000001' });
    expect(calls.some((call) => call.path === 'invoice/ListByInvoiceNumber')).toBe(false);

    await user.click(within(card).getByRole('button', { name: 'Note of INV-000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invoice INV-000001' });
    expect(await within(dialog).findByRole('table', { name: 'Items of INV-000001' })).toBeInTheDocument();
    expect(within(dialog).getByText('Thanks for your business')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Open attachment 1' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('payments-due')).toHaveTextContent('£52.58');
    expect(within(dialog).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/edit-invoice/INV-000001',
    );
    expect(calls.find((call) => call.path === 'invoice/ListByInvoiceNumber')?.body).toEqual({
      invoice_number: 'INV-000001',
    });
  });

  it('switches between grid and list, and remembers the choice', async () => {
    mockApi({ get_invoice_list_by_user: ok([invoiceRowFixture()]) });
    renderApp(<ListInvoice />, { route: '/list-invoice' });
    await screen.findByRole('article', { name: 'INV-000001' });
    expect(screen.getByLabelText('Invoices')).toHaveAttribute('data-view', 'grid');
    await user.click(screen.getByRole('radio', { name: 'List' }));
    expect(screen.getByLabelText('Invoices')).toHaveAttribute('data-view', 'list');
    expect(localStorage.getItem('tradebook.invoices.view')).toBe('list');
  });

  it('exports what the filters select and downloads the file the link answers', async () => {
    const link = 'http://localhost/api/v3/download/invoice-export/1/k/invoices.zip?sig=x';
    const { calls } = mockApi({
      get_invoice_list_by_user: ok([invoiceRowFixture()]),
      invoice_export_zip_by_userId: ok([link]),
      'download/invoice-export/1/k/invoices.zip': {
        text: 'PK…',
        headers: {
          'content-type': 'application/zip',
          'content-disposition': 'attachment; filename="invoices.zip"',
        },
      },
    });
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    renderApp(<ListInvoice />, { route: '/list-invoice' });
    await screen.findByRole('article', { name: 'INV-000001' });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'ZIP of PDFs' }));

    await waitFor(() => expect(saved).toEqual(['invoices.zip']));
    const body = calls.find((call) => call.path === 'invoice_export_zip_by_userId')?.body;
    expect(body).toMatchObject({ category: 'all', order: 'desc', search_field: '' });
    expect(body).not.toHaveProperty('page');
    click.mockRestore();
  });
});
