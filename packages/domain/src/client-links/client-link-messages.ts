// Every message of the client's link (issue 15): the owner's calls on a document's link, and what the
// client's page says when a quotation cannot be answered or an invoice cannot be paid by card.
export const CLIENT_LINK_MESSAGES = {
  documentKindInvalid: 'Document kind must be quotation or invoice.',
  documentIdRequired: 'Document ID is required.',
  notSentYet: 'E-mail the document first: its link works once it has been sent.',
  replaced: 'A new link was made; the old one no longer opens the document.',
  revoked: 'The link was turned off; it no longer opens the document.',
  nameRequired: 'Please type your name to accept the quotation.',
  nameTooLong: 'Your name must be at most 100 characters.',
  noteTooLong: 'The note must be at most 1000 characters.',
  accepted: 'Thank you: the quotation is accepted.',
  declined: 'The quotation is declined. Thank you for letting us know.',
  onlyQuotation: 'Only a quotation can be accepted or declined.',
  onlyInvoice: 'Only an invoice can be paid.',
  alreadyApproved: 'This quotation has already been accepted.',
  alreadyRejected: 'This quotation has already been declined.',
  expired: 'This quotation has expired, so it can no longer be answered here. Please contact the business.',
  voidQuotation: 'This quotation was voided by the business, so it can no longer be answered.',
  voidInvoice: 'This invoice was voided by the business: nothing is due.',
  nothingDue: 'Nothing is due on this invoice.',
  cardNotOffered: 'This business does not take card payments online.',
  amountInvalid: 'Enter the amount to pay, e.g. 25.00.',
  amountTooSmall: 'The amount to pay must be more than 0.',
  amountWholeUnits: 'Card payments in this currency must be a whole amount.',
  sessionRequired: 'The payment to confirm is missing.',
  paymentUnknown: 'This payment was not found.',
  paymentNotPaid: 'The card payment has not been completed. Nothing was taken.',
  paymentRecorded: 'Thank you: your payment was received.',
  paymentAlreadyRecorded: 'Thank you: your payment was already received.',
  paymentVoided: 'This invoice was voided while you paid. The business has been told and will refund you.',
  paymentCredited:
    'This invoice was credited in full while you paid. The business has been told and will refund you.',
  earlierPaymentReceived:
    'Your earlier card payment for this invoice has just been received. Please reload the page to see what is still due.',
  tooManyCheckouts:
    'Too many card payments were started for this invoice in the last hour. Please try again later, or pay another way.',
} as const;

/** 'You paid £5.00 more than was due; Baker Joinery will refund it or keep it as credit.' */
export function overpaidMessage(overpaidText: string, business: string): string {
  return `You paid ${overpaidText} more than was due; ${business || 'the business'} will refund it or keep it as credit.`;
}

/** 'You can pay at most £52.58, the amount still due.' */
export function amountAboveDueMessage(dueText: string): string {
  return `You can pay at most ${dueText}, the amount still due.`;
}
