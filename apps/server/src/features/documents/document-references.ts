// What a saved document refers to, checked before it is stored: the client (the owner's), the currency
// (one the server knows) and, in a currency other than the business's, its exchange rate. A new document
// also takes the business's tax settings, read with its client.
import type { Client } from '@tradebook/domain/clients/clients.schemas';
import type { DocumentInput } from '@tradebook/domain/documents/save-document.schemas';
import { EXCHANGE_RATE_MESSAGES } from '@tradebook/domain/money/exchange-rate';
import type { AppContext } from '../../app-context';
import { AppError, notFound } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import { findBusinessFacts } from '../accounts/user-profiles.repository';
import { clientOfRow, getClient } from '../clients/clients.service';
import { currencyById } from '../lookups/currencies';
import type { TaxSettingsColumns } from '../settings/new-document-settings.repository';
import { taxSettingsOfColumns, type TaxSettings } from '../settings/settings.service';
import { readClientAndTaxes } from './client-and-taxes.repository';
import type { DocumentKind } from './document-kind';

/** The business's currency as the request's token check read the owner's row
 * (docs/decisions/0423-the-token-check-reads-the-signed-in-user.md), and the owner's link epoch with it
 * (null: 0; docs/decisions/0435-the-token-check-reads-the-link-epoch.md). */
export interface SignedInCurrency {
  currency_id: number | string;
  link_epoch?: number | string | null;
}

/** SignedInCurrency with the owner's tax settings, which the token check reads with the owner's row
 * (docs/decisions/0440-a-create-checks-its-client-in-its-insert.md): all null when never saved, absent
 * when the row came from elsewhere. */
export type SignedInFacts = SignedInCurrency & Partial<TaxSettingsColumns>;

/** The tax settings a new document takes, as the token check read them; undefined when it did not. */
export function signedInTaxSettings(signedIn: SignedInFacts | undefined): TaxSettings | undefined {
  if (signedIn?.tax_saved === undefined) return undefined;
  return taxSettingsOfColumns(signedIn as TaxSettingsColumns);
}

/** The client must be one of the owner's (404 otherwise); the currency one the server knows (422). A
 * currency other than the business's needs its exchange rate (422; ADR 0391): answers the rate kept, null
 * in the business's own currency (a rate sent with it is ignored). */
export async function checkReferences(
  ctx: AppContext,
  owner: OwnerId,
  kind: DocumentKind,
  input: DocumentInput,
  signedIn: SignedInCurrency | undefined,
): Promise<{ rate: number | null; client: Client }> {
  const rate = await checkedRate(ctx, owner, kind, input, signedIn);
  return { rate, client: await getClient(ctx, owner, input.clientId) };
}

/** checkReferences for a new document, which also answers the tax settings it takes: those the token
 * check read, or the client and the settings in one statement
 * (docs/decisions/0434-a-create-reads-its-client-and-taxes-at-once.md). */
export async function checkNewReferences(
  ctx: AppContext,
  owner: OwnerId,
  kind: DocumentKind,
  input: DocumentInput,
  signedIn: SignedInFacts | undefined,
): Promise<{ rate: number | null; client: Client; taxSettings: TaxSettings }> {
  const rate = await checkedRate(ctx, owner, kind, input, signedIn);
  const taxSettings = signedInTaxSettings(signedIn);
  if (taxSettings) return { rate, client: await getClient(ctx, owner, input.clientId), taxSettings };
  const row = await readClientAndTaxes(ctx.db, owner, input.clientId);
  if (!row) throw notFound();
  return { rate, client: clientOfRow(row), taxSettings: taxSettingsOfColumns(row) };
}

/** The currency must be one the server knows (422) and, other than the business's, come with its
 * exchange rate (422): answers the rate kept. */
export async function checkedRate(
  ctx: AppContext,
  owner: OwnerId,
  kind: DocumentKind,
  input: DocumentInput,
  signedIn: SignedInCurrency | undefined,
): Promise<number | null> {
  if (!currencyById(input.currencyId)) throw new AppError('validation', [kind.messages.currencyInvalid]);
  return exchangeRateOf(ctx, owner, input, signedIn);
}

/** The exchange rate a document in `input.currencyId` keeps: null in the business's currency, which is
 * read unless `signedIn` (the owner's row as the request's token check read it) gives it. */
export async function exchangeRateOf(
  ctx: AppContext,
  owner: OwnerId,
  input: Pick<DocumentInput, 'currencyId' | 'exchangeRateMicro'>,
  signedIn?: SignedInCurrency,
): Promise<number | null> {
  const business = Number(signedIn?.currency_id ?? (await findBusinessFacts(ctx.db, owner)).currency_id);
  if (input.currencyId === business) return null;
  if (input.exchangeRateMicro === undefined) {
    throw new AppError('validation', [EXCHANGE_RATE_MESSAGES.required]);
  }
  return input.exchangeRateMicro;
}
