// How the client page shows what a card payment came to (docs/decisions/0325): received (teal); more
// than was due, refunded or kept as credit by the business (yellow); taken on an invoice voided or
// credited in full meanwhile, a refund follows (orange). The sentence itself is the server's message.
import type { CardPaymentOutcome } from '@tradebook/domain/client-links/client-link.schemas';

export interface CardPaymentNotice {
  outcome: CardPaymentOutcome;
  message: string;
  amountText: string;
}

export const OUTCOME_COLORS: Record<CardPaymentOutcome, 'teal' | 'yellow' | 'orange'> = {
  paid: 'teal',
  overpaid: 'yellow',
  voided: 'orange',
  credited: 'orange',
};

/** The notice handed to the invoice's page when the client comes back from Stripe (router state). */
export function noticeOfState(state: unknown): CardPaymentNotice | undefined {
  const notice = (state as { cardPayment?: CardPaymentNotice } | null)?.cardPayment;
  return notice && typeof notice.message === 'string' ? notice : undefined;
}
