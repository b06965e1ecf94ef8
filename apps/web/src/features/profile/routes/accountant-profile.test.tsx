// An accountant reads a business (docs/decisions/0240-accountant-screens.md): its profile screens show a
// read-only note instead of the form. The owner's form: components/profile-form tests.
import { configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseBusiness } from '../../../lib/chosen-business';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import SoleTrader from './sole-trader';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => chooseBusiness(null));

describe("an accountant on a business's profile screen", () => {
  it('sees a read-only note and no form', () => {
    chooseBusiness({ id: 7, name: 'Shah Plumbing' });
    mockApi({});
    renderApp(<SoleTrader />, { route: '/sole-trader' });

    expect(
      screen.getByText("You are reading Shah Plumbing's books: only its owner can change them."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /save|submit/i })).not.toBeInTheDocument();
  });
});
