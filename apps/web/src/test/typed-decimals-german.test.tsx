// A German owner types amounts and figures with a decimal comma (docs/decisions/0260-the-last-english-words-of-the-screens.md):
// '30,50' in the Payment form records 3050 cents; '2,5' in a line's quantity is 2.5. The point still works.
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../lib/i18n/i18n';
import { PaymentForm } from '../components/document-payments/payment-form';
import { LineFigureInput, readQuantity } from '../components/document-editor/line-figure-input';
import { DateField } from '../components/date-field/date-field';
import { chooseOption } from './choose-option';
import { mockApi } from './mock-api';
import { renderApp } from './render';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
const user = userEvent.setup({ delay: null });
const ok = (response: unknown) => ({ body: { status: 1, message: 'Success', response } });

/** A German sole trader in Germany, writing German. */
function germanBusiness() {
  mockApi({
    get_profile: ok({ id: 1, fullname: 'Alex Baker', country_id: 276, currency_id: 978, language: 'de' }),
    get_new_country_list: ok([{ id: 276, name: 'Deutschland', code: 'DE' }]),
    get_payment_options: ok(['Bar', 'Karte']),
  });
}

afterEach(async () => {
  await switchLanguage('us');
});

describe('decimal commas of a German owner', () => {
  it("records '30,50' as 3050 cents, and '12.25' as 1225", async () => {
    await switchLanguage('de');
    germanBusiness();
    const onSubmit = vi.fn(async (..._payment: unknown[]) => true);
    renderApp(
      <PaymentForm
        currencySymbol="€"
        screen="add"
        dueMinor={10_000}
        today="2026-11-28"
        disabled={false}
        editing={null}
        onEditDone={() => undefined}
        onSubmit={onSubmit}
      />,
    );
    // The business's country is known once its date hint is German.
    expect(await screen.findByPlaceholderText('TT.MM.JJJJ')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Zahlungsbetrag' }), '30,50');
    await chooseOption(user, screen.getByRole('combobox', { name: 'Zahlungsart' }), 'Bar');
    await user.click(screen.getByRole('button', { name: 'Zahlung erfassen' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([
      expect.objectContaining({ submitted_amount: '30.50' }),
      expect.any(String),
      3050,
    ]);

    await user.type(screen.getByRole('textbox', { name: 'Zahlungsbetrag' }), '12.25');
    await chooseOption(user, screen.getByRole('combobox', { name: 'Zahlungsart' }), 'Karte');
    await user.click(screen.getByRole('button', { name: 'Zahlung erfassen' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]?.[2]).toBe(1225);
  });

  it("applies a line's quantity typed as '2,5' as 2.5 (2500 thousandths)", async () => {
    await switchLanguage('de');
    germanBusiness();
    const onApply = vi.fn();
    renderApp(
      <>
        <LineFigureInput
          id="quantity-1"
          label="Menge"
          lineName="Eichenbrett"
          value="1"
          read={readQuantity}
          onApply={onApply}
        />
        <DateField label="Datum" value="" onChange={() => undefined} />
      </>,
    );
    // The business's locale has arrived with the profile and the country list once the date hint is German.
    expect(await screen.findByPlaceholderText('TT.MM.JJJJ')).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: /Menge/ });
    await user.clear(box);
    await user.type(box, '2,5{Enter}');
    expect(onApply).toHaveBeenCalledWith(2500);
  });
});
