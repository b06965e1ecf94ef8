import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { draftTotals, NO_DISCOUNT, type DraftLine } from '../../lib/documents/document-draft';
import { renderApp } from '../../test/render';
import { DocumentItems } from './document-items';

vi.setConfig({ testTimeout: 30_000 });
const user = userEvent.setup({ delay: null });

const line = (n: number, name: string, unitPriceMinor: number): DraftLine => ({
  key: `line-${n}`,
  lineId: null,
  name,
  description: '',
  quantityMilli: 1000,
  unitPriceMinor,
  type: 'parts',
  itemNo: '',
  categoryId: null,
  categoryType: '',
});

const onEdit = vi.fn<(line: DraftLine) => void>();

/** The cards over lines held as the editor holds them, totals from the domain's calculateTotals. */
function Harness() {
  const [lines, setLines] = useState(() => [
    line(1, 'Oak board', 1250),
    line(2, 'Pine batten', 320),
    line(3, 'Wood glue', 699),
  ]);
  const totals = draftTotals(lines, NO_DISCOUNT, [
    { name: '', percent: 0 },
    { name: '', percent: 0 },
  ]);
  return (
    <>
      <input aria-label="Line search" id="line-search" />
      <DocumentItems
        lines={lines}
        lineTotalsMinor={totals.lineTotalsMinor}
        currencySymbol="£"
        emptyFocusId="line-search"
        onEdit={onEdit}
        onRemove={(gone) => setLines((old) => old.filter((candidate) => candidate.key !== gone.key))}
        onChangeLine={(changed, figures) =>
          setLines((old) =>
            old.map((candidate) =>
              candidate.key === changed.key ? { ...candidate, ...figures } : candidate,
            ),
          )
        }
      />
      <output data-testid="items-total">{totals.itemsTotalMinor}</output>
    </>
  );
}

const card = (name: string) =>
  within(screen.getByRole('list', { name: 'Selected items' })).getByRole('listitem', { name });
const lineTotal = (name: string) => within(card(name)).getByTestId('line-total');

describe('item cards typed in place', () => {
  it('applies a quantity and a price when the field is left, and the totals follow', async () => {
    renderApp(<Harness />);
    const quantity = screen.getByLabelText('Quantity for Oak board');
    await user.clear(quantity);
    await user.type(quantity, '2.5');
    expect(lineTotal('Oak board')).toHaveTextContent('£12.50');
    await user.tab();
    expect(lineTotal('Oak board')).toHaveTextContent('£31.25');
    const price = screen.getByLabelText('Unit Price for Oak board');
    expect(price).toHaveFocus();
    await user.clear(price);
    await user.type(price, '10{Enter}');
    expect(lineTotal('Oak board')).toHaveTextContent('£25.00');
    expect(screen.getByTestId('items-total')).toHaveTextContent(String(2500 + 320 + 699));
  });

  it('moves by Tab from quantity to price to Remove, then on to the next card', async () => {
    renderApp(<Harness />);
    await user.click(screen.getByLabelText('Quantity for Oak board'));
    await user.tab();
    expect(screen.getByLabelText('Unit Price for Oak board')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove Oak board' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Edit Pine batten' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Quantity for Pine batten')).toHaveFocus();
  });

  it('keeps the figure and says what is wrong with a quantity or price that does not fit', async () => {
    renderApp(<Harness />);
    const quantity = screen.getByLabelText('Quantity for Pine batten');
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.tab();
    expect(quantity).toHaveAccessibleDescription('Quantity must be greater than 0.');
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(lineTotal('Pine batten')).toHaveTextContent('£3.20');

    const price = screen.getByLabelText('Unit Price for Pine batten');
    await user.clear(price);
    await user.type(price, '1.234');
    await user.tab();
    expect(price).toHaveAccessibleDescription('Unit price must be a number with at most 2 decimals.');
    expect(lineTotal('Pine batten')).toHaveTextContent('£3.20');

    // Fixed, the quantity applies and its message goes.
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.tab();
    expect(quantity).not.toHaveAttribute('aria-invalid');
    expect(lineTotal('Pine batten')).toHaveTextContent('£9.60');
  });

  it('puts the line figure back on Escape', async () => {
    renderApp(<Harness />);
    const quantity = screen.getByLabelText('Quantity for Wood glue');
    await user.clear(quantity);
    await user.type(quantity, '7{Escape}');
    expect(quantity).toHaveValue('1');
    await user.tab();
    expect(lineTotal('Wood glue')).toHaveTextContent('£6.99');
  });

  it('removes a card with one key press and hands the focus to the next card, then to the search', async () => {
    renderApp(<Harness />);
    screen.getByRole('button', { name: 'Remove Pine batten' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listitem', { name: 'Pine batten' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Quantity for Wood glue')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove Wood glue' }));
    expect(screen.getByLabelText('Quantity for Oak board')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove Oak board' }));
    expect(
      screen.getByText("No items yet. Type an item's name or number in the search above, or use Add Item."),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Line search' })).toHaveFocus();
  });
});
