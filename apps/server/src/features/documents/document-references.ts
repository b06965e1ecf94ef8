// What a saved document refers to, checked before it is stored: the client (the owner's), the currency
// (one the server knows) and, in a currency other than the business's, its exchange rate.
import type { Client } from '@tradebook/domain/clients/clients.schemas';
import type { DocumentInput } from '@tradebook/domain/documents/save-document.schemas';
import { EXCHANGE_RATE_MESSAGES } from '@tradebook/domain/money/exchange-rate';
import type { AppContext } from '../../app-context';
import { AppError } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import { findBusinessFacts } from '../accounts/user-profiles.repository';
import { getClient } from '../clients/clients.service';
import { currencyById } from '../lookups/currencies';
import type { DocumentKind } from './document-kind';

/** The business's currency as the request's token check read the owner's row
 * (docs/decisions/0423-the-token-check-reads-the-signed-in-user.md). */
export interface SignedInCurrency {
  currency_id: number | string;
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
  if (!currencyById(input.currencyId)) throw new AppError('validation', [kind.messages.currencyInvalid]);
  const rate = await exchangeRateOf(ctx, owner, input, signedIn);
  return { rate, client: await getClient(ctx, owner, input.clientId) };
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
