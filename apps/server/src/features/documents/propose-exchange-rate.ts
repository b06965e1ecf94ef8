// The exchange rate proposed for a new document (docs/decisions/0391-documents-in-a-foreign-currency.md):
// the last one the owner typed for that currency, no network call; the owner confirms or changes it.
import { EXCHANGE_RATE_PROPOSAL_MESSAGES } from '@tradebook/domain/documents/exchange-rate-proposal.schemas';
import type { ExchangeRateProposal } from '@tradebook/domain/documents/exchange-rate-proposal.schemas';
import { rateMicroToText } from '@tradebook/domain/money/exchange-rate';
import type { AppContext } from '../../app-context';
import { AppError } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import { findBusinessFacts } from '../accounts/user-profiles.repository';
import { currencyById } from '../lookups/currencies';
import { findLastRate } from './document-rates.repository';

export async function proposeExchangeRate(
  ctx: AppContext,
  owner: OwnerId,
  currencyId: number,
): Promise<ExchangeRateProposal> {
  if (!currencyById(currencyId)) {
    throw new AppError('validation', [EXCHANGE_RATE_PROPOSAL_MESSAGES.currencyInvalid]);
  }
  const business = Number((await findBusinessFacts(ctx.db, owner)).currency_id);
  const answer = { currency_id: currencyId, business_currency_id: business };
  if (currencyId === business) return { ...answer, exchange_rate: '1', date: null };
  const kept = await findLastRate(ctx.db, owner, currencyId);
  return {
    ...answer,
    exchange_rate: kept ? rateMicroToText(kept.rateMicro) : null,
    date: kept?.date ?? null,
  };
}
