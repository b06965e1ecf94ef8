import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calculateTotals } from '@tradebook/domain/documents/totals';
import { formatMoney } from '@tradebook/domain/money/money';
import { renderApp } from '../../test/render';
import { draftTotals, type DraftLine, type DraftTaxes } from '../../lib/documents/document-draft';
import { TotalsPanel } from './totals-panel';

const line = (name: string, quantityMilli: number, unitPriceMinor: number): DraftLine => ({
  key: name,
  lineId: null,
  name,
  description: '',
  quantityMilli,
  unitPriceMinor,
  type: 'parts',
  itemNo: '',
  categoryId: null,
  categoryType: '',
});

// The worked example: 3 x 19.99 and 1 x 12.00, 10% discount, taxes 20% and 7.5%.
const lines = [line('Oak board', 3000, 1999), line('Fixings', 1000, 1200)];
const taxes: DraftTaxes = [
  { name: 'VAT', percent: 20 },
  { name: 'Levy', percent: 7.5 },
];
const discount = { type: 'percent' as const, value: '10' };

const figure = (id: string) => screen.getByTestId(`totals-${id}`).textContent;

describe('totals panel', () => {
  it("shows exactly calculateTotals' figures for the worked example", () => {
    const totals = draftTotals(lines, discount, taxes);
    renderApp(<TotalsPanel totals={totals} currencySymbol="£" discount={discount} taxes={taxes} />);

    const engine = calculateTotals({
      lines,
      discount: { type: 'percent', value: 10_000 },
      taxRates: [20_000, 7_500],
    });
    expect(figure('items')).toBe(formatMoney(engine.itemsTotalMinor, '£'));
    expect(figure('discount')).toBe(formatMoney(engine.discountMinor, '£'));
    expect(figure('subtotal')).toBe(formatMoney(engine.subtotalMinor, '£'));
    expect(figure('tax1')).toBe(formatMoney(engine.tax1Minor, '£'));
    expect(figure('tax2')).toBe(formatMoney(engine.tax2Minor, '£'));
    expect(figure('grand')).toBe(formatMoney(engine.grandTotalMinor, '£'));
    expect([
      figure('items'),
      figure('discount'),
      figure('subtotal'),
      figure('tax1'),
      figure('tax2'),
      figure('grand'),
    ]).toEqual(['£71.97', '£7.20', '£64.77', '£12.95', '£4.86', '£82.58']);
    expect(screen.getByText('VAT (20%)')).toBeInTheDocument();
    expect(screen.getByText('Levy (7.5%)')).toBeInTheDocument();
    expect(screen.getByText('Discount (10%)')).toBeInTheDocument();
  });

  it('shows the second tax only when its rate is above 0', () => {
    const oneTax: DraftTaxes = [taxes[0], { name: 'Levy', percent: 0 }];
    const totals = draftTotals(lines, discount, oneTax);
    renderApp(<TotalsPanel totals={totals} currencySymbol="£" discount={discount} taxes={oneTax} />);
    expect(screen.queryByTestId('totals-tax2')).not.toBeInTheDocument();
    expect(figure('tax1')).toBe('£12.95');
    expect(figure('grand')).toBe('£77.72');
  });

  it('counts a discount still being typed as none', () => {
    const typing = { type: 'percent' as const, value: '.' };
    const totals = draftTotals(lines, typing, taxes);
    renderApp(<TotalsPanel totals={totals} currencySymbol="£" discount={typing} taxes={taxes} />);
    expect(figure('discount')).toBe('£0.00');
    expect(figure('subtotal')).toBe('£71.97');
  });

  it('shows no paid or due rows unless they are given', () => {
    const totals = draftTotals(lines, discount, taxes);
    renderApp(<TotalsPanel totals={totals} currencySymbol="£" discount={discount} taxes={taxes} />);
    expect(screen.queryByText('Paid')).not.toBeInTheDocument();
    expect(screen.queryByText('Due')).not.toBeInTheDocument();
  });

  it("shows 'Paid' and 'Due' under the total when a kind that takes payments gives them", () => {
    const totals = draftTotals(lines, discount, taxes);
    renderApp(
      <TotalsPanel
        totals={totals}
        currencySymbol="£"
        discount={discount}
        taxes={taxes}
        paidMinor={5000}
        dueMinor={totals.grandTotalMinor - 5000}
      />,
    );
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.getByText('Due')).toBeInTheDocument();
    expect(figure('paid')).toBe('£50.00');
    expect(figure('due')).toBe('£32.58');
  });
});
