// The messages of changing a recorded payment and of client credit (docs/decisions/0348 and 0349), shared by
// the schemas, the server's use cases and the web's forms.
export const PAYMENT_MESSAGES = {
  paymentIdRequired: 'Payment ID is required.',
  keepAsCreditInvalid: 'keep_as_credit must be true or false.',
  /** A card payment taken through the client's link is money the client really paid. */
  cardPaymentFixed:
    "This payment was made by card through the client's link, so it cannot be changed or deleted. " +
    'Correct it with a credit note and refund the client.',
  voidInvoice: 'This invoice is void; its payments stay on record as they are.',
  /** The payments would fall below what the invoice's credit notes already gave back. */
  belowReturned: (returned: string) =>
    `The invoice's credit notes already refunded or kept ${returned} of its payments as credit, ` +
    'so its payments cannot come to less than that.',
  overpaid: (over: string, due: string) =>
    `This payment is ${over} more than the ${due} due. Keep ${over} as the client's credit, or lower the amount.`,
  creditNotEnough: (held: string) => `The client holds only ${held} of credit.`,
  creditNoClient: 'This invoice has no client, so no credit can be used on it.',
  creditSpent: (spent: string) =>
    `${spent} of the credit this payment left was already used on another invoice, so it cannot be lowered below that.`,
  updated: 'Update data Successful.',
  deleted: 'Delete Successful.',
} as const;

/** The payment method that spends the client's kept credit instead of new money. */
export const CLIENT_CREDIT_METHOD = 'Client credit';

export function isClientCreditMethod(method: string): boolean {
  return method.trim().toLowerCase() === CLIENT_CREDIT_METHOD.toLowerCase();
}
