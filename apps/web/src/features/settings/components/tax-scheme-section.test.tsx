// Settings › Tax and Registration, VAT and income tax (docs/decisions/0232-tax-settings-screen.md): shows
// what the server holds, asks for the flat rate when the scheme is switched on, and sends the form.
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { chooseOption } from '../../../test/choose-option';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { TaxSchemeSection } from './tax-scheme-section';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
const user = userEvent.setup({ delay: null });
const ok = (response: unknown, message = 'Success') => ({ body: { status: 1, message, response } });
const DEFAULTS = {
  vat_period: 'quarterly',
  period_end_month: 3,
  accounting_basis: 'invoice',
  flat_rate_scheme: 0,
  flat_rate: 0,
  tax_year_start: '04-06',
  income_tax_rate: 20,
};

describe('VAT and income tax settings', () => {
  it('shows the settings, asks for the flat rate, and saves', async () => {
    const { fetchMock } = mockApi({
      'tax/get_settings': ok(DEFAULTS),
      'tax/update_settings': ok({ ...DEFAULTS, accounting_basis: 'cash' }, 'Save data Successful.'),
    });
    renderApp(<TaxSchemeSection />);
    const firstQuarter = await screen.findByRole('combobox', { name: 'The first quarter ends in' });
    expect(firstQuarter).toHaveValue('March');
    expect(screen.getByRole('radio', { name: /Invoice basis/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Tax year starts on/ })).toHaveValue('04-06');
    await user.click(screen.getByRole('radio', { name: /Cash basis/ }));
    await chooseOption(user, firstQuarter, 'May');
    await user.click(screen.getByRole('switch', { name: 'UK flat rate scheme' }));
    await user.click(screen.getByRole('button', { name: 'Update VAT settings' }));
    expect(
      await screen.findByText('Flat rate percentage is required when the flat rate scheme is on.'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith('/tax/update_settings'))).toBe(
      false,
    );
    await user.type(screen.getByRole('textbox', { name: 'Flat rate (%)' }), '16.5');
    await user.click(screen.getByRole('button', { name: 'Update VAT settings' }));
    await screen.findByText('Save data Successful.');
    const call = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/tax/update_settings'));
    const body = call?.[1]?.body;
    const sent = body instanceof FormData ? Object.fromEntries(body.entries()) : JSON.parse(String(body));
    expect(sent).toMatchObject({
      vat_period: 'quarterly',
      period_end_month: '5',
      accounting_basis: 'cash',
      flat_rate_scheme: '1',
      flat_rate: '16.5',
    });
  });

  it('asks for no month with monthly periods', async () => {
    mockApi({ 'tax/get_settings': ok({ ...DEFAULTS, vat_period: 'monthly' }) });
    renderApp(<TaxSchemeSection />);
    await screen.findByRole('combobox', { name: 'VAT period' });
    await waitFor(() => expect(screen.queryByRole('combobox', { name: /ends in/ })).toBeNull());
  });
});
