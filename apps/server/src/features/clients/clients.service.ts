// The client list's use cases: read, create, update, delete (the list is list-clients.ts).
import { CLIENT_MESSAGES, type Client, type ClientInput } from '@tradebook/domain/clients/clients.schemas';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { AppError, notFound } from '../../app-error';
import { findCountry } from '../lookups/countries';
import { findState } from '../lookups/states';
import { ownerCountryCode } from '../profile/phone-numbers';
import { currencyById } from '../lookups/currencies';
import { businessLanguage } from './client-language';
import { readClientPhones } from './client-phones';
import { toClientResponse } from './client-response';
import {
  deleteClientRow,
  findClientRow,
  findClientRows,
  insertClient,
  updateClientRow,
  type ClientValues,
} from './clients.repository';

/** A client's answer from its row, as another room's statement read it (clientRowOf). */
export { toClientResponse as clientOfRow };

export async function getClient(ctx: AppContext, owner: OwnerId, clientId: number): Promise<Client> {
  const row = await findClientRow(ctx.db, owner, clientId);
  if (!row) throw notFound();
  return toClientResponse(row);
}

/** get_client: the client with the credit it holds (docs/decisions/0349). */
export async function getClientWithCredit(
  ctx: AppContext,
  owner: OwnerId,
  clientId: number,
): Promise<Client> {
  const client = await getClient(ctx, owner, clientId);
  const credits = await ctx.ports.heldCreditsOf(ctx, owner, [client.id]);
  return { ...client, credit_held: credits.get(client.id) ?? [] };
}

/** The owner's clients of these ids, in no particular order; ids that are not the owner's are left out.
 * For a page of documents that shows each one's client: one query, as long as the page. */
export async function findClients(
  ctx: AppContext,
  owner: OwnerId,
  ids: readonly number[],
): Promise<Client[]> {
  return (await findClientRows(ctx.db, owner, [...new Set(ids)])).map(toClientResponse);
}

/** Country and state are kept by name (docs/reference/clients.md 'Fields'). A country may be sent as its
 * name, code or id and is stored under its list name; a state from the country's list likewise; a state the
 * list does not have is kept as typed (not every region is in it). Phones are read against the client's
 * country, the business's while the client has none (docs/decisions/0367). */
function toValues(input: ClientInput, ownerCountry: string | undefined): ClientValues {
  let { country, state } = input;
  const found = country === '' ? undefined : findCountry(country);
  if (country !== '' && !found) throw new AppError('validation', [CLIENT_MESSAGES.countryInvalid]);
  if (input.currency_id != null && !currencyById(input.currency_id)) {
    throw new AppError('validation', [CLIENT_MESSAGES.currencyInvalid]);
  }
  if (found) {
    country = found.name;
    if (state !== '') state = findState(found.id, state)?.name ?? state;
  }
  const phoneCountry = found ?? findCountry(ownerCountry);
  const phones = readClientPhones({ phone1: input.phone1, phone2: input.phone2 }, phoneCountry);
  return { ...input, ...phones, country, state, street1: input.postal_address };
}

/** create_client: a client sent without a country takes the business's (docs/decisions/0367), as the
 * client form proposes it. */
export async function createClient(ctx: AppContext, owner: OwnerId, input: ClientInput): Promise<Client> {
  const ownerCountry = await ownerCountryCode(ctx, owner);
  const country = input.country.trim() === '' ? (findCountry(ownerCountry)?.name ?? '') : input.country;
  // Left out, the client's documents are in the business's language (docs/decisions/0389).
  const language = input.language ?? (await businessLanguage(ctx, owner));
  const values = toValues({ ...input, country, language }, ownerCountry);
  const id = await insertClient(ctx.db, owner, { ...values, created_at: ctx.now().toISOString() });
  return getClient(ctx, owner, id);
}

export async function updateClient(
  ctx: AppContext,
  owner: OwnerId,
  input: ClientInput & { clientId: number },
): Promise<Client> {
  const { clientId, ...fields } = input;
  const updated = await updateClientRow(ctx.db, owner, clientId, {
    ...toValues(fields, await ownerCountryCode(ctx, owner)),
    updated_at: ctx.now().toISOString(),
  });
  if (!updated) throw notFound();
  return getClient(ctx, owner, clientId);
}

/** A client with quotations or invoices stays (409): the documents' foreign keys forbid the delete. */
export async function deleteClient(ctx: AppContext, owner: OwnerId, clientId: number): Promise<void> {
  const outcome = await deleteClientRow(ctx.db, owner, clientId);
  if (outcome === 'missing') throw notFound();
  if (outcome === 'in_use') throw new AppError('conflict', CLIENT_MESSAGES.inUse);
}
