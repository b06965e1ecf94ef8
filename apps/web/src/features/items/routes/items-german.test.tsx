// The item screens in German (issue 28, ADR 0247): the list's heading, filters, cards and delete dialog,
// and Add Item's recently-added panel, come from the German catalogue.
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Item } from '@tradebook/domain/items/items.schemas';
import { switchLanguage } from '../../../lib/i18n/i18n';
import { mockApi, pageOf } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import AddItem from './add-item';
import ItemList from './item-list';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });
const user = userEvent.setup({ delay: null });

const ok = (response: unknown) => ({ body: { status: 1, message: 'Success', response } });
const item: Item = {
  id: 1,
  item_id: 1,
  item_no: 'ITEM-000001',
  name: 'Fliesen legen',
  description: '',
  quantity: 2,
  unit_price: 10,
  amount: 20,
  type: 'services',
  service_type: 'services',
  category_id: null,
  category_type: 'N/A',
  created_at: '2026-11-21T10:00:00.000Z',
  created_by: 1,
  active: 1,
};

afterEach(async () => {
  await switchLanguage('us');
});

describe('the item screens in German', () => {
  it('writes the item list, its cards and the delete question in German', async () => {
    await switchLanguage('de');
    mockApi({
      get_profile: ok({ currency: '€' }),
      list_item_category: ok([]),
      get_item: (body) => pageOf([item], body?.page, body?.limit),
    });
    renderApp(<ItemList />, { route: '/item-list' });

    const card = within(await screen.findByRole('article', { name: 'Fliesen legen' }));
    expect(screen.getByRole('heading', { name: 'Artikelliste' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Suche' })).toBeInTheDocument();
    expect(card.getByText('Dienstleistung')).toBeInTheDocument();
    expect(card.getByText('Ohne Kategorie')).toBeInTheDocument();
    expect(card.getByText('Einzelpreis')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Fliesen legen löschen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Artikel löschen' }));
    expect(dialog.getByText('Möchten Sie Fliesen legen löschen?')).toBeInTheDocument();
  });

  it("writes Add Item's heading and recently-added panel in German", async () => {
    await switchLanguage('de');
    mockApi({ get_profile: ok({ currency: '€' }), generate_item_no: ok({ item_no: 'ITEM-000002' }) });
    renderApp(<AddItem />, { route: '/add-item' });

    expect(await screen.findByRole('heading', { name: 'Artikel hinzufügen', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Zuletzt hinzugefügt' })).toBeInTheDocument();
    expect(
      screen.getByText('Hier erscheinen die hinzugefügten Artikel mit ihrer laufenden Summe.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Weiter' })).toBeInTheDocument();
  });
});
