// An accountant reads which HMRC category each expense category counts under (docs/decisions/0240-accountant-
// screens.md): they read it as text, with no choice to change. The owner's choice: routes/reports tests.
import { configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseBusiness } from '../../../lib/chosen-business';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { CategoryMapping } from './category-mapping';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });
const ok = (response: unknown) => ({ body: { status: 1, message: 'Success', response } });

afterEach(() => chooseBusiness(null));

describe("an accountant reading a business's HMRC categories", () => {
  it('sees each mapping, read-only', async () => {
    chooseBusiness({ id: 7, name: 'Baker Joinery Ltd' });
    mockApi({
      'reports/expense_categories': ok([
        {
          category_id: 7,
          category_name: 'Meals and entertainment',
          hmrc_category: 'businessEntertainmentCosts',
          hmrc_name: '',
          allowable: false,
          is_default: true,
        },
      ]),
    });
    renderApp(<CategoryMapping />);

    expect(
      await screen.findByRole('cell', { name: 'Business entertainment costs (not allowable)' }),
    ).toBeVisible();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
