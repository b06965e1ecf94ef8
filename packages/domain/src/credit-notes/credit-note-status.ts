// Credit note statuses and what the owner chooses for the part of a credit that was already paid (issue
// 17; docs/decisions/0315). A credit note is issued when it is made (numbered, fixed: it is never edited,
// voided or deleted) and becomes sent once e-mailed.

/** A credit note's kind of document (stored in documents.kind; its PDF's download path). */
export const CREDIT_NOTE_KIND = 'credit_note';

export const CREDIT_NOTE_STATUSES = ['issued', 'sent'] as const;
export type CreditNoteStatus = (typeof CREDIT_NOTE_STATUSES)[number];

/** The list's status filter. */
export const CREDIT_NOTE_FILTERS = ['all', 'issued', 'sent'] as const;
export type CreditNoteFilter = (typeof CREDIT_NOTE_FILTERS)[number];

/** What happens to the part of a credit the client had already paid: paid back, or kept as the client's
 * credit for later. */
export const SETTLEMENTS = ['refunded', 'kept_as_credit'] as const;
export type Settlement = (typeof SETTLEMENTS)[number];

/** A credit note's settlement as answered: 'none' when all of it lowered what was due. */
export const SETTLEMENT_ANSWERS = ['none', ...SETTLEMENTS] as const;
export type SettlementAnswer = (typeof SETTLEMENT_ANSWERS)[number];

export function settlementOf(amounts: { refundedMinor: number; keptCreditMinor: number }): SettlementAnswer {
  if (amounts.refundedMinor > 0) return 'refunded';
  return amounts.keptCreditMinor > 0 ? 'kept_as_credit' : 'none';
}

/** E-mailing marks a credit note sent. */
export function creditNoteStatusAfterSending(): CreditNoteStatus {
  return 'sent';
}
