// The document's currency in the editor (docs/decisions/0391-documents-in-a-foreign-currency.md): the
// picked client's currency when it has one, else the business's; picking another client changes a
// currency the owner has not chosen himself. In another currency than the business's the exchange rate is
// asked for, prefilled once per currency with the last rate kept for it. The lines and totals show the
// document's currency's symbol.
import { useEffect, useRef, useState } from 'react';
import type { Client } from '@tradebook/domain/clients/clients.schemas';
import type { Currency } from '@tradebook/domain/lookups/lookups.schemas';
import { useCurrencies } from '../../lib/api/lookups/get-currencies';
import { useProfile } from '../../lib/api/profile/get-profile';
import type { DocumentDraft } from '../../lib/documents/document-draft';
import { useExchangeRateProposal } from './use-exchange-rate-proposal';

export interface DocumentCurrency {
  /** The business's currency; null until known. */
  businessCurrencyId: number | null;
  currency: Currency | undefined;
  businessCurrency: Currency | undefined;
  /** In another currency than the business's: the rate is asked for. */
  foreign: boolean;
  /** The rate was filled in from the last one kept for the currency. */
  proposed: boolean;
  /** The date of the document the proposed rate was kept on ('YYYY-MM-DD'), when the server says it. */
  proposedDate: string | null;
  chooseCurrency: (currencyId: number) => void;
  changeRate: (rate: string) => void;
  /** What picking a client changes: its currency, unless the owner chose one. */
  pickClient: (client: Pick<Client, 'currency_id'>) => void;
}

export function useDocumentCurrency(
  draft: Pick<DocumentDraft, 'currencyId' | 'exchangeRate'>,
  update: (patch: Partial<DocumentDraft>) => void,
  /** A saved document keeps its currency whatever client is picked. */
  chosen: boolean,
): DocumentCurrency {
  const profile = useProfile();
  const currencies = useCurrencies();
  const businessCurrencyId = profile.data?.currency_id || null;
  const [touched, setTouched] = useState(chosen);
  const byId = (id: number | null) => currencies.data?.find((currency) => currency.id === id);
  // A saved document's stored rate shows the rate field even before the profile is known.
  const foreign =
    draft.currencyId !== null &&
    (businessCurrencyId === null ? !!draft.exchangeRate : draft.currencyId !== businessCurrencyId);
  // The currency whose rate was proposed or typed: the proposal fills a rate once, never over the owner's.
  const settled = useRef<number | null>(draft.exchangeRate ? draft.currencyId : null);
  const proposal = useExchangeRateProposal(
    foreign && settled.current !== draft.currencyId ? draft.currencyId : null,
  );
  const [proposed, setProposed] = useState(false);
  const [proposedDate, setProposedDate] = useState<string | null>(null);

  const rate = proposal.data?.exchange_rate;
  const rateDate = proposal.data?.date ?? null;
  const forCurrency = proposal.data?.currency_id;
  useEffect(() => {
    if (!foreign || !rate || forCurrency !== draft.currencyId || settled.current === draft.currencyId) return;
    settled.current = draft.currencyId;
    setProposed(true);
    setProposedDate(rateDate);
    update({ exchangeRate: rate });
  }, [foreign, rate, rateDate, forCurrency, draft.currencyId, update]);

  const switchTo = (currencyId: number) => {
    if (currencyId === draft.currencyId) return;
    settled.current = null;
    setProposed(false);
    update({ currencyId, exchangeRate: '' });
  };

  return {
    businessCurrencyId,
    currency: byId(draft.currencyId),
    businessCurrency: byId(businessCurrencyId),
    foreign,
    proposed,
    proposedDate: proposed ? proposedDate : null,
    chooseCurrency: (currencyId) => {
      setTouched(true);
      switchTo(currencyId);
    },
    changeRate: (text) => {
      settled.current = draft.currencyId;
      setProposed(false);
      update({ exchangeRate: text });
    },
    pickClient: (client) => {
      const own = client.currency_id || businessCurrencyId;
      if (!touched && own) switchTo(own);
    },
  };
}
