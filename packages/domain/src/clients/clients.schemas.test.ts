import { describe, expect, it } from 'vitest';
import {
  CLIENT_MESSAGES,
  ClientDetailSchema,
  CreateClientSchema,
  EditClientSchema,
  ExportClientsSchema,
  GetClientsSchema,
  UpdateClientSchema,
} from './clients.schemas';
import { PAGING_MESSAGES } from '../api/paging';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('add client', () => {
  it('needs a full name and an e-mail, in that order', () => {
    expect(messages(CreateClientSchema.safeParse({}))).toEqual([
      CLIENT_MESSAGES.fullNameRequired,
      CLIENT_MESSAGES.emailRequired,
    ]);
  });

  it.each(['jo@example', 'jo+tag@example.com', 'jo@example.c', 'jo@example.abcdefg', 'jo example@x.com'])(
    'refuses %s as an e-mail address',
    (email) => {
      expect(messages(CreateClientSchema.safeParse({ full_name: 'Jo', email }))).toEqual([
        CLIENT_MESSAGES.emailInvalid,
      ]);
    },
  );

  it.each(['jo@example.com', 'jo.smith_1-x@mail.example.co.uk', 'JO@EXAMPLE.IO'])('accepts %s', (email) => {
    expect(CreateClientSchema.safeParse({ full_name: 'Jo', email }).success).toBe(true);
  });

  it('wants phone numbers as digits, with the spaces, dashes, dots, parentheses and + people type', () => {
    expect(
      messages(
        CreateClientSchema.safeParse({ full_name: 'Jo', email: 'jo@x.com', phone1: '+44 1a', phone2: 'x' }),
      ),
    ).toEqual([CLIENT_MESSAGES.phoneDigits, CLIENT_MESSAGES.mobileDigits]);
    expect(
      CreateClientSchema.safeParse({
        full_name: 'Jo',
        email: 'jo@x.com',
        phone1: '+44 (20) 7946-0958',
        phone2: '020.7946.0958',
      }).success,
    ).toBe(true);
    expect(CreateClientSchema.parse({ full_name: 'Jo', email: 'jo@x.com', phone1: 2079460958 }).phone1).toBe(
      '2079460958',
    );
  });

  it('reads street1 as the postal address and N/A notes as none', () => {
    const client = CreateClientSchema.parse({
      full_name: 'Jo',
      email: 'jo@x.com',
      street1: '1 Lane',
      notes: 'N/A',
    });
    expect(client).toMatchObject({ postal_address: '1 Lane', notes: '' });
  });
});

describe('edit client', () => {
  it.each(['not-an-address', 'jo@example', 'jo@example.com, al@example.com'])(
    'checks the e-mail format as add client does: refuses %s',
    (email) => {
      expect(messages(UpdateClientSchema.safeParse({ client_id: 3, full_name: 'Jo', email }))).toEqual([
        CLIENT_MESSAGES.emailInvalid,
      ]);
      expect(messages(EditClientSchema.safeParse({ full_name: 'Jo', email }))).toEqual([
        CLIENT_MESSAGES.emailInvalid,
      ]);
    },
  );

  it('accepts a valid address, trimmed', () => {
    expect(
      UpdateClientSchema.parse({ client_id: 3, full_name: 'Jo', email: ' jo@example.com ' }),
    ).toMatchObject({ clientId: 3, email: 'jo@example.com' });
  });

  it('still needs the id, the full name and the e-mail', () => {
    expect(messages(UpdateClientSchema.safeParse({ full_name: '', email: '' }))).toEqual([
      CLIENT_MESSAGES.clientIdRequired,
      CLIENT_MESSAGES.fullNameRequired,
      CLIENT_MESSAGES.emailRequired,
    ]);
  });
});

describe('client lookups', () => {
  it('reads the id as clientId or client_id', () => {
    expect(ClientDetailSchema.parse({ clientId: '5' })).toEqual({ clientId: 5 });
    expect(ClientDetailSchema.parse({ client_id: 6 })).toEqual({ clientId: 6 });
    expect(messages(ClientDetailSchema.safeParse({}))).toEqual([CLIENT_MESSAGES.clientIdRequired]);
  });

  it('sorts by date unless asked for business name', () => {
    expect(GetClientsSchema.parse({}).sort).toBe('date');
    expect(GetClientsSchema.parse({ sort: 'business_name' }).sort).toBe('business_name');
    expect(messages(GetClientsSchema.safeParse({ sort: 'size' }))).toEqual([CLIENT_MESSAGES.sortInvalid]);
  });
});

describe('client list paging', () => {
  it('answers the first page of 50 unless asked otherwise, reading numbers sent as text', () => {
    expect(GetClientsSchema.parse({})).toMatchObject({ page: 1, limit: 50 });
    expect(GetClientsSchema.parse({ page: '3', limit: '20' })).toMatchObject({ page: 3, limit: 20 });
    expect(GetClientsSchema.parse({ page: '', limit: '' })).toMatchObject({ page: 1, limit: 50 });
    expect(GetClientsSchema.parse({ limit: 200 }).limit).toBe(200);
  });

  it.each([0, -1, '1.5', 'two'])('refuses page %s', (page) => {
    expect(messages(GetClientsSchema.safeParse({ page }))).toEqual([PAGING_MESSAGES.page]);
  });

  it.each([0, 201, '10x'])('refuses limit %s', (limit) => {
    expect(messages(GetClientsSchema.safeParse({ limit }))).toEqual([PAGING_MESSAGES.limit]);
  });

  it('exports every client: the export takes the search and sort, and no page', () => {
    expect(ExportClientsSchema.parse({ search_text: ' acme ', sort: 'business_name', page: 'x' })).toEqual({
      search_text: 'acme',
      sort: 'business_name',
    });
  });
});
