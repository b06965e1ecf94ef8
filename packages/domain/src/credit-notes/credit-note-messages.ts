// Every message of the credit note calls (issue 17; docs/decisions/0315), shared by the schemas, the
// server's use cases and the web's checks and toasts.
import { LIST_MESSAGES } from '../documents/list-documents.schemas';

export const CREDIT_NOTE_MESSAGES = {
  invoiceIdRequired: 'Invoice ID is required.',
  creditNoteIdRequired: 'Credit note ID is required.',
  numberRequired: 'Credit note number is required.',
  dateInvalid: 'Credit note date must be a valid date (YYYY-MM-DD).',
  dateBeforeInvoice: 'A credit note cannot be dated before its invoice.',
  linesInvalid: "Credited lines must be a list of the invoice's lines.",
  tooManyLines: 'A credit note can have at most 500 lines.',
  lineIdRequired: "Each credited line needs the item_id of the invoice's line.",
  notALine: "Each credited line must be one of the invoice's lines.",
  lineTwice: 'A line can be credited only once in a credit note.',
  noLines: 'Choose at least one line to credit.',
  amountPositive: 'The amount credited on a line must be greater than 0.',
  lineOverLeft: (name: string, left: string) => `Only ${left} is left to credit on "${name}".`,
  nothingLeft: 'Nothing is left to credit on this invoice.',
  overInvoice: (left: string) =>
    `A credit note cannot be more than what is left to credit on the invoice (${left}).`,
  settlementRequired:
    "Part of this credit was already paid: choose whether it is refunded or kept as the client's credit.",
  settlementInvalid: 'Settlement must be refunded or kept_as_credit.',
  draftInvoice:
    'This invoice is still a draft: change it instead. A credit note corrects an invoice that was sent or paid.',
  voidInvoice: 'This invoice is void; it cannot be credited.',
  voidEmail: 'This credit note is void and cannot be e-mailed.',
  notEditable: 'A credit note cannot be changed once it is issued.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different credit note.',
  clientHasNoEmail: 'The client has no e-mail address.',
  currencyInvalid: 'Currency ID is not a known currency.',
  attachmentsRequired: 'Choose at least one image to upload.',
  tooManyAttachments: 'A credit note has no attachments.',
  filterInvalid: 'Status filter must be one of all, issued, sent.',
  startDateRequired: LIST_MESSAGES.startDateRequired,
  endDateRequired: LIST_MESSAGES.endDateRequired,
  created: 'Save data Successful.',
  emailSent: 'Email sent successfully',
  exportReady: 'Export ready.',
} as const;
