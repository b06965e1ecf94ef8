import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES, CreateClientSchema, UpdateClientSchema } from '../clients/clients.schemas';
import { emailField } from './fields';

// Text that a mail header would read as several recipients, a display name or another header line.
const LISTS_AND_HEADERS = [
  'jo@example.com,sam@example.com',
  'jo@example.com;sam@example.com',
  'jo,sam@example.com',
  'jo;sam@example.com',
  'jo@example.com\r\nBcc: sam@example.com',
  'jo@example.com\nBcc:sam@example.com',
  'Jo <jo@example.com>',
  '"jo"@example.com',
  'team:jo@example.com;',
  'jo\u0000@example.com',
  'jo\t@example.com',
];

describe('emailField (the account e-mail)', () => {
  it.each(LISTS_AND_HEADERS)('refuses %j: one address, never a list or a header', (email) => {
    const result = emailField().safeParse(email);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Please enter a valid email address.',
    ]);
  });

  it.each(['jo@example.com', 'jo.smith+tag@mail.example.co.uk', "o'neil@example.ie"])(
    'accepts %s',
    (email) => {
      expect(emailField().parse(email)).toBe(email);
    },
  );
});

describe('client e-mail on create and update alike', () => {
  it.each(LISTS_AND_HEADERS)('refuses %j on both', (email) => {
    const create = CreateClientSchema.safeParse({ full_name: 'Jo', email });
    const update = UpdateClientSchema.safeParse({ client_id: 1, full_name: 'Jo', email });
    for (const result of [create, update]) {
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([CLIENT_MESSAGES.emailInvalid]);
    }
  });
});
