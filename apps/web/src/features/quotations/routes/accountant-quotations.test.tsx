// An accountant reads the quotations (docs/decisions/0240-accountant-screens.md): cards, details and Export
// stay; no Add Quotation, no card menu (Edit, Delete, statuses, Void, Convert). The owner's: list-quotation tests.
import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseBusiness } from '../../../lib/chosen-business';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { quotationRowFixture } from '../../../test/fixtures/quotation-fixture';
import ListQuotation from './list-quotation';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });
const ok = (response: unknown) => ({ body: { status: 1, message: 'Success', response } });

afterEach(() => chooseBusiness(null));

describe("an accountant reading a business's quotations", () => {
  it('sees the cards and Export, and no Add Quotation nor card menu', async () => {
    chooseBusiness({ id: 7, name: 'Baker Joinery Ltd' });
    mockApi({ get_quotation_list_by_user: ok([quotationRowFixture({ id: 1 })]) });
    renderApp(<ListQuotation />, { route: '/list-quotation' });

    const card = await screen.findByRole('article', { name: 'QUO-000001' });
    expect(within(card).getByRole('button', { name: 'Details of QUO-000001' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for QUO-000001' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Quotation' })).not.toBeInTheDocument();
  });
});
