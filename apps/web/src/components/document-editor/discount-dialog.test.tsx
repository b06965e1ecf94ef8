import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { NO_DISCOUNT, type DraftDiscount } from '../../lib/documents/document-draft';
import { DiscountDialog } from './discount-dialog';

vi.setConfig({ testTimeout: 30_000 });
const user = userEvent.setup({ delay: null });

/** The dialog over an items total of £71.97, showing the applied discount beside it. */
function Harness({ start = NO_DISCOUNT }: { start?: DraftDiscount }) {
  const [discount, setDiscount] = useState(start);
  const [opened, setOpened] = useState(true);
  return (
    <>
      <output data-testid="applied">{`${discount.type}:${discount.value}`}</output>
      <button type="button" onClick={() => setOpened(true)}>
        Open
      </button>
      <DiscountDialog
        opened={opened}
        onClose={() => setOpened(false)}
        discount={discount}
        itemsTotalMinor={7197}
        currencySymbol="£"
        onChange={setDiscount}
      />
    </>
  );
}

const applied = () => screen.getByTestId('applied').textContent;

describe('discount dialog', () => {
  it('starts on percent, and ticking one kind unticks the other', async () => {
    renderApp(<Harness />);
    const percent = await screen.findByRole('checkbox', { name: 'Percent' });
    const amount = screen.getByRole('checkbox', { name: 'Amount' });
    expect(percent).toBeChecked();
    expect(amount).not.toBeChecked();

    await user.click(amount);
    expect(amount).toBeChecked();
    expect(percent).not.toBeChecked();
    expect(screen.getByLabelText('Discount (£)')).toBeInTheDocument();

    await user.click(percent);
    expect(percent).toBeChecked();
    expect(amount).not.toBeChecked();
    // Unticking the ticked one leaves it ticked: one kind is always chosen.
    await user.click(percent);
    expect(percent).toBeChecked();
  });

  it('applies a valid value as it is typed', async () => {
    renderApp(<Harness />);
    await user.type(await screen.findByLabelText('Discount (%)'), '10');
    expect(applied()).toBe('percent:10');
    expect(screen.getByText('Discount: £7.20')).toBeInTheDocument();
  });

  it('keeps a percent between 0 and 100', async () => {
    renderApp(<Harness />);
    const input = await screen.findByLabelText('Discount (%)');
    await user.type(input, '100');
    expect(applied()).toBe('percent:100');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
    await user.clear(input);
    await user.type(input, '100.5');
    expect(screen.getByText('Discount percent must be between 0 and 100.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    // The last value that could be applied stays applied while the field is wrong.
    expect(applied()).toBe('percent:100.');
  });

  it('keeps an amount between 0 and the items total', async () => {
    renderApp(<Harness />);
    await user.click(await screen.findByRole('checkbox', { name: 'Amount' }));
    const input = screen.getByLabelText('Discount (£)');
    await user.type(input, '71.97');
    expect(applied()).toBe('amount:71.97');
    expect(screen.getByText('Discount: £71.97')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '72');
    expect(screen.getByText('Discount cannot be more than the items total.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(applied()).toBe('amount:7');
  });

  it('puts the starting discount back when closed with a value that cannot be applied', async () => {
    renderApp(<Harness start={{ type: 'percent', value: '5' }} />);
    const input = await screen.findByLabelText('Discount (%)');
    await user.clear(input);
    await user.type(input, '150');
    expect(applied()).toBe('percent:15');
    await user.keyboard('{Escape}');
    expect(applied()).toBe('percent:5');
  });

  it('puts back the discount it opened with on Cancel', async () => {
    renderApp(<Harness start={{ type: 'percent', value: '5' }} />);
    const input = await screen.findByLabelText('Discount (%)');
    await user.clear(input);
    await user.type(input, '12');
    expect(applied()).toBe('percent:12');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(applied()).toBe('percent:5');
  });
});
