import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DraftLine } from '../../lib/documents/document-draft';
import { renderApp } from '../../test/render';
import { DocumentItems } from './document-items';

vi.setConfig({ testTimeout: 30_000 });
const user = userEvent.setup({ delay: null });

const line = (n: number): DraftLine => ({
  key: `line-${n}`,
  lineId: null,
  name: `Line ${n}`,
  description: '',
  quantityMilli: 1000,
  unitPriceMinor: n * 100,
  type: 'parts',
  itemNo: '',
  categoryId: null,
  categoryType: '',
});

/** The cards over a growing list, 4 a page (an invoice's), with a button that adds a line. */
function Harness({ count, pageSize }: { count: number; pageSize?: number }) {
  const [lines, setLines] = useState(() => Array.from({ length: count }, (_, index) => line(index + 1)));
  return (
    <>
      <button type="button" onClick={() => setLines((old) => [...old, line(old.length + 1)])}>
        Add a line
      </button>
      <DocumentItems
        lines={lines}
        lineTotalsMinor={lines.map((entry) => entry.unitPriceMinor)}
        currencySymbol="£"
        pageSize={pageSize}
      />
    </>
  );
}

const cards = () => within(screen.getByRole('list', { name: 'Selected items' })).getAllByRole('listitem');

describe('item cards of the document editor', () => {
  it('shows every card on one page unless a page size is given', () => {
    renderApp(<Harness count={6} />);
    expect(cards()).toHaveLength(6);
    expect(screen.queryByRole('navigation', { name: 'Item pages' })).not.toBeInTheDocument();
  });

  it('pages 4 a page with the line totals of their own lines', async () => {
    renderApp(<Harness count={6} pageSize={4} />);
    expect(cards()).toHaveLength(4);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Item pages' })).getByRole('button', { name: '2' }),
    );
    expect(cards()).toHaveLength(2);
    expect(within(cards()[1]!).getByTestId('line-total')).toHaveTextContent('£6.00');
  });

  it('brings a line just added into view', async () => {
    renderApp(<Harness count={4} pageSize={4} />);
    expect(screen.queryByRole('navigation', { name: 'Item pages' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a line' }));
    expect(cards()).toHaveLength(1);
    expect(within(cards()[0]!).getByText('Line 5')).toBeInTheDocument();
  });
});
