import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { quotationFixture } from '../testing/quotation-fixture';
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
      ['pending', 'draft', false, 'Pending'],
      ['draft', 'draft', false, 'Draft'],
      ['approved', 'void', false, 'Void'],
      ['lost', 'draft', false, 'Unknown'],
    ];
    const { calls } = mockApi({
      get_quotation_list_by_user: ok(
        statuses.map(([status, type, expired], index) =>
          quotationFixture({
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
    });
  });

  it('needs a start and an end date', async () => {
    const { calls } = mockApi({ get_quotation_list_by_user: ok([]) });
    renderApp(<ListQuotation />, { route: '/list-quotation' });
    await screen.findByText('No quotations in these dates yet.');
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
        ok([quotationFixture({ quotation_status: approved ? 'approved' : 'sent' })]),
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
      get_quotation_list_by_user: ok([quotationFixture()]),
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
      get_quotation_list_by_user: ok([quotationFixture()]),
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

  it('exports the listed quotations as CSV through the link the server answers', async () => {
    const link = 'http://localhost/api/v3/download/quotation-export/1/k/quotations.csv?sig=x';
    const { calls } = mockApi({
      get_quotation_list_by_user: ok([quotationFixture()]),
      quotation_export_by_userId: ok([link]),
    });
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.href);
    });
    renderApp(<ListQuotation />, { route: '/list-quotation' });
    await screen.findByRole('article', { name: 'QUO-000001' });

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));

    await waitFor(() => expect(clicked).toEqual([link]));
    expect(calls.find((call) => call.path === 'quotation_export_by_userId')?.body).toMatchObject({
      category: 'all',
    });
    click.mockRestore();
  });

  it('shows a page of 10 and the pages when the list is long', async () => {
    mockApi({
      get_quotation_list_by_user: ok(
        Array.from({ length: 12 }, (_, index) =>
          quotationFixture({
            id: index + 1,
            quotation_number: `QUO-${String(index + 1).padStart(6, '0')}`,
            quotation_date: `2026-11-${String(index + 1).padStart(2, '0')}`,
          }),
        ),
      ),
    });
    renderApp(<ListQuotation />, { route: '/list-quotation' });
    await screen.findByRole('article', { name: 'QUO-000012' });
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.queryByRole('article', { name: 'QUO-000001' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '2' }));
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('article', { name: 'QUO-000001' })).toBeInTheDocument();
  });
});
