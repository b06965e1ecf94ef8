// The `errors` catalogues name real codes (docs/reference/api.md 'Refusal codes'), and a refusal shows in
// the user's language by its code, the server's English where a catalogue has no text.
import { afterEach, describe, expect, it } from 'vitest';
import { createMessageCodes } from '@tradebook/domain/api/message-codes';
import { DOMAIN_MESSAGE_GROUPS } from '@tradebook/domain/api/domain-message-groups';
import { ApiError, errorMessage } from '../api-client';
import { errorText, serverText } from './error-text';
import { i18n, switchLanguage } from './i18n';

const catalogues = import.meta.glob<Record<string, Record<string, string>>>('../../locales/*/errors.json', {
  eager: true,
  import: 'default',
});

function entriesOf(catalogue: Record<string, Record<string, string>>): [string, string][] {
  return Object.entries(catalogue).flatMap(([group, texts]) =>
    Object.entries(texts).map(([key, text]): [string, string] => [`${group}.${key}`, text]),
  );
}

afterEach(async () => {
  await switchLanguage('us');
});

describe('the errors catalogues', () => {
  it("hold each code with the domain's English text, and every language the same codes", () => {
    const known = new Map(createMessageCodes(DOMAIN_MESSAGE_GROUPS).entries());
    const english = entriesOf(catalogues['../../locales/en/errors.json'] ?? {});
    expect(english.length).toBeGreaterThan(40);
    for (const [code, text] of english) expect(known.get(code), code).toBe(text);
    for (const [path, catalogue] of Object.entries(catalogues)) {
      expect(
        entriesOf(catalogue).map(([code]) => code),
        path,
      ).toEqual(english.map(([code]) => code));
    }
  });
});

describe("a refusal in the user's language", () => {
  it("shows the text of its code, else the server's message", async () => {
    await switchLanguage('de');
    expect(i18n.language).toBe('de');
    const refused = new ApiError(
      409,
      ['This email address is already registered.', 'Unheard of.'],
      undefined,
      ['auth.email_taken', 'validation'],
    );
    expect(errorMessage(refused)).toBe('Diese E-Mail-Adresse ist bereits registriert.\nUnheard of.');
    expect(errorText('Something new.', 'auth.not_a_code')).toBe('Something new.');
    expect(serverText('Language updated successfully.')).toBe('Sprache gespeichert.');
    await switchLanguage('us');
    expect(errorMessage(refused)).toBe('This email address is already registered.\nUnheard of.');
  });
});
