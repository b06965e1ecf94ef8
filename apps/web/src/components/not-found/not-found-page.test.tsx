import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';
import NotFoundPage from './not-found-page';

describe('the not-found page', () => {
  it('says the address is unknown, names the page and leads home', async () => {
    renderApp(<NotFoundPage />, { route: '/no-such-page', routes: { '/': <h1>Home screen</h1> } });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found | Tradebook');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
  });
});
