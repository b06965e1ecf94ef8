// The exchange rate proposed for a new document in another currency than the business's
// (docs/decisions/0391-documents-in-a-foreign-currency.md): the last one the owner kept for that currency.
import { z } from 'zod';
import { recordId } from '../api/ids';

export const EXCHANGE_RATE_PROPOSAL_MESSAGES = {
  currencyRequired: 'Currency ID is required.',
  currencyInvalid: 'Currency ID is not a known currency.',
} as const;

export const ExchangeRateProposalQuerySchema = z.object({
  currency_id: recordId(EXCHANGE_RATE_PROPOSAL_MESSAGES.currencyRequired).meta({
    description: "ISO 4217 numeric code of the document's currency (USD = 840).",
  }),
});

export const ExchangeRateProposalSchema = z.object({
  currency_id: z.number(),
  business_currency_id: z.number(),
  exchange_rate: z
    .string()
    .nullable()
    .meta({
      description:
        "Units of the business's currency for one of this currency, as last kept on one of your documents " +
        "(exact text, e.g. '0.79'); '1' for the business's own currency; null when none was kept yet.",
    }),
  date: z.string().nullable().meta({ description: 'The date of the document that rate was kept on.' }),
});

export type ExchangeRateProposal = z.infer<typeof ExchangeRateProposalSchema>;
