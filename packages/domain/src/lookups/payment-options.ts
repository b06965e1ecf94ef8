// The payment methods offered for expenses and invoice payments.
export const PAYMENT_OPTIONS = ['Cash', 'Bank transfer', 'Card', 'Cheque', 'PayPal', 'Other'] as const;
export type PaymentOption = (typeof PAYMENT_OPTIONS)[number];
