// A document's history in the screen's language (docs/decisions/0260-the-last-english-words-of-the-screens.md):
// each line written from the event's facts, the server's sentence for an event the catalogue does not know.
import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentEvent } from '@tradebook/domain/document-events/document-event.schemas';
import { switchLanguage } from '../../lib/i18n/i18n';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render';
import { DocumentHistory } from './document-history';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

const event = (id: number, overrides: Partial<DocumentEvent>): DocumentEvent => ({
  id,
  type: 'viewed',
  actor: 'client',
  document_kind: 'invoice',
  document_id: 2,
  document_number: 'INV-000002',
  count: 1,
  created_at: '2026-11-28T09:00:00Z',
  last_at: '2026-11-28T09:00:00Z',
  read: true,
  name: '',
  note: '',
  to: '',
  amount: null,
  currency_symbol: '',
  reference: '',
  summary: 'Viewed by the client',
  ...overrides,
});

function answerHistory() {
  const events = [
    event(4, {
      type: 'paid_online',
      amount: 1234.5,
      currency_symbol: '£',
      summary: 'Paid £1,234.50 online by card',
    }),
    event(3, { type: 'viewed', count: 3, summary: 'Viewed by the client (3 times)' }),
    event(2, { type: 'sent', to: 'jo@example.com', summary: 'E-mailed to jo@example.com' }),
    event(1, { type: 'archived_somehow', summary: 'Something the web does not know yet' }),
  ];
  mockApi({
    'document_events/list': {
      body: {
        status: 1,
        message: 'Success',
        response: events,
        pagination: { current_page: 1, last_page: 1, per_page: 50, total: events.length },
      },
    },
  });
}

async function historyLines() {
  const timeline = await screen.findByLabelText(/./, { selector: '.mantine-Timeline-root' });
  return within(timeline)
    .getAllByText(/./, { selector: 'p.mantine-Text-root[style*="overflow-wrap"]' })
    .map((line) => line.textContent);
}

afterEach(async () => {
  await switchLanguage('us');
});

describe("a document's history", () => {
  it('writes the lines in English as the server does', async () => {
    answerHistory();
    renderApp(<DocumentHistory kind="invoice" id={2} />);
    expect(await historyLines()).toEqual([
      'Paid £1,234.50 online by card',
      'Viewed by the client (3 times)',
      'E-mailed to jo@example.com',
      'Something the web does not know yet',
    ]);
  });

  it("writes the lines in German from the events' facts, and an unknown event as the server wrote it", async () => {
    await switchLanguage('de');
    answerHistory();
    renderApp(<DocumentHistory kind="invoice" id={2} />);
    expect(await historyLines()).toEqual([
      '1.234,50\u00a0£ online per Karte bezahlt',
      'Vom Kunden angesehen (3-mal)',
      'Per E-Mail an jo@example.com gesendet',
      'Something the web does not know yet',
    ]);
    expect(screen.getAllByText(/^\d\d?\. Nov\. 2026, \d\d:00$/).length).toBeGreaterThan(0);
  });
});
