import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, pageOf } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { quotationFixture, quotationRowFixture } from '../../../test/fixtures/quotation-fixture';
import ListQuotation from './list-quotation';

vi.setConfig({ testTimeout: 30_000 });
const user = userEvent.setup({ delay: null });

beforeEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

const ok = (response: unknown) => ({ body: { status: 1, message: 'Success', response } });

const listCalls = (calls: Array<{ path: string }>) =>
  calls.filter((call) => call.path === 'get_quotation_list_by_user').length;

describe('quotation list', () => {
  it('asks for six months up to today by default and shows each status badge', async () => {
    const statuses: Array<[string, string, boolean, string]> = [
      ['sent', 'draft', false, 'Sent'],
      ['approved', 'draft', false, 'Approved'],
      ['rejected', 'draft', false, 'Rejected'],
      ['sent', 'draft', true, 'Expired'],
      ['pending', 'draft', false, 'Sent'],
      ['draft', 'draft', false, 'Draft'],
      ['approved', 'void', false, 'Void'],
      ['lost', 'draft', false, 'Sent'],
    ];
    const { calls } = mockApi({
      get_quotation_list_by_user: ok(
        statuses.map(([status, type, expired], index) =>
          quotationRowFixture({
            id: index + 1,
            quotation_status: status,
            quotation_type: type as 'draft' | 'void',
            is_expired: expired,
          }),
        ),
      ),
    });
    renderApp(<ListQuotation />, { route: '/list-quotation' });

    for (const [index, [, , , label]] of statuses.entries()) {
      const card = await screen.findByRole('article', { name: `QUO-00000${index + 1}` });
      expect(within(card).getByText(label)).toBeInTheDocument();
    }
    const card = screen.getByRole('article', { name: 'QUO-000001' });
    expect(within(card).getByText('Client Co')).toBeInTheDocument();
    expect(within(card).getByText('21 Nov 2026 – 19 Dec 2026')).toBeInTheDocument();
    expect(within(card).getByText('jo@example.com')).toBeInTheDocument();
    expect(within(card).getByTestId('quotation-total')).toHaveTextContent('£82.58');

    expect(calls[0]?.body).toEqual({
      search_field: '',
      start_date: dayjs().subtract(6, 'month').format('YYYY-MM-DD'),
      end_date: dayjs().format('YYYY-MM-DD'),
      category: 'all',
      order: 'desc',
      page: 1,
      limit: 10,
    });
  });

  it('needs a start and an end date', async () => {
    const { calls } = mockApi({ get_quotation_list_by_user: ok([]) });
    renderApp(<ListQuotation />, { route: '/list-quotation' });
    await screen.findByText('No quotations in these dates yet');
    const before = listCalls(calls);

    await user.clear(screen.getByLabelText(/Start Date/));
    expect(screen.getByText('Start date is required')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/End Date/));
    expect(screen.getByText('End date is required')).toBeInTheDocument();
    expect(listCalls(calls)).toBe(before);
  });

  it('approves from the card menu and shows the new status at once', async () => {
    let approved = false;
    const { calls } = mockApi({
      get_quotation_list_by_user: () =>
        ok([quotationRowFixture({ quotation_status: approved ? 'approved' : 'sent' })]),
      quotation_change_status: () => {
        approved = true;
        return ok(quotationFixture({ quotation_status: 'approved' }));
      },
    });
    renderApp(<ListQuotation />, { route: '/list-quotation' });
    const card = await screen.findByRole('article', { name: 'QUO-000001' });
    expect(within(card).getByText('Sent')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Actions for QUO-000001' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Approved' }));

    expect(await screen.findByText('Update data Successful.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'quotation_change_status')?.body).toEqual({
      quotation_id: 1,
      status: 'approved',
    });
    await waitFor(() => expect(within(card).getByText('Approved')).toBeInTheDocument());
  });

  it('voids after asking', async () => {
    const { calls } = mockApi({
      get_quotation_list_by_user: ok([quotationRowFixture()]),
      quotation_void: ok(quotationFixture({ quotation_type: 'void' })),
    });
    renderApp(<ListQuotation />, { route: '/list-quotation' });
    const card = await screen.findByRole('article', { name: 'QUO-000001' });

    await user.click(within(card).getByRole('button', { name: 'Actions for QUO-000001' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Void' }));
    expect(await screen.findByText(/Do you want to void QUO-000001\?/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Void' }));
    expect(await screen.findByText('Void Successful.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'quotation_void')?.body).toEqual({ quotation_id: 1 });
  });

  it('deletes after asking', async () => {
    const { calls } = mockApi({
      get_quotation_list_by_user: ok([quotationRowFixture()]),
      delete_quotation: ok(null),
    });
    renderApp(<ListQuotation />, { route: '/list-quotation' });
    const card = await screen.findByRole('article', { name: 'QUO-000001' });

    await user.click(within(card).getByRole('button', { name: 'Actions for QUO-000001' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(await screen.findByText('Do you want to delete QUO-000001?')).toBeInTheDocument();
    expect(calls.some((call) => call.path === 'delete_quotation')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete Successful.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'delete_quotation')?.body).toEqual({
      quotation_id: 1,
      client_id: 7,
    });
  });

  it('exports the listed quotations through the link the server answers, showing the download', async () => {
    const link = 'http://localhost/api/v3/download/quotation-export/1/k/quotations.csv?sig=x';
    const { calls } = mockApi({
      get_quotation_list_by_user: ok([quotationRowFixture()]),
      quotation_export_by_userId: ok([link]),
      'download/quotation-export/1/k/quotations.csv': {
        text: 'number,total\nQUO-000001,82.58\n',
        headers: {
          'content-type': 'text/csv',
          'content-disposition': 'attachment; filename="quotations.csv"',
        },
      },
      quotation_export_pdf_by_userId: ok([link.replace('.csv', '.pdf')]),
    });
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    renderApp(<ListQuotation />, { route: '/list-quotation' });
    await screen.findByRole('article', { name: 'QUO-000001' });

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));

    await waitFor(() => expect(saved).toEqual(['quotations.csv']));
    expect(calls.find((call) => call.path === 'quotation_export_by_userId')?.body).toMatchObject({
      category: 'all',
    });
    expect(calls.some((call) => call.path.startsWith('download/quotation-export/'))).toBe(true);

    click.mockRestore();
  });

  it('offers a PDF summary of the listed quotations', async () => {
    const { calls } = mockApi({
      get_quotation_list_by_user: ok([quotationRowFixture()]),
      quotation_export_pdf_by_userId: { status: 404, body: { status: 0, message: 'Resource not found' } },
    });
    renderApp(<ListQuotation />, { route: '/list-quotation' });
    await screen.findByRole('article', { name: 'QUO-000001' });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'PDF summary' }));
    expect(await screen.findByText('Resource not found')).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'quotation_export_pdf_by_userId')?.body).toMatchObject({
      order: 'desc',
    });
  });

  it('shows a page of 10 and the pages when the list is long', async () => {
    const rows = Array.from({ length: 12 }, (_, index) =>
      quotationRowFixture({
        id: index + 1,
        quotation_number: `QUO-${String(index + 1).padStart(6, '0')}`,
        quotation_date: `2026-11-${String(index + 1).padStart(2, '0')}`,
      }),
    );
    const { calls } = mockApi({
      // The server orders (newest first unless asked otherwise) and answers the page asked for.
      get_quotation_list_by_user: (body) =>
        pageOf(body?.order === 'asc' ? rows : [...rows].reverse(), body?.page, body?.limit),
    });
    renderApp(<ListQuotation />, { route: '/list-quotation' });
    await screen.findByRole('article', { name: 'QUO-000012' });
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.queryByRole('article', { name: 'QUO-000001' })).not.toBeInTheDocument();
    expect(screen.getByText('12 quotations')).toBeInTheDocument();

    const pages = screen.getByRole('navigation', { name: 'Quotation pages' });
    await user.click(within(pages).getByRole('button', { name: '2' }));
    expect(await screen.findByRole('article', { name: 'QUO-000001' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    // The last list call: the cards also read the profile and the countries, for the dates' order.
    const lastList = calls.filter((call) => call.path === 'get_quotation_list_by_user').at(-1);
    expect(lastList?.body).toMatchObject({ page: 2, limit: 10, order: 'desc' });
  });

  it('shows no pages for a list that fits on one', async () => {
    mockApi({
      get_quotation_list_by_user: (body) => pageOf([quotationRowFixture()], body?.page, body?.limit),
    });
    renderApp(<ListQuotation />, { route: '/list-quotation' });
    await screen.findByRole('article', { name: 'QUO-000001' });
    expect(screen.queryByRole('navigation', { name: 'Quotation pages' })).not.toBeInTheDocument();
    expect(screen.getByText('1 quotation')).toBeInTheDocument();
  });

  it('asks the server for the oldest first from page 1 when the sort toggle is switched off', async () => {
    const rows = Array.from({ length: 12 }, (_, index) =>
      quotationRowFixture({ id: index + 1, quotation_number: `QUO-${String(index + 1).padStart(6, '0')}` }),
    );
    const { calls } = mockApi({
      get_quotation_list_by_user: (body) =>
        pageOf(body?.order === 'asc' ? rows : [...rows].reverse(), body?.page, body?.limit),
    });
    renderApp(<ListQuotation />, { route: '/list-quotation' });
    await screen.findByRole('article', { name: 'QUO-000012' });
    await user.click(screen.getByRole('button', { name: '2' }));
    await screen.findByRole('article', { name: 'QUO-000001' });

    await user.click(screen.getByRole('switch', { name: 'Newest first' }));
    await waitFor(() => expect(calls.at(-1)?.body).toMatchObject({ order: 'asc', page: 1 }));
    expect(await screen.findByRole('article', { name: 'QUO-000001' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(10);
  });

  it('reads the whole quotation when its details or its files are opened', async () => {
    const withImage = quotationFixture({
      is_image: 'Y',
      quotation_attachments: [{ id: 5, filename: 'a1.jpg', url: 'http://localhost/files/a1.jpg' }],
    });
    const { calls } = mockApi({
      get_quotation_list_by_user: ok([quotationRowFixture({ is_image: 'Y', attachment_count: 1 })]),
      'quotation/ListByquotationNumber': ok(withImage),
    });
    renderApp(<ListQuotation />, { route: '/list-quotation' });
    const card = await screen.findByRole('article', { name: 'QUO-000001' });

    await user.click(within(card).getByRole('button', { name: 'File of QUO-000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quotation QUO-000001' });
    expect(await within(dialog).findByRole('table', { name: 'Items of QUO-000001' })).toBeInTheDocument();
    expect(within(dialog).getByText('Oak board')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Open attachment 1' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'quotation/ListByquotationNumber')?.body).toEqual({
      quotation_number: 'QUO-000001',
    });
  });
});
