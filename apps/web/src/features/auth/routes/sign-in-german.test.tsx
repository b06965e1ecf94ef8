// A visitor's browser in German gets the sign-in screens in German, with the server's refusal in German too,
// and the public layout's language menu switches and remembers the language (docs/decisions/0256).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginLayout } from '../../../app/layouts/login-layout';
import { switchLanguage } from '../../../lib/i18n/i18n';
import { visitorLanguage } from '../../../lib/i18n/visitor-language';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import Login from './login';

afterEach(async () => {
  await switchLanguage('us');
});

function browserLanguages(languages: string[]) {
  vi.stubGlobal('navigator', { ...navigator, languages, language: languages[0] });
}

describe('the sign-in screens for a visitor', () => {
  it('start in the first of the browser languages that has catalogues, else English', () => {
    browserLanguages(['de-AT', 'en-GB']);
    expect(visitorLanguage()).toBe('de');
    browserLanguages(['ja-JP', 'nl-BE']);
    expect(visitorLanguage()).toBe('nl');
    browserLanguages(['ja-JP']);
    expect(visitorLanguage()).toBe('en');
  });

  it('show a German browser the German sign-in screen and the refusal in German', async () => {
    browserLanguages(['de-DE', 'de']);
    mockApi({
      login: {
        status: 401,
        body: { status: 0, message: 'Invalid email or password.', code: 'auth.invalid_login' },
      },
    });
    await switchLanguage(visitorLanguage());
    renderApp(
      <>
        <LoginLayout />
        <Login />
      </>,
      { route: '/login' },
    );

    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
    expect(
      screen.getByText(
        '© ' +
          new Date().getFullYear() +
          ' Tradebook · Angebote, Rechnungen und Ausgaben für kleine Unternehmen',
      ),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Bitte geben Sie Ihre E-Mail-Adresse ein.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('E-Mail'), 'sam@example.com');
    await userEvent.type(screen.getByLabelText('Passwort'), 'wrong password');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('E-Mail-Adresse oder Passwort ist falsch.')).toBeInTheDocument();
  });

  it('switch language from the menu of the public screens and keep it for the next visit', async () => {
    renderApp(<LoginLayout />);
    const header = screen.getByRole('banner');
    await userEvent.selectOptions(within(header).getByRole('combobox', { name: 'Language' }), 'Français');

    expect(
      await within(header).findByRole('link', { name: 'Se connecter' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(visitorLanguage()).toBe('fr');
  });
});
