// The expense list's preview of one expense and its exports (PDF report, ZIP of receipts).
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/session';
import { renderApp } from '../../../test/render';
import { expenseFixture, expensePage, receiptFixture } from '../../../test/fixtures/expense-fixture';
import {
  expenseListServer as server,
  listCalls,
  ok,
  profile,
} from '../../../test/fixtures/expense-list-server';
import ListExpenses from './list-expenses';

vi.setConfig({ testTimeout: 60_000 });
// A busy runner (two cores shared by several test runs) can take seconds for a first render.
configure({ asyncUtilTimeout: 10_000 });
const user = userEvent.setup({ delay: null });

beforeEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});
afterEach(() => vi.restoreAllMocks());

describe('expense list: preview and exports', () => {
  it('previews the details, notes and receipts, with a link to edit', async () => {
    server(
      ok(
        expensePage([
          expenseFixture({
            notes: 'Van, weekly fill',
            attachments: [receiptFixture(1), receiptFixture(2)],
          }),
        ]),
      ),
    );
    renderApp(<ListExpenses />, { route: '/list-expenses' });
    const card = await screen.findByRole('article', { name: 'EXP-000001' });
    await user.click(within(card).getByRole('button', { name: 'File of EXP-000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Expense EXP-000001' });
    expect(within(dialog).getByTestId('preview-amount')).toHaveTextContent('£45.50');
    expect(within(dialog).getByText('Van, weekly fill')).toBeInTheDocument();
    expect(within(dialog).getByText('Shell Garage')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Attachment 2' })).toHaveAttribute(
      'src',
      'http://localhost/files/receipt-2.jpg?sig=x',
    );
    expect(within(dialog).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/edit-expense/1');
  });

  /** Saves what the page hands to the browser as a download, by file name. */
  function catchDownloads() {
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    return saved;
  }

  it('exports the PDF report of the filters, fetched with the bearer token', async () => {
    setToken('token-1');
    const { calls } = server(ok(expensePage([expenseFixture()])), {
      generate_pdf: {
        text: '%PDF-1.7',
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="expenses.pdf"',
        },
      },
    });
    const saved = catchDownloads();
    renderApp(<ListExpenses />, { route: '/list-expenses' });
    await screen.findByRole('article', { name: 'EXP-000001' });

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'PDF report' }));
    await waitFor(() => expect(saved).toEqual(['expenses.pdf']));
    const pdf = calls.find((call) => call.path === 'generate_pdf');
    expect(pdf?.method).toBe('POST');
    expect(pdf?.headers.get('authorization')).toBe('Bearer token-1');
    expect(pdf?.body).toEqual({
      search_text: '',
      start_date: dayjs().subtract(5, 'month').startOf('month').format('YYYY-MM-DD'),
      end_date: dayjs().format('YYYY-MM-DD'),
      category_id: 'all',
      currency_id: '826',
      paymentMethod: 'all',
      order: 'desc',
    });
  });

  it('exports the ZIP through the link create_zip answers', async () => {
    const link = 'http://localhost/api/v3/download/expense-zip/1/k/expenses.zip?sig=x';
    const { calls } = server(ok(expensePage([expenseFixture()])), {
      create_zip: ok(link),
      'download/expense-zip/1/k/expenses.zip': {
        text: 'PK',
        headers: {
          'content-type': 'application/zip',
          'content-disposition': 'attachment; filename="expenses.zip"',
        },
      },
    });
    const saved = catchDownloads();
    renderApp(<ListExpenses />, { route: '/list-expenses' });
    await screen.findByRole('article', { name: 'EXP-000001' });

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Download Zip' }));
    await waitFor(() => expect(saved).toEqual(['expenses.zip']));
    expect(calls.find((call) => call.path === 'create_zip')?.body).toMatchObject({
      currency_id: '826',
      category_id: 'all',
    });
  });

  it('says why an export failed', async () => {
    server(ok(expensePage([expenseFixture()])), {
      export_expense: {
        status: 500,
        body: { status: 0, message: 'Something went wrong. Please try again.' },
      },
    });
    renderApp(<ListExpenses />, { route: '/list-expenses' });
    await screen.findByRole('article', { name: 'EXP-000001' });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excel (.xlsx)' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });

  it('sends a user with an incomplete profile to the dashboard', async () => {
    const { calls } = server(ok(expensePage([])), {
      get_profile: ok({ ...profile, company_name: 'N/A', companytype: 'N/A' }),
    });
    renderApp(<ListExpenses />, {
      route: '/list-expenses',
      routes: { '/dashboard': <div>Dashboard page</div> },
    });
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(listCalls(calls)).toHaveLength(0);
  });
});
