import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { publicInvoiceFixture } from '../../../test/fixtures/public-document-fixture';
import ClientDocument from './client-document';

vi.setConfig({ testTimeout: 30_000 });
const TOKEN = 'T'.repeat(43);
const ok = (response: unknown) => ({ body: { status: 1, message: 'Success', response } });

/** A German client's invoice as the server answers it: its words and amounts already in German. */
const germanInvoice = publicInvoiceFixture({
  language: 'de',
  title: 'Rechnung',
  status_label: 'Fällig',
  facts: [
    { label: 'Datum', value: '21. Nov. 2026' },
    { label: 'Fällig am', value: '5. Dez. 2026' },
  ],
  recipient: { heading: 'Rechnung an', name: 'Vogel Agentur GmbH', lines: ['Greta Vogel'] },
  currency: { code: 'EUR', symbol: '€' },
  items: [
    {
      name: 'Webdesign',
      description: '',
      quantity: '1',
      unit_price: 1234.56,
      unit_price_text: '1.234,56 €',
      total: 1234.56,
      total_text: '1.234,56 €',
    },
  ],
  totals: [{ label: 'Gesamtbetrag (EUR)', amount: 1469.13, text: '1.469,13 €', grand: true }],
  payment_sections: [
    { heading: 'International', rows: [{ label: 'IBAN', value: 'DE89370400440532013000' }] },
  ],
  notes: 'Vielen Dank!',
  remaining_due_text: '1.469,13 €',
  pay: { paypal_url: 'https://paypal.me/Vogel/1469.13EUR', card: true },
});

describe("the client's page in the client's language", () => {
  it("writes a German client's invoice page in German, leaving the app's own language alone", async () => {
    mockApi({ [`public/document/${TOKEN}`]: ok(germanInvoice) });
    renderApp(<ClientDocument />, { route: `/d/${TOKEN}`, path: '/d/:token' });

    const heading = await screen.findByRole('heading', { level: 1, name: 'Rechnung INV-000001' });
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'de');
    // The German catalogue is fetched the first time a German page opens.
    expect(
      await screen.findByRole('link', { name: 'PDF herunterladen' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('von Baker Joinery Ltd')).toBeInTheDocument();
    expect(screen.getByText('Fällig')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Diese Rechnung bezahlen' })).toBeInTheDocument();
    expect(screen.getByText('Offener Betrag:')).toBeInTheDocument();
    expect(screen.getByLabelText('Jetzt zu zahlender Betrag (EUR)', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mit Karte bezahlen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1.469,13 € mit PayPal bezahlen' })).toBeInTheDocument();
    const items = screen.getByRole('list', { name: 'Positionen' });
    expect(within(items).getByText('1 × 1.234,56 €')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Anmerkungen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Zahlungsinformationen' })).toBeInTheDocument();
    expect(screen.queryByText(/Download PDF|Pay this invoice|Amount due/)).not.toBeInTheDocument();
    expect(i18n.language).toBe('en');
  });
});
