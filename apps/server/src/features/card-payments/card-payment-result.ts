// What the client reads once a card payment is confirmed (docs/decisions/0325): received; received with
// more than was due (the business refunds the excess or keeps it as credit); or taken on an invoice that
// was voided or credited in full meanwhile (the business refunds it).
import type { CardPaymentOutcome } from '@tradebook/domain/client-links/client-link.schemas';
import { CLIENT_LINK_MESSAGES, overpaidMessage } from '@tradebook/domain/client-links/client-link-messages';
import { formatMoney, fromMinor } from '@tradebook/domain/money/money';
import type { CheckoutRow } from './card-payments.repository';

export interface CardPaymentResult {
  fields: {
    recorded_now: boolean;
    amount: number;
    amount_text: string;
    outcome: CardPaymentOutcome;
    overpaid_amount: number;
    overpaid_amount_text: string;
  };
  message: string;
}

export function cardPaymentResult(
  checkout: CheckoutRow,
  facts: { recordedNow: boolean; symbol: string; business: string; documentVoid: boolean },
): CardPaymentResult {
  // A payment recorded before outcomes were kept: void (told then), or paid.
  const outcome = checkout.outcome ?? (facts.documentVoid ? 'voided' : 'paid');
  const overpaidText = outcome === 'overpaid' ? formatMoney(checkout.overpaid_minor, facts.symbol) : '';
  const messages: Record<CardPaymentOutcome, string> = {
    paid: facts.recordedNow
      ? CLIENT_LINK_MESSAGES.paymentRecorded
      : CLIENT_LINK_MESSAGES.paymentAlreadyRecorded,
    overpaid: overpaidMessage(overpaidText, facts.business),
    voided: CLIENT_LINK_MESSAGES.paymentVoided,
    credited: CLIENT_LINK_MESSAGES.paymentCredited,
  };
  return {
    fields: {
      recorded_now: facts.recordedNow,
      amount: fromMinor(checkout.amount_minor),
      amount_text: formatMoney(checkout.amount_minor, facts.symbol),
      outcome,
      overpaid_amount: outcome === 'overpaid' ? fromMinor(checkout.overpaid_minor) : 0,
      overpaid_amount_text: overpaidText,
    },
    message: messages[outcome],
  };
}
