import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TaxTab } from './tax-tab';

let stored: Record<string, unknown>;
let posts: Record<string, FormDataEntryValue>[];
let loads: number;

const envelope = (response: unknown, message = 'Success') =>
  new Response(JSON.stringify({ status: 1, message, response }), {
    headers: { 'content-type': 'application/json' },
  });

beforeEach(() => {
  loads = 0;
  posts = [];
  stored = {
    tax1_name: 'VAT',
    tax1_rate: 20,
    is_tax1_enable: 1,
    tax2_name: 'Levy',
    tax2_rate: 7.5,
    is_tax2_enable: 1,
    registration_number: '12345678',
    tax_number: 'GB123456789',
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url.endsWith('/tax/get_details')) {
        loads += 1;
        return envelope(stored);
      }
      if (url.endsWith('/tax/update')) {
        const sent = Object.fromEntries((init.body as FormData).entries());
        posts.push(sent);
        // What the server does with it (apps/server settings): numbers back, rate 0 for a line that is off.
        stored = {
          ...sent,
          tax1_rate: sent.is_tax1_enable === '1' ? Number(sent.tax1_rate) : 0,
          is_tax1_enable: Number(sent.is_tax1_enable),
          tax2_rate: sent.is_tax2_enable === '1' ? Number(sent.tax2_rate) : 0,
          is_tax2_enable: Number(sent.is_tax2_enable),
        };
        return envelope(null, 'Save data Successful.');
      }
      return new Response(JSON.stringify({ status: 0, message: 'Resource not found' }), { status: 404 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderTab() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={client}>
        <TaxTab />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the Tax and Registration tab', () => {
  it('shows both lines as saved, with the registration numbers', async () => {
    renderTab();
    expect(await screen.findByLabelText('Tax 1 name')).toHaveValue('VAT');
    expect(screen.getByLabelText('Tax 1 rate (%)')).toHaveValue('20');
    expect(screen.getByLabelText('Tax 2 rate (%)')).toHaveValue('7.5');
    expect(screen.getByLabelText('Enable tax 2')).toBeChecked();
    expect(screen.getByLabelText('Tax/VAT registration number')).toHaveValue('GB123456789');
    expect(screen.getByLabelText('Company registration number or ID')).toHaveValue('12345678');
    // Until the business's country is known, neutral words, never 'TIN, PAN, GST, EIN, SSN'.
    expect(screen.getByText(/Your tax reference or company registration number/)).toBeInTheDocument();
    expect(screen.queryByText(/TIN, PAN/)).not.toBeInTheDocument();
  });

  it("speaks a British business's words: VAT for tax 1 never set up, VAT number and UTR", async () => {
    stored = { ...stored, tax1_name: 'Tax-1', tax1_rate: 0, is_tax1_enable: 0 };
    const fetchMock = globalThis.fetch as unknown as ReturnType<typeof vi.fn>;
    const answer = fetchMock.getMockImplementation() as (
      url: string,
      init?: RequestInit,
    ) => Promise<Response>;
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/get_profile')) return envelope({ country_id: 826, currency_id: 826 });
      if (url.endsWith('/get_new_country_list')) {
        return envelope([{ id: 826, name: 'United Kingdom', code: 'GB' }]);
      }
      return answer(url, init);
    });
    renderTab();
    await waitFor(() => expect(screen.getByLabelText('Tax 1 name')).toHaveValue('VAT'), { timeout: 8000 });
    await waitFor(() => expect(screen.getByText('Your VAT number.')).toBeInTheDocument(), { timeout: 8000 });
    expect(screen.getByLabelText('Tax/VAT registration number')).toHaveValue('GB123456789');
    expect(screen.getByText(/Unique Taxpayer Reference \(UTR\)/)).toBeInTheDocument();
  });

  it('switching a line off resets its rate to 0 and disables its name and rate', async () => {
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByLabelText('Enable tax 2'));
    expect(screen.getByLabelText('Tax 2 rate (%)')).toHaveValue('0');
    expect(screen.getByLabelText('Tax 2 rate (%)')).toBeDisabled();
    expect(screen.getByLabelText('Tax 2 name')).toBeDisabled();
    expect(screen.getByLabelText('Tax 2 name')).toHaveValue('Levy');
    expect(screen.getByLabelText('Tax 1 rate (%)')).toBeEnabled();
  });

  it('sends rate 0 and flag 0 for a line switched off, then loads the details again', async () => {
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByLabelText('Enable tax 2'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      tax1_name: 'VAT',
      tax1_rate: '20',
      is_tax1_enable: '1',
      tax2_name: 'Levy',
      tax2_rate: '0',
      is_tax2_enable: '0',
      registration_number: '12345678',
      tax_number: 'GB123456789',
    });
    expect(await screen.findByText('Save data Successful.')).toBeInTheDocument();
    await waitFor(() => expect(loads).toBe(2));
    await waitFor(() => expect(screen.getByLabelText('Enable tax 2')).not.toBeChecked());
    expect(screen.getByLabelText('Tax 2 rate (%)')).toHaveValue('0');
    expect(screen.getByLabelText('Tax 2 rate (%)')).toBeDisabled();
  });

  it('switching a line back on enables its inputs', async () => {
    stored = { ...stored, tax2_rate: 0, is_tax2_enable: 0 };
    const user = userEvent.setup();
    renderTab();
    expect(await screen.findByLabelText('Tax 2 rate (%)')).toBeDisabled();
    await user.click(screen.getByLabelText('Enable tax 2'));
    const rate = screen.getByLabelText('Tax 2 rate (%)');
    expect(rate).toBeEnabled();
    await user.clear(rate);
    await user.type(rate, '12.125');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ tax2_rate: '12.125', is_tax2_enable: '1' });
  });

  it('refuses a rate above 100 with the server’s message, and sends nothing', async () => {
    const user = userEvent.setup();
    renderTab();
    const rate = await screen.findByLabelText('Tax 1 rate (%)');
    await user.clear(rate);
    await user.type(rate, '150');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tax rate must be between 0 and 100.')).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });
});
