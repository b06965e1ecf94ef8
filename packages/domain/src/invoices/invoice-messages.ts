// Every message of the invoice calls (docs/reference/invoices.md 'Rules', 'Calls' and 'Messages';
// docs/reference/documents.md 'Numbers', docs/reference/invoices.md 'Statuses'), shared by the schemas, the
// server's use cases and the web's checks and toasts.
import { LIST_MESSAGES } from '../documents/list-documents.schemas';

export const INVOICE_MESSAGES = {
  /** Shown by the web before a save; the server creates every invoice as a draft. */
  statusRequired: 'Invoice status is required.',
  /** Shown by the web before a save; the server assigns the number itself. */
  numberRequired: 'Invoice number is required.',
  clientRequired: 'Client is required.',
  clientIdRequired: 'Client ID is required.',
  validityRequired: 'Validity term is required.',
  validityRange: 'Validity term must be from 0 to 31 days.',
  currencyRequired: 'Currency is required.',
  currencyIdRequired: 'Currency ID is required.',
  currencyInvalid: 'Currency ID is not a known currency.',
  dateRequired: 'Invoice date is required.',
  dateInvalid: 'Invoice date must be a valid date (YYYY-MM-DD).',
  grossRequired: 'Total Gross Amount is required.',
  vatPercentRequired: 'VAT percent is required.',
  statusInvalid: 'Invoice status must be one of draft, sent, partpaid, paid.',
  invoiceIdRequired: 'Invoice ID is required.',
  itemIdRequired: 'Item ID is required.',
  attachmentIdRequired: 'Attachment ID is required.',
  attachmentsRequired: 'Choose at least one image to upload.',
  tooManyAttachments: 'An invoice can have at most 20 attachments.',
  filterInvalid:
    'Status filter must be one of all, unpaid, unpaiddue, partpaid, partpaiddue, paid, sent, draft, void, overdue, credited.',
  /** Once sent (or paid, or credited) an invoice is fixed (ADR 0317). */
  notEditable:
    'An invoice that was sent or has payments cannot be changed. To correct it, issue a credit note and a new invoice.',
  voidNotEditable: 'This invoice is void and cannot be edited.',
  voidEmail: 'This invoice is void and cannot be e-mailed.',
  voidPayment: 'This invoice is void; it takes no payments.',
  creditedPayment: 'This invoice is credited in full; it takes no payments.',
  voidCredited: 'This invoice has credit notes, so it cannot be voided. Credit what is left of it instead.',
  clientHasNoEmail: 'The client has no e-mail address.',
  deleteRefused: 'Only the latest unsent draft can be deleted; void this invoice instead.',
  paymentDateRequired: 'Payment date is required',
  paymentDateInvalid: 'Payment date must be a valid date (YYYY-MM-DD).',
  paymentMethodRequired: 'Payment method is required',
  paymentAmountRequired: 'Payment amount is required.',
  paymentAmountFormat: 'Payment amount must be a number with at most 2 decimals.',
  paymentAmountPositive: 'Payment amount must be greater than 0.',
  paymentAmountTooLarge: 'Payment amount is too large.',
  paymentNoteTooLong: 'Payment note must be at most 255 characters.',
  idempotencyKeyInvalid: 'Idempotency-Key must be 1 to 100 letters, digits, dashes or underscores.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different payment.',
  startDateRequired: LIST_MESSAGES.startDateRequired,
  endDateRequired: LIST_MESSAGES.endDateRequired,
  saved: 'Save data Successful.',
  updated: 'Update data Successful.',
  deleted: 'Delete Successful.',
  voided: 'Void Successful.',
  paymentSaved: 'Save data Successful.',
  attachmentsSaved: 'Save data Successful.',
  attachmentDeleted: 'Delete attachment Successful.',
  emailSent: 'Email sent successfully',
  exportReady: 'Export ready.',
  converted: 'Save data Successful.',
  convertNotApproved: 'Only an approved quotation can be converted to an invoice.',
  alreadyConverted: 'This quotation was already converted to an invoice.',
} as const;
